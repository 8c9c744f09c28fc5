import { facmgmt } from '@atrium/contracts';
import { MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeOnSave, FormModal } from '../../places/components/FormModal.tsx';
import { useBuildingSpaces, useSaveGroup } from '../api/buildings.ts';
import { useDottedErrors } from './useDottedErrors.ts';

interface GroupModalProps {
  buildingId: number;
  /** Editing this group; a new one without it. */
  group?: facmgmt.SpaceGroupDetails;
  onClose: () => void;
  onSaved?: (group: facmgmt.SpaceGroupDetails) => void;
}

/** A group of spaces of one building: its name, description and members. */
export function GroupModal({ buildingId, group, onClose, onSaved }: GroupModalProps) {
  const { t } = useTranslation('facility-booking');
  const save = useSaveGroup();
  const spaces = useBuildingSpaces(buildingId);
  const errors = useDottedErrors();
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [members, setMembers] = useState<string[]>((group?.members ?? []).map((space) => String(space.id)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = facmgmt.spaceGroupInput.safeParse({
      buildingId,
      name,
      description,
      spaceIds: members.map(Number),
    });
    if (!parsed.success) {
      errors.setFromIssues(parsed.error.issues);
      return;
    }
    errors.reset();
    save.mutate({ id: group?.id ?? null, body: parsed.data }, closeOnSave(onClose, errors, onSaved));
  };
  return (
    <FormModal
      title={group ? t('group.editTitle') : t('group.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={['name', 'description', 'spaceIds']}
    >
      <Stack gap="sm">
        <TextInput
          label={t('group.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.message('name')}
          withAsterisk
          data-autofocus
        />
        <Textarea
          label={t('group.descriptionLabel')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.message('description')}
          autosize
          minRows={2}
        />
        <MultiSelect
          label={t('group.members')}
          data={(spaces.data ?? []).map((space) => ({
            value: String(space.id),
            label: `${space.name} · ${space.floor.name}`,
          }))}
          value={members}
          onChange={setMembers}
          searchable
          error={errors.message('spaceIds')}
          comboboxProps={{ withinPortal: true }}
        />
      </Stack>
    </FormModal>
  );
}
