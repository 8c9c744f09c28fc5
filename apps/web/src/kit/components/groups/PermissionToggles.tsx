import { groups, permissions } from '@atrium/contracts';
import { Card, Group, SimpleGrid, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useKitApp } from '../../KitAppContext.tsx';

interface PermissionTogglesProps {
  /** The chosen catalogue keys. */
  value: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  error?: string;
}

/** The app's grantable permissions as switches, one card per sub-module; turning one on adds its view (R2). */
export function PermissionToggles({ value, onChange, error }: PermissionTogglesProps) {
  const { t } = useTranslation('kit');
  const app = useKitApp();
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {t('groups.form.permissions')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {Object.entries(groups.groupPermissionScopesOf(app.key)).map(([scope, actions]) => {
          // `swam` is the app itself, `swam_devices` its devices sub-module.
          const scopeLabel =
            scope === app.key
              ? t(`${app.ns}:nav.app`)
              : t(`groups.scopes.${scope.slice(app.key.length + 1)}`);
          return (
            <Card key={scope} withBorder padding="sm" radius="md" role="group" aria-label={scopeLabel}>
              <Text fw={600} size="sm" mb="xs">
                {scopeLabel}
              </Text>
              <Group gap="sm">
                {actions.map((action) => {
                  const key = groups.groupPermissionKey(scope, action);
                  return (
                    <Switch
                      key={key}
                      size="sm"
                      label={t(`groups.actions.${action}`)}
                      aria-label={`${scopeLabel}: ${t(`groups.actions.${action}`)}`}
                      checked={value.has(key)}
                      onChange={(event) =>
                        onChange(permissions.toggle(value, key, event.currentTarget.checked))
                      }
                    />
                  );
                })}
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
