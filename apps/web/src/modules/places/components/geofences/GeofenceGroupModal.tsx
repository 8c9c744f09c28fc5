import { places } from '@atrium/contracts';
import { MultiSelect, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import {
  type GeofenceGroupBody,
  useGeofenceChoices,
  useGeofenceGroupMutations,
} from '../../api/geofences.ts';
import { FormModal } from '../FormModal.tsx';

const FIELDS = ['name', 'description', 'geofenceIds'] as const;

interface GeofenceGroupModalProps {
  companyId: number;
  group?: places.GeofenceGroup;
  onClose: () => void;
}

/** A group of geofences: its name, description and member geofences (chosen from the company's). */
export function GeofenceGroupModal({ companyId, group, onClose }: GeofenceGroupModalProps) {
  const { t } = useTranslation('places');
  const { save } = useGeofenceGroupMutations(companyId);
  const { values, parse, fields, input } = useContractForm(
    FIELDS,
    { name: group?.name ?? '', description: group?.description ?? '', geofenceIds: '' },
    'places',
  );
  const [members, setMembers] = useState<string[]>((group?.geofenceIds ?? []).map(String));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 700);
  const choices = useGeofenceChoices(companyId, debounced);
  const options = (choices.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  // Members outside the loaded page still show (by id) so that saving keeps them.
  for (const id of members) {
    if (!options.some((option) => option.value === id)) options.push({ value: id, label: `#${id}` });
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const schema = group ? places.updateGeofenceGroup.schemas.body : places.createGeofenceGroup.schemas.body;
    const body = parse(schema, {
      name: values.name,
      description: values.description,
      geofenceIds: members.map(Number),
    });
    if (!body) return;
    save.mutate(
      { id: group?.id ?? null, body: body as GeofenceGroupBody },
      { onSuccess: onClose, onError: (error) => fields.setFromError(error) },
    );
  };

  return (
    <FormModal
      title={group ? t('geofenceGroups.editTitle') : t('geofenceGroups.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
    >
      <TextInput label={t('form.name')} {...input('name')} withAsterisk data-autofocus />
      <Textarea label={t('form.description')} {...input('description')} rows={2} />
      <MultiSelect
        label={t('geofenceGroups.members')}
        placeholder={members.length === 0 ? t('geofenceGroups.membersPlaceholder') : undefined}
        data={options}
        value={members}
        onChange={(next) => {
          setMembers(next);
          fields.clear('geofenceIds');
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={choices.isError ? t('common.loadFailed') : t('common.nothingFound')}
        error={fields.message('geofenceIds')}
        clearable
      />
    </FormModal>
  );
}
