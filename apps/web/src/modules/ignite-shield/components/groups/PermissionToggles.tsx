import { groups, permissions } from '@atrium/contracts';
import { Card, Group, SimpleGrid, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PermissionTogglesProps {
  /** The chosen catalogue keys. */
  value: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  error?: string;
}

/** The grantable sensor-solution permissions as switches, one card per sub-module; turning one on adds its view (R2). */
export function PermissionToggles({ value, onChange, error }: PermissionTogglesProps) {
  const { t } = useTranslation('ignite-shield');
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t('groups.form.permissions')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Object.entries(groups.GROUP_PERMISSION_SCOPES).map(([scope, actions]) => (
          <Card
            key={scope}
            withBorder
            padding="sm"
            radius="md"
            role="group"
            aria-label={t(`groups.scopes.${scope}`)}
          >
            <Text fw={600} size="sm" mb="xs">
              {t(`groups.scopes.${scope}`)}
            </Text>
            <Group gap="sm">
              {actions.map((action) => {
                const key = groups.groupPermissionKey(scope, action);
                return (
                  <Switch
                    key={key}
                    size="sm"
                    label={t(`groups.actions.${action}`)}
                    aria-label={`${t(`groups.scopes.${scope}`)}: ${t(`groups.actions.${action}`)}`}
                    checked={value.has(key)}
                    onChange={(event) =>
                      onChange(permissions.toggle(value, key, event.currentTarget.checked))
                    }
                  />
                );
              })}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {error && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
