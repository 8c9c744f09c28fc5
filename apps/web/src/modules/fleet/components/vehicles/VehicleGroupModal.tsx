import { fleet } from '@atrium/contracts';
import { Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { closeOnSave, FormModal } from '../../../places/components/FormModal.tsx';
import { useSaveVehicleGroup } from '../../api/vehicles.ts';

const FIELDS = ['name', 'description'] as const;

/** A vehicle group's name and description. */
export function VehicleGroupModal({
  group,
  onClose,
  onSaved,
}: {
  group?: fleet.VehicleGroup;
  onClose: () => void;
  onSaved?: (group: fleet.VehicleGroup) => void;
}) {
  const { t } = useTranslation('fleet');
  const save = useSaveVehicleGroup();
  const { values, parse, fields, input } = useContractForm(
    FIELDS,
    { name: group?.name ?? '', description: group?.description ?? '' },
    'fleet',
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(group ? fleet.vehicleGroupUpdate : fleet.vehicleGroupInput, values);
    if (!body) return;
    save.mutate({ id: group?.id ?? null, body }, closeOnSave(onClose, fields, onSaved));
  };
  return (
    <FormModal
      title={group ? t('vehicleGroups.editTitle') : t('vehicleGroups.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
    >
      <TextInput label={t('vehicleGroups.name')} {...input('name')} withAsterisk data-autofocus />
      <Textarea label={t('vehicleGroups.descriptionField')} {...input('description')} rows={3} />
    </FormModal>
  );
}
