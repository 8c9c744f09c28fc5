import { type Vehicle, vehicleInput, vehicleUpdate } from '@atrium/contracts/anpr/vehicles';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { FormModal } from '../../../places/components/FormModal.tsx';
import { useSaveVehicle } from '../../api/residents.ts';

const FIELDS = ['plate', 'make', 'colour'] as const;
type Field = (typeof FIELDS)[number];

interface VehicleModalProps {
  residentId: number;
  vehicle?: Vehicle;
  onClose: () => void;
}

/**
 * A resident's vehicle: its plate as printed (compared normalised by the gate; one vehicle per plate in the
 * company, the server's 418 on `plate` otherwise), make and colour.
 */
export function VehicleModal({ residentId, vehicle, onClose }: VehicleModalProps) {
  const { t } = useTranslation('neuron');
  const save = useSaveVehicle();
  const { values, parse, fields, input } = useContractForm<Field>(
    FIELDS,
    { plate: vehicle?.plate ?? '', make: vehicle?.make ?? '', colour: vehicle?.colour ?? '' },
    'neuron',
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = vehicle ? parse(vehicleUpdate, values) : parse(vehicleInput, { ...values, residentId });
    if (!body) return;
    save.mutate(
      { id: vehicle?.id ?? null, body },
      { onSuccess: onClose, onError: (error) => fields.setFromError(error) },
    );
  };

  return (
    <FormModal
      title={t(vehicle ? 'vehicles.editTitle' : 'vehicles.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
    >
      <TextInput
        label={t('vehicles.plate')}
        description={t('vehicles.plateHint')}
        {...input('plate')}
        withAsterisk
        dir="ltr"
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('vehicles.make')} {...input('make')} />
        <TextInput label={t('vehicles.colour')} {...input('colour')} />
      </SimpleGrid>
    </FormModal>
  );
}
