import type { groups } from '@atrium/contracts';
import { Card, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session.ts';
import { useMuteGroup } from '../../api/groups.ts';

/** The signed-in user's own mute of a notification group they are in (spec §3 per-user muted map). */
export function MuteSwitch({ group }: { group: groups.NotificationGroup }) {
  const { t } = useTranslation('kit');
  const me = useSessionUser()?.id;
  const mute = useMuteGroup(group.id);
  const member = me !== undefined && group.users.some((u) => u.id === me);
  if (!member)
    return (
      <Text size="sm" c="dimmed">
        {t('groups.mute.notMember')}
      </Text>
    );
  const muted = mute.isPending ? (mute.variables ?? false) : (group.muted[String(me)] ?? false);
  return (
    <Card withBorder radius="md" padding="md">
      <Switch
        label={t('groups.mute.label')}
        description={t('groups.mute.hint')}
        checked={muted}
        disabled={mute.isPending}
        onChange={(event) => mute.mutate(event.currentTarget.checked)}
        error={mute.isError ? t('groups.mute.failed') : undefined}
      />
    </Card>
  );
}
