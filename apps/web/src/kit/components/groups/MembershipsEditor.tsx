import type { groups } from '@atrium/contracts';
import { Alert, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { FormAlert } from '../../../modules/places/components/FormAlert.tsx';
import { useSaveMemberships } from '../../api/groups.ts';

const FIELDS = ['permissionGroups', 'notificationGroups'] as const;

interface MembershipsEditorProps {
  memberships: groups.Memberships;
  /** Every group of the company, both kinds. */
  all: readonly groups.GroupSummary[];
}

/** A user's groups as two checklists (permission and notification groups of their company), saved at once. */
export function MembershipsEditor({ memberships, all }: MembershipsEditorProps) {
  const { t } = useTranslation('kit');
  const save = useSaveMemberships(memberships.user.id);
  const fields = useFieldErrors(FIELDS, 'kit');
  const [chosen, setChosen] = useState({
    permission: memberships.permissionGroups.map(String),
    notification: memberships.notificationGroups.map(String),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      {
        permissionGroups: chosen.permission.map(Number),
        notificationGroups: chosen.notification.map(Number),
      },
      { onError: (error) => fields.setFromError(error) },
    );
  };
  const list = (kind: groups.GroupKind) => {
    const items = all.filter((g) => g.kind === kind);
    const field = kind === 'permission' ? 'permissionGroups' : 'notificationGroups';
    return (
      <Checkbox.Group
        label={t(`groups.user.${field}`)}
        value={chosen[kind]}
        onChange={(value) => setChosen((current) => ({ ...current, [kind]: value }))}
        error={fields.message(field)}
      >
        <Stack gap={6} mt="xs">
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('groups.user.none')}
            </Text>
          ) : (
            items.map((g) => (
              <Checkbox key={g.id} value={String(g.id)} label={g.name} description={g.description} />
            ))
          )}
        </Stack>
      </Checkbox.Group>
    );
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fw={600}>
            {memberships.user.name} ({memberships.user.email})
          </Text>
          <FormAlert error={save.error} shown={[]} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {list('permission')}
            {list('notification')}
          </SimpleGrid>
          {save.isSuccess && (
            <Alert color="green" variant="light" role="status">
              {t('groups.user.saved')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('groups.user.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
