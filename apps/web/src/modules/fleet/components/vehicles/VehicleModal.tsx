import { fleet } from '@atrium/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { closeOnSave, FormModal } from '../../../places/components/FormModal.tsx';
import { useSaveVehicle } from '../../api/vehicles.ts';
import { DriverPicker, GroupPicker, TrackerPicker } from './pickers.tsx';

const DETAILS = ['name', 'plate', 'make', 'model'] as const;
const ASSIGNMENTS = ['deviceId', 'driverId', 'groupId'] as const;
const FIELDS = [...DETAILS, ...ASSIGNMENTS] as const;
type Field = (typeof FIELDS)[number];

/** create: every field; edit: name, plate, make and model; assign: tracker, driver and group. */
export type VehicleModalMode = 'create' | 'edit' | 'assign';

interface VehicleModalProps {
  mode: VehicleModalMode;
  vehicle?: fleet.Vehicle;
  onClose: () => void;
  onSaved?: (vehicle: fleet.Vehicle) => void;
}

const idOrNull = (value: string) => (value ? Number(value) : null);

/** A vehicle's details and its tracker, driver and group, checked by the contract's schemas. */
export function VehicleModal({ mode, vehicle, onClose, onSaved }: VehicleModalProps) {
  const { t } = useTranslation('fleet');
  const save = useSaveVehicle();
  const { values, change, parse, fields, input } = useContractForm<Field>(
    FIELDS,
    {
      name: vehicle?.name ?? '',
      plate: vehicle?.plate ?? '',
      make: vehicle?.make ?? '',
      model: vehicle?.model ?? '',
      deviceId: vehicle?.deviceId ? String(vehicle.deviceId) : '',
      driverId: vehicle?.driverId ? String(vehicle.driverId) : '',
      groupId: vehicle?.groupId ? String(vehicle.groupId) : '',
    },
    'fleet',
  );
  const details = mode !== 'assign';
  const assignments = mode !== 'edit';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const detailValues = { name: values.name, plate: values.plate, make: values.make, model: values.model };
    const assignmentValues = {
      deviceId: idOrNull(values.deviceId),
      driverId: idOrNull(values.driverId),
      groupId: idOrNull(values.groupId),
    };
    const body =
      mode === 'create'
        ? parse(fleet.vehicleInput, { ...detailValues, ...assignmentValues })
        : parse(fleet.vehicleUpdate, mode === 'edit' ? detailValues : assignmentValues);
    if (!body) return;
    save.mutate({ id: vehicle?.id ?? null, body }, closeOnSave(onClose, fields, onSaved));
  };

  const picker = (field: (typeof ASSIGNMENTS)[number]) => ({
    value: values[field],
    onChange: (value: string) => change(field, value),
    error: fields.message(field),
  });
  return (
    <FormModal
      title={t(`vehicles.${mode}Title`)}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
      size="lg"
    >
      {details && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('vehicles.name')} {...input('name')} withAsterisk data-autofocus />
          <TextInput label={t('vehicles.plate')} {...input('plate')} withAsterisk dir="auto" />
          <TextInput label={t('vehicles.make')} {...input('make')} />
          <TextInput label={t('vehicles.model')} {...input('model')} />
        </SimpleGrid>
      )}
      {assignments && (
        <SimpleGrid cols={{ base: 1, sm: mode === 'assign' ? 1 : 3 }}>
          <TrackerPicker
            label={t('vehicles.tracker')}
            placeholder={t('vehicles.noTracker')}
            current={vehicle?.device?.serial}
            {...picker('deviceId')}
          />
          <DriverPicker
            label={t('vehicles.driver')}
            placeholder={t('vehicles.noDriver')}
            current={vehicle?.driver?.name}
            {...picker('driverId')}
          />
          <GroupPicker
            label={t('vehicles.group')}
            placeholder={t('vehicles.noGroup')}
            current={vehicle?.group?.name}
            {...picker('groupId')}
          />
        </SimpleGrid>
      )}
    </FormModal>
  );
}
