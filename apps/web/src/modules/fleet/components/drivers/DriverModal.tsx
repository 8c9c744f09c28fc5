import { fleet } from '@atrium/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyUserSelect } from '../../../../kit/components/CompanyUserSelect.tsx';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { DateField } from '../../../../ui/DatePicker/index.ts';
import { closeOnSave, FormModal } from '../../../places/components/FormModal.tsx';
import { useSaveDriver } from '../../api/drivers.ts';

const FIELDS = ['name', 'phone', 'licenceNumber', 'licenceExpiry', 'userId'] as const;

/**
 * A driver's name, phone and licence (number and expiry), and the user who signs in as this driver (fleetRole
 * Driver), checked by the contract's schemas.
 */
export function DriverModal({
  driver,
  onClose,
  onSaved,
}: {
  driver?: fleet.Driver;
  onClose: () => void;
  onSaved?: (driver: fleet.Driver) => void;
}) {
  const { t } = useTranslation('fleet');
  const save = useSaveDriver();
  const { values, change, parse, fields, input } = useContractForm(
    FIELDS,
    {
      name: driver?.name ?? '',
      phone: driver?.phone ?? '',
      licenceNumber: driver?.licenceNumber ?? '',
      licenceExpiry: driver?.licenceExpiry ?? '',
      userId: driver?.userId ? String(driver.userId) : '',
    },
    'fleet',
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(driver ? fleet.driverUpdate : fleet.driverInput, {
      name: values.name,
      phone: values.phone.trim() || null,
      licenceNumber: values.licenceNumber,
      licenceExpiry: values.licenceExpiry || null,
      userId: values.userId ? Number(values.userId) : null,
    });
    if (!body) return;
    save.mutate({ id: driver?.id ?? null, body }, closeOnSave(onClose, fields, onSaved));
  };
  return (
    <FormModal
      title={driver ? t('drivers.editTitle') : t('drivers.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('drivers.name')} {...input('name')} withAsterisk data-autofocus />
        <TextInput
          label={t('drivers.phone')}
          description={t('drivers.phoneHint')}
          placeholder="+971 50 123 4567"
          dir="ltr"
          {...input('phone')}
        />
        <TextInput label={t('drivers.licenceNumber')} {...input('licenceNumber')} withAsterisk dir="auto" />
        <DateField
          label={t('drivers.licenceExpiry')}
          value={values.licenceExpiry || null}
          onChange={(value) => change('licenceExpiry', value ?? '')}
          error={fields.message('licenceExpiry')}
          clearable
        />
      </SimpleGrid>
      <CompanyUserSelect
        label={t('drivers.userLabel')}
        description={t('drivers.userHint')}
        placeholder={t('drivers.noUser')}
        nothingFound={t('drivers.noUsers')}
        loading={t('drivers.usersLoading')}
        value={values.userId}
        current={driver?.user?.email}
        onChange={(value) => change('userId', value)}
        error={fields.message('userId')}
      />
    </FormModal>
  );
}
