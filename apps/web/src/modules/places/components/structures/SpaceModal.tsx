import { places } from '@atrium/contracts';
import { Select, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { useSpaceMutations } from '../../api/structures.ts';
import { FormModal } from '../FormModal.tsx';

const FIELDS = ['name', 'type', 'areaSqm', 'floorId'] as const;

interface SpaceModalProps {
  companyId: number;
  floorId: number;
  /** The space to change; a new space on `floorId` when absent. */
  space?: places.Space;
  onClose: () => void;
}

/** A space on a floor: its name, type and area in square metres (optional). */
export function SpaceModal({ companyId, floorId, space, onClose }: SpaceModalProps) {
  const { t } = useTranslation('places');
  const { create, update } = useSpaceMutations(companyId);
  const { values, change, parse, fields, input } = useContractForm(
    FIELDS,
    {
      name: space?.name ?? '',
      type: space?.type ?? '',
      areaSqm: space?.areaSqm === null || space?.areaSqm === undefined ? '' : String(space.areaSqm),
      floorId: String(floorId),
    },
    'places',
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      name: values.name,
      type: values.type || undefined,
      areaSqm: values.areaSqm.trim() === '' ? null : Number(values.areaSqm),
    };
    const options = { onSuccess: onClose, onError: (error: unknown) => fields.setFromError(error) };
    if (space) {
      const body = parse(places.updateSpace.schemas.body, input, ['type']);
      if (body) update.mutate({ spaceId: space.id, body }, options);
    } else {
      const body = parse(places.createSpace.schemas.body, { ...input, floorId }, ['type']);
      if (body) create.mutate(body, options);
    }
  };

  return (
    <FormModal
      title={space ? t('spaces.editTitle') : t('spaces.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={create.isPending || update.isPending}
    >
      <TextInput
        label={t('spaces.name')}
        value={values.name}
        onChange={(event) => change('name', event.currentTarget.value)}
        error={fields.message('name') ?? fields.message('floorId')}
        withAsterisk
        data-autofocus
      />
      <Select
        label={t('spaces.type')}
        placeholder={t('spaces.typePlaceholder')}
        data={places.SPACE_TYPES.map((value) => ({ value, label: t(`spaceTypes.${value}`) }))}
        value={values.type || null}
        onChange={(value) => change('type', value ?? '')}
        error={fields.message('type')}
        withAsterisk
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput label={t('spaces.area')} inputMode="decimal" dir="ltr" {...input('areaSqm')} />
    </FormModal>
  );
}
