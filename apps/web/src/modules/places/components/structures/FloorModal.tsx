import { places } from '@atrium/contracts';
import { TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { useFloorMutations } from '../../api/structures.ts';
import { FormModal } from '../FormModal.tsx';

const FIELDS = ['name', 'level'] as const;

interface FloorModalProps {
  companyId: number;
  structureId: number;
  /** The floor to rename or move; a new floor when absent. */
  floor?: places.Floor;
  /** The level a new floor starts at. */
  nextLevel: number;
  onClose: () => void;
}

/** Adds a floor to a structure, or changes one's name and level (one floor per level). */
export function FloorModal({ companyId, structureId, floor, nextLevel, onClose }: FloorModalProps) {
  const { t } = useTranslation('places');
  const { create, update } = useFloorMutations(companyId);
  const { values, parse, fields, input } = useContractForm(
    FIELDS,
    { name: floor?.name ?? '', level: String(floor?.level ?? nextLevel) },
    'places',
  );
  const saving = create.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { name: values.name, level: values.level.trim() === '' ? undefined : Number(values.level) };
    const options = { onSuccess: onClose, onError: (error: unknown) => fields.setFromError(error) };
    if (floor) {
      const body = parse(places.updateFloor.schemas.body, input);
      if (body) update.mutate({ floorId: floor.id, body }, options);
    } else {
      const body = parse(places.createFloor.schemas.body, { ...input, structureId });
      if (body) create.mutate(body, options);
    }
  };

  return (
    <FormModal
      title={floor ? t('floors.editTitle') : t('floors.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      <TextInput label={t('floors.name')} {...input('name')} withAsterisk data-autofocus />
      <TextInput
        label={t('floors.level')}
        description={t('floors.levelHint')}
        inputMode="numeric"
        dir="ltr"
        {...input('level')}
        withAsterisk
      />
    </FormModal>
  );
}
