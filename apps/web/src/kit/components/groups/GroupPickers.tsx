import type { groups } from '@atrium/contracts';
import { Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../../../ui/OptionList/index.ts';
import { TagSelect } from '../../../ui/TagSelect/index.ts';
import { companyUserOptions, deviceOptions, structureOptions } from '../../api/groups.ts';
import { useKitApp } from '../../KitAppContext.tsx';

export const userOptionsOf = (users: readonly groups.GroupUser[]): FilterOption[] =>
  users.map((u) => ({ value: String(u.id), label: `${u.name} (${u.email})` }));
export const resourceOptionsOf = (resources: readonly groups.Resource[]): FilterOption[] =>
  resources.map((r) => ({ value: `${r.type}:${r.id}`, label: r.name }));
export const toResources = (options: readonly FilterOption[]): groups.ResourceInput[] =>
  options.map((o) => {
    const [type, id] = o.value.split(':');
    return { type: type as groups.ResourceType, id: Number(id) };
  });

interface PickerProps {
  companyId: number;
  value: FilterOption[];
  onChange: (next: FilterOption[]) => void;
  error?: string;
}

/** The group's users: users of its company, searched on the server. */
export function UsersPicker({ companyId, value, onChange, error }: PickerProps) {
  const { t } = useTranslation('kit');
  return (
    <Input.Wrapper label={t('groups.form.users')} description={t('groups.form.usersHint')} error={error}>
      <TagSelect
        label={t('groups.form.users')}
        value={value}
        onChange={onChange}
        load={companyUserOptions(companyId)}
        queryKey={['group-users', companyId]}
      />
    </Input.Wrapper>
  );
}

/** The group's resources: devices and structures of its company (none: every device). */
export function ResourcesPicker({ companyId, value, onChange, error }: PickerProps) {
  const app = useKitApp();
  const { t } = useTranslation('kit');
  const ofType = (type: groups.ResourceType) => value.filter((o) => o.value.startsWith(`${type}:`));
  const replace = (type: groups.ResourceType) => (next: FilterOption[]) =>
    onChange([...value.filter((o) => !o.value.startsWith(`${type}:`)), ...next]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('groups.form.resources')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('groups.form.resourcesHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Input.Wrapper label={t('groups.form.devices')}>
          <TagSelect
            label={t('groups.form.devices')}
            value={ofType('device')}
            onChange={replace('device')}
            load={deviceOptions(app, companyId)}
            queryKey={['group-devices', app.key, companyId]}
          />
        </Input.Wrapper>
        <Input.Wrapper label={t('groups.form.structures')}>
          <TagSelect
            label={t('groups.form.structures')}
            value={ofType('structure')}
            onChange={replace('structure')}
            load={structureOptions(companyId)}
            queryKey={['group-structures', companyId]}
          />
        </Input.Wrapper>
      </SimpleGrid>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
