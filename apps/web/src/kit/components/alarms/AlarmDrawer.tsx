import { alarms } from '@atrium/contracts';
import { Alert, Anchor, Button, Divider, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../modules/companies/components/format.ts';
import { Fact } from '../../../modules/places/components/Fact.tsx';
import { OpenTicketButton } from '../../../modules/support/components/OpenTicketButton.tsx';
import { alarmPermissionsOf, useCan } from '../../access.ts';
import { useAlarm } from '../../api/alarms.ts';
import { useKitApp } from '../../KitAppContext.tsx';
import { AlarmActionModal } from './AlarmActionModal.tsx';
import { AlarmStatusBadge, SeverityBadge } from './AlarmBadges.tsx';
import { AlarmHistory } from './AlarmHistory.tsx';

type Alarm = alarms.Alarm;

/** The actions an alarm still takes: an open one each once; a closed one only comments (R6). */
export function applicableActions(alarm: Alarm): alarms.AlarmAction[] {
  if (alarm.closedAt) return ['comment'];
  return alarms.ALARM_ACTIONS.filter(
    (action) =>
      (action !== 'acknowledge' || !alarm.acknowledgedAt) && (action !== 'escalate' || !alarm.escalatedAt),
  );
}

/** An alarm's facts, its history and the actions the user may take (each guarded by its key). */
export function AlarmDrawer({ row, onClose }: { row: Alarm | null; onClose: () => void }) {
  const app = useKitApp();
  const { t } = useTranslation('kit');
  const can = useCan();
  const detail = useAlarm(row?.category ?? 'operational', row?.id ?? null);
  const alarm = detail.data ?? row;
  const [action, setAction] = useState<alarms.AlarmAction | null>(null);
  const when = (at: string | null) => (at ? formatDateTime(at) : '—');

  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={alarm ? t('alarms.details.title', { id: alarm.id }) : ''}
    >
      {alarm && (
        <Stack gap="md" data-testid="alarm-drawer">
          <Group gap="xs">
            <SeverityBadge alarm={alarm} />
            <AlarmStatusBadge alarm={alarm} />
          </Group>
          <Title order={4}>{alarm.message}</Title>
          {detail.isError && (
            <Alert color="red" variant="light">
              {t('alarms.details.loadFailed')}: {describeError(t, detail.error)}
            </Alert>
          )}
          <SimpleGrid cols={2} spacing="sm">
            <Fact label={t('alarms.columns.device')}>
              <Anchor
                component={Link}
                to={app.devicePage({ id: alarm.device.id, solution: alarm.solution })}
                size="sm"
              >
                {alarm.device.name || alarm.device.serial}
              </Anchor>
            </Fact>
            <Fact label={t('alarms.columns.value')}>{alarm.value ?? '—'}</Fact>
            <Fact label={t('alarms.columns.solution')}>{alarm.solution?.name ?? '—'}</Fact>
            <Fact label={t('alarms.columns.structure')}>{alarm.structure?.name ?? '—'}</Fact>
            <Fact label={t('alarms.details.template')}>{alarm.template?.name ?? '—'}</Fact>
            <Fact label={t('alarms.columns.raisedAt')}>{when(alarm.raisedAt)}</Fact>
            <Fact label={t('alarms.columns.acknowledgedAt')}>{when(alarm.acknowledgedAt)}</Fact>
            <Fact label={t('alarms.columns.closedAt')}>{when(alarm.closedAt)}</Fact>
          </SimpleGrid>
          {alarm.closedAt && (
            <Text size="sm" c="dimmed">
              {t('alarms.details.closedNote')}
            </Text>
          )}
          <Group gap="xs">
            {applicableActions(alarm)
              .filter((name) => can(alarmPermissionsOf(app)[name]))
              .map((name) => (
                <Button
                  key={name}
                  size="xs"
                  variant={name === 'terminate' ? 'light' : 'filled'}
                  color={name === 'terminate' ? 'red' : undefined}
                  onClick={() => setAction(name)}
                >
                  {t(`alarms.actions.${name}`)}
                </Button>
              ))}
            <OpenTicketButton alarmId={alarm.id} deviceId={alarm.device.id} />
          </Group>
          <Divider label={t('alarms.details.history')} labelPosition="left" />
          <AlarmHistory alarm={alarm} />
        </Stack>
      )}
      {alarm && action && <AlarmActionModal alarm={alarm} action={action} onClose={() => setAction(null)} />}
    </Drawer>
  );
}
