import { companies } from '@atrium/contracts';
import { Alert, Button, Card, Group, Loader, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { describeError } from '../../../lib/errors.ts';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { relatedTypesQuery, useCreateCompany } from '../api.ts';
import { BackLink, PageHeader } from '../components/PageHeader.tsx';
import { COMPANIES_LIST_PATH, companyProfilePath } from '../paths.ts';

const FIELDS = ['name', 'email', 'type'] as const;

/**
 * /core/companies/create: name, email and type. The type choices come from GET /company/relatedTypes
 * (R125-R128: any for a Super Admin; FMC, AMC, Operator, Authority for an Integrator; those and Security
 * Company for everyone else). On 201 the new company's profile opens.
 */
export function CreateCompanyPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const types = useQuery(relatedTypesQuery);
  const create = useCreateCompany();
  const { values, change, parse, fields } = useContractForm(
    FIELDS,
    { name: '', email: '', type: '' },
    'companies',
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(
      companies.create.schemas.body,
      { ...values, type: values.type === '' ? undefined : values.type },
      ['type'],
    );
    if (!body) return;
    create.mutate(body, {
      onSuccess: ({ data }) => navigate(companyProfilePath(data.id), { replace: true }),
      onError: (error) => fields.setFromError(error),
    });
  };

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader
        title={t('create.title')}
        description={t('create.description')}
        before={<BackLink to={COMPANIES_LIST_PATH}>{t('list.title')}</BackLink>}
      />
      <Card withBorder radius="md" padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('form.name')}
              value={values.name}
              onChange={(event) => change('name', event.currentTarget.value)}
              error={fields.message('name')}
              withAsterisk
              data-autofocus
            />
            <TextInput
              label={t('form.email')}
              type="email"
              dir="ltr"
              value={values.email}
              onChange={(event) => change('email', event.currentTarget.value)}
              error={fields.message('email')}
              withAsterisk
            />
            {types.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('form.typesFailed')}>
                <Stack gap="xs" align="flex-start">
                  {describeError(t, types.error)}
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => void types.refetch()}
                    loading={types.isFetching}
                  >
                    {t('common:actions.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <Select
                label={t('form.type')}
                placeholder={types.isPending ? t('form.typesLoading') : t('form.typePlaceholder')}
                disabled={types.isPending}
                rightSection={types.isPending ? <Loader size="xs" /> : undefined}
                data={(types.data ?? []).map((value) => ({ value, label: t(`companyTypes.${value}`) }))}
                value={values.type || null}
                onChange={(value) => change('type', value ?? '')}
                error={fields.message('type')}
                withAsterisk
                allowDeselect={false}
              />
            )}
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button component={Link} to={COMPANIES_LIST_PATH} variant="default">
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} disabled={!types.isSuccess}>
                {t('create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
