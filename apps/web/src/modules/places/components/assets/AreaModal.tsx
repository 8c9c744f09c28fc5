import { places } from '@atrium/contracts';
import { MultiSelect, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n.ts';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { useAreaMutations } from '../../api/assets.ts';
import { fieldErrorOf } from '../FormAlert.tsx';
import { FormModal } from '../FormModal.tsx';
import { useStructureOptions } from './useStructureOptions.ts';

const FIELDS = ['name', 'description', 'structureIds'] as const;

interface AreaModalProps {
  companyId: number;
  area?: places.Area;
  onClose: () => void;
}

/** An area: a name, a description and the structures it groups. */
export function AreaModal({ companyId, area, onClose }: AreaModalProps) {
  const { t } = useTranslation('places');
  const { save } = useAreaMutations(companyId);
  const structures = useStructureOptions(companyId);
  const [chosen, setChosen] = useState<string[]>(area?.structureIds.map(String) ?? []);
  const [touched, setTouched] = useState(false);
  const { values, change, parse, fields, input } = useContractForm(
    FIELDS,
    { name: area?.name ?? '', description: area?.description ?? '', structureIds: '' },
    'places',
  );
  const options = [
    ...structures.data,
    ...chosen
      .filter((id) => !structures.data.some((option) => option.value === id))
      .map((id) => ({ value: id, label: `#${id}` })),
  ];
  // A 418 names the structure (`structureIds.3`); the picker shows it until the choice changes.
  const serverError = fieldErrorOf(save.error, 'structureIds');
  const structureError =
    fields.message('structureIds') ??
    (serverError && !touched ? translateMessage(t, serverError) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(places.createArea.schemas.body, {
      name: values.name,
      description: values.description,
      structureIds: chosen.map(Number),
    });
    if (!body) return;
    setTouched(false);
    save.mutate(
      { id: area?.id ?? null, body },
      { onSuccess: onClose, onError: (error) => fields.setFromError(error) },
    );
  };

  return (
    <FormModal
      title={area ? t('areas.editTitle') : t('areas.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
    >
      <TextInput label={t('form.name')} {...input('name')} withAsterisk data-autofocus />
      <Textarea label={t('form.description')} {...input('description')} rows={2} />
      <MultiSelect
        label={t('areas.structures')}
        placeholder={t('areas.structuresPlaceholder')}
        data={options}
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          setTouched(true);
          change('structureIds', '');
        }}
        searchable
        searchValue={structures.search}
        onSearchChange={structures.setSearch}
        error={structureError}
      />
    </FormModal>
  );
}
