import type * as defconAlarms from '@atrium/contracts/defcon/alarms';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { describeError } from '../../../../lib/errors.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { Fact } from '../../../places/components/Fact.tsx';
import { type ActionName, type Kind, useDefconAlarm } from '../../api/alarms.ts';
import { DEFCON_PATHS } from '../../paths.ts';
import { AlarmActionModal } from './AlarmActionModal.tsx';
import { AlarmTimeline } from './AlarmTimeline.tsx';
import { actionPermission, applicableActions } from './actions.ts';
import { StageBadge } from './StageBadge.tsx';

type Alarm = defconAlarms.DefconAlarm;
const when = (at: string | null) => (at ? formatDateTime(at) : '—');

/** An alarm's facts, the actions the user may take on it (each by its key) and its timeline. */
export function AlarmDrawer({ kind, row, onClose }: { kind: Kind; row: Alarm | null; onClose: () => void }) {
  const { t } = useTranslation('defcon');
  const can = useCan();
  const user = useSessionUser();
  const viewer = { admin: user?.isAdmin ?? false, companyId: user?.personalInfo.companyId ?? null };
  const detail = useDefconAlarm(kind, row?.id ?? null);
  const alarm = detail.data ?? row;
  const [action, setAction] = useState<ActionName | null>(null);
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={alarm ? t('alarms.details.title', { id: alarm.id }) : ''}
    >
      {alarm && (
        <Stack gap="md" data-testid="alarm-drawer">
          <Group gap="xs">
            <StageBadge alarm={alarm} />
            {alarm.falseAlarm && (
              <Badge color="gray" variant="outline">
                {t('alarms.falseAlarm')}
              </Badge>
            )}
          </Group>
          <Title order={3} fz="h4">
            {alarm.message}
          </Title>
          {detail.isError && (
            <Alert color="red" variant="light">
              {t('alarms.details.loadFailed')}: {describeError(t, detail.error)}
            </Alert>
          )}
          <SimpleGrid cols={2} spacing="sm">
            <Fact label={t('alarms.columns.customer')}>{alarm.customer.name}</Fact>
            <Fact label={t('alarms.columns.panel')}>
              <Anchor component={Link} to={DEFCON_PATHS.panelDetails(alarm.panel.id)} size="sm">
                {alarm.panel.name || alarm.panel.serial}
              </Anchor>
            </Fact>
            <Fact label={t('alarms.columns.zone')}>
              {alarm.zone === null ? '—' : alarm.zone}
              {alarm.detector ? ` · ${alarm.detector.name || alarm.detector.serial}` : ''}
            </Fact>
            <Fact label={t('alarms.columns.code')}>{alarm.code}</Fact>
            <Fact label={t('alarms.columns.securityCompany')}>{alarm.securityCompany?.name ?? '—'}</Fact>
            <Fact label={t('alarms.columns.responder')}>{alarm.responder?.name ?? '—'}</Fact>
            <Fact label={t('alarms.columns.policeHq')}>{alarm.policeHq?.name ?? '—'}</Fact>
            <Fact label={t('alarms.columns.policeStation')}>{alarm.policeStation?.name ?? '—'}</Fact>
            <Fact label={t('alarms.columns.locality')}>{alarm.locality?.name ?? '—'}</Fact>
            <Fact label={t('alarms.columns.deadline')}>{when(alarm.deadline)}</Fact>
            <Fact label={t('alarms.columns.raisedAt')}>{when(alarm.raisedAt)}</Fact>
            <Fact label={t('alarms.columns.closedAt')}>{when(alarm.closedAt)}</Fact>
          </SimpleGrid>
          {alarm.rejectReason && (
            <Text size="sm">
              {t('alarms.details.rejectedBecause')} “{alarm.rejectReason}”
            </Text>
          )}
          <Group gap="xs" data-testid="alarm-actions">
            {applicableActions(kind, alarm, viewer)
              .filter((name) => can(actionPermission(name)))
              .map((name) => (
                <Button
                  key={name}
                  size="xs"
                  variant={name === 'terminate' || name === 'reject' ? 'light' : 'filled'}
                  color={name === 'terminate' || name === 'reject' ? 'red' : undefined}
                  onClick={() => setAction(name)}
                >
                  {t(`alarms.actions.${name}`)}
                </Button>
              ))}
          </Group>
          <Divider label={t('alarms.details.timeline')} labelPosition="left" />
          <AlarmTimeline kind={kind} alarmId={alarm.id} />
        </Stack>
      )}
      {alarm && action && (
        <AlarmActionModal kind={kind} alarm={alarm} action={action} onClose={() => setAction(null)} />
      )}
    </Drawer>
  );
}
