import { Badge, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteCatalog } from '../../../app/navigation/RouteCatalogContext.ts';
import { type PermissionRequirement, toRule } from '../../../lib/permissions.ts';

const describePermissions = (requirement: PermissionRequirement | undefined): string => {
  if (!requirement) return '';
  const { keys, mode } = toRule(requirement);
  return keys.map((item) => (typeof item === 'string' ? item : `(${item.join(' or ')})`)).join(` ${mode} `);
};

/**
 * A41: the development item-keys page (dev mode only): every route's path and the keys that gate it
 * (permissions, abilities, app flag), to check a module's metadata at a glance.
 */
export function ItemKeysPage() {
  const { t } = useTranslation('system');
  const catalog = useRouteCatalog();
  const [filter, setFilter] = useState('');
  const term = filter.trim().toLowerCase();
  const rows = catalog.filter((route) =>
    [route.path, route.handle.label, describePermissions(route.handle.permissions), route.app ?? '']
      .join(' ')
      .toLowerCase()
      .includes(term),
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('itemKeys.title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('itemKeys.description')}
        </Text>
      </div>
      <TextInput
        maw={360}
        leftSection={<IconSearch size={16} />}
        placeholder={t('itemKeys.filter')}
        aria-label={t('itemKeys.filter')}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('itemKeys.path')}</Table.Th>
              <Table.Th>{t('itemKeys.label')}</Table.Th>
              <Table.Th>{t('itemKeys.permissions')}</Table.Th>
              <Table.Th>{t('itemKeys.abilities')}</Table.Th>
              <Table.Th>{t('itemKeys.flags')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((route) => (
              <Table.Tr key={`${route.layout}:${route.id}`}>
                <Table.Td>
                  <Code>{route.path}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(route.handle.label)}</Text>
                  <Text size="xs" c="dimmed">
                    {route.handle.label}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {describePermissions(route.handle.permissions) || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {route.handle.abilities?.join(', ') || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Badge size="xs" variant="light">
                      {route.layout}
                    </Badge>
                    {route.app && (
                      <Badge size="xs" color="grape" variant="light">
                        {route.app}
                      </Badge>
                    )}
                    {route.handle.mobile && (
                      <Badge size="xs" color="teal" variant="light">
                        mobile
                      </Badge>
                    )}
                    {route.devOnly && (
                      <Badge size="xs" color="orange" variant="light">
                        dev
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
