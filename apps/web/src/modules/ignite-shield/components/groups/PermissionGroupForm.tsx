import { groups } from '@atrium/contracts';
import { Card, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../places/components/FormAlert.tsx';
import { FormActions } from '../../../places/components/FormModal.tsx';
import { type PermissionGroupBody, useSavePermissionGroup } from '../../api/groups.ts';
import { GroupBaseFields } from './GroupBaseFields.tsx';
import { PermissionToggles } from './PermissionToggles.tsx';
import { GROUP_FIELDS, useGroupForm } from './useGroupForm.ts';

interface PermissionGroupFormProps {
  group?: groups.PermissionGroup;
  companyId: number;
  cancelTo: string;
  onSaved: (group: groups.PermissionGroup) => void;
}

/** A permission group: name, description, users, resources and the permissions it grants (contract-checked). */
export function PermissionGroupForm({ group, companyId, cancelTo, onSaved }: PermissionGroupFormProps) {
  const { t } = useTranslation('ignite-shield');
  const save = useSavePermissionGroup(group?.id ?? null);
  const form = useGroupForm(group);
  const [keys, setKeys] = useState<Set<string>>(
    new Set(group ? groups.permissionKeysOf(group.permissions) : []),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.parse(
      groups.permissionGroupForm,
      { ...form.base(), permissions: groups.permissionMapOf(keys) },
      form.choices,
    );
    if (!body) return;
    save.mutate(body as PermissionGroupBody, {
      onSuccess: ({ data }) => onSaved(data),
      onError: form.failed,
    });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={save.error} shown={GROUP_FIELDS} />
          <GroupBaseFields form={form} companyId={companyId} />
          <PermissionToggles
            value={keys}
            onChange={(next) => {
              setKeys(next);
              form.fields.clear('permissions');
            }}
            error={form.fields.message('permissions')}
          />
          <FormActions
            saving={save.isPending}
            cancelTo={cancelTo}
            submitLabel={group ? t('groups.form.save') : t('groups.form.create')}
          />
        </Stack>
      </form>
    </Card>
  );
}
