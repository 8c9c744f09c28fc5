import { groups } from '@atrium/contracts';
import { type FormEvent, useState } from 'react';
import { type PermissionGroupBody, useSavePermissionGroup } from '../../api/groups.ts';
import { useKitApp } from '../../KitAppContext.tsx';
import { GroupFormCard } from './GroupFormCard.tsx';
import { PermissionToggles } from './PermissionToggles.tsx';
import { useGroupForm } from './useGroupForm.ts';

interface PermissionGroupFormProps {
  group?: groups.PermissionGroup;
  companyId: number;
  cancelTo: string;
  onSaved: (group: groups.PermissionGroup) => void;
}

/** A permission group: name, description, users, resources and the permissions it grants (contract-checked). */
export function PermissionGroupForm({ group, companyId, cancelTo, onSaved }: PermissionGroupFormProps) {
  const app = useKitApp();
  const save = useSavePermissionGroup(group?.id ?? null);
  const form = useGroupForm(group);
  const [keys, setKeys] = useState<Set<string>>(
    new Set(group ? groups.permissionKeysOf(group.permissions) : []),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.parse(
      groups.permissionGroupFormOf(app.key),
      { ...form.base(), permissions: groups.permissionMapOf(keys, app.key) },
      form.choices,
    );
    if (!body) return;
    save.mutate(body as PermissionGroupBody, {
      onSuccess: ({ data }) => onSaved(data),
      onError: form.failed,
    });
  };
  return (
    <GroupFormCard
      form={form}
      companyId={companyId}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      cancelTo={cancelTo}
      editing={Boolean(group)}
    >
      <PermissionToggles
        value={keys}
        onChange={(next) => {
          setKeys(next);
          form.fields.clear('permissions');
        }}
        error={form.fields.message('permissions')}
      />
    </GroupFormCard>
  );
}
