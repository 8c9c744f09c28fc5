import { groups } from '@atrium/contracts';
import { useState } from 'react';
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
  const body = () =>
    form.parse(
      groups.permissionGroupFormOf(app.key),
      { ...form.base(), permissions: groups.permissionMapOf(keys, app.key) },
      form.choices,
    ) as PermissionGroupBody | undefined;
  return (
    <GroupFormCard
      form={form}
      companyId={companyId}
      body={body}
      save={save}
      onSaved={onSaved}
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
