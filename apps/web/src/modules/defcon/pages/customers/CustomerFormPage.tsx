import * as customers from '@atrium/contracts/defcon/customers';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showToast } from '../../../../lib/notify.tsx';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FormAlert } from '../../../places/components/FormAlert.tsx';
import { FormActions } from '../../../places/components/FormModal.tsx';
import { useAddCustomer, useCustomer, useEditCustomer } from '../../api/customers.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { LocalitySelect } from '../../components/LocalitySelect.tsx';
import { DEFCON_PATHS } from '../../paths.ts';

const FIELDS = [
  'name',
  'email',
  'firstName',
  'lastName',
  'userEmail',
  'localityId',
  'address',
  'phone',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = {
  name: '',
  email: '',
  firstName: '',
  lastName: '',
  userEmail: '',
  localityId: '',
  address: '',
  phone: '',
};
const optional = (value: string) => (value.trim() === '' ? undefined : value);

function CustomerForm({ initial }: { initial?: customers.DefconCustomer }) {
  const { t } = useTranslation('defcon');
  const navigate = useNavigate();
  const editing = initial !== undefined;
  const form = useContractForm(
    FIELDS,
    initial
      ? {
          ...EMPTY,
          name: initial.name,
          email: initial.email,
          localityId: initial.locality ? String(initial.locality.id) : '',
          address: initial.address,
          phone: initial.phone ?? '',
        }
      : EMPTY,
    'defcon',
  );
  const add = useAddCustomer();
  const edit = useEditCustomer(initial?.id ?? 0);
  const [failure, setFailure] = useState<unknown>(null);
  const saving = add.isPending || edit.isPending;
  const v = form.values;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const localityId = v.localityId ? Number(v.localityId) : undefined;
    try {
      if (editing) {
        const body = form.parse(customers.defconCustomerUpdate, {
          name: v.name,
          email: v.email,
          localityId,
          address: v.address,
          phone: optional(v.phone) ?? null,
        });
        if (!body) return;
        await edit.mutateAsync(body);
      } else {
        const body = form.parse(customers.defconCustomerInput, {
          name: v.name,
          email: v.email,
          firstName: v.firstName,
          lastName: v.lastName,
          userEmail: optional(v.userEmail),
          localityId,
          address: v.address,
          phone: optional(v.phone),
        });
        if (!body) return;
        const created = await add.mutateAsync(body);
        showToast({ kind: 'created', message: t('customers.created', { name: created.name }) });
      }
      void navigate(DEFCON_PATHS.customerList);
    } catch (error) {
      if (!form.fields.setFromError(error)) setFailure(error);
    }
  };

  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-label={t('customers.form')}>
      <Stack gap="md">
        <FormAlert error={failure} shown={FIELDS} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('customers.fields.name')} withAsterisk {...form.input('name')} />
          <TextInput label={t('customers.fields.email')} type="email" withAsterisk {...form.input('email')} />
          {!editing && (
            <>
              <TextInput label={t('customers.fields.firstName')} withAsterisk {...form.input('firstName')} />
              <TextInput label={t('customers.fields.lastName')} withAsterisk {...form.input('lastName')} />
              <TextInput
                label={t('customers.fields.userEmail')}
                description={t('customers.fields.userEmailHint')}
                type="email"
                {...form.input('userEmail')}
              />
            </>
          )}
          <LocalitySelect
            label={t('customers.fields.localityId')}
            value={v.localityId}
            onChange={(value) => form.change('localityId', value)}
            error={form.fields.message('localityId')}
          />
          <TextInput label={t('customers.fields.address')} {...form.input('address')} />
          <TextInput label={t('customers.fields.phone')} type="tel" {...form.input('phone')} />
        </SimpleGrid>
        <FormActions saving={saving} cancelTo={DEFCON_PATHS.customerList} submitLabel={t('common.save')} />
      </Stack>
    </Paper>
  );
}

/** /defcon/security-company/customer/add and edit/:id: a customer of the security company. */
export function CustomerFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('defcon');
  const id = Number(useParams().id);
  const valid = mode === 'edit' && Number.isInteger(id) && id > 0;
  const customer = useCustomer(valid ? id : 0);
  const back = <BackLink to={DEFCON_PATHS.customerList}>{t('customers.back')}</BackLink>;
  if (mode === 'add')
    return (
      <Stack gap="lg">
        <PageHeader before={back} title={t('customers.addTitle')} />
        <CustomerForm />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <PageHeader before={back} title={customer.data?.name ?? t('customers.editTitle')} />
      <LoadState
        query={customer}
        missing={!valid}
        notFoundTitle={t('customers.notFound')}
        back={{ to: DEFCON_PATHS.customerList, label: t('customers.back') }}
      >
        {(data) => <CustomerForm key={data.id} initial={data} />}
      </LoadState>
    </Stack>
  );
}
