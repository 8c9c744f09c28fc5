import { Group, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResourcesPicker, UsersPicker } from './GroupPickers.tsx';
import type { useGroupForm } from './useGroupForm.ts';

/** Name, description, users and resources: the fields both kinds of group have. */
export function GroupBaseFields({
  form,
  companyId,
}: {
  form: ReturnType<typeof useGroupForm>;
  companyId: number;
}) {
  const { t } = useTranslation('kit');
  return (
    <>
      <Group grow align="flex-start">
        <TextInput label={t('groups.form.name')} {...form.input('name')} withAsterisk data-autofocus />
      </Group>
      <Textarea label={t('groups.form.description')} {...form.input('description')} rows={2} />
      <UsersPicker
        companyId={companyId}
        value={form.users}
        onChange={form.setUsers}
        error={form.fields.message('users')}
      />
      <ResourcesPicker
        companyId={companyId}
        value={form.resources}
        onChange={form.setResources}
        error={form.fields.message('resources')}
      />
    </>
  );
}
