import { alarms } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALERT_COLORS } from '../../../ui/DeviceStatus/index.ts';

type Alarm = alarms.Alarm;

/** Spec §9 alert colours: an open alarm coloured by its severity, a closed one good. */
export const alarmColor = (alarm: Pick<Alarm, 'severity' | 'closedAt'>) =>
  ALERT_COLORS[alarms.alarmAlert(alarm)];

export function SeverityBadge({ alarm }: { alarm: Pick<Alarm, 'severity' | 'closedAt'> }) {
  const { t } = useTranslation('kit');
  return (
    <Badge color={ALERT_COLORS[alarms.alarmAlert({ ...alarm, closedAt: null })]} variant="filled" size="sm">
      {t(`alarms.severities.${alarm.severity}`)}
    </Badge>
  );
}

export function AlarmStatusBadge({ alarm }: { alarm: Pick<Alarm, 'severity' | 'closedAt' | 'status'> }) {
  const { t } = useTranslation('kit');
  return (
    <Badge color={alarmColor(alarm)} variant="light" size="sm" data-testid="alarm-status">
      {t(`alarms.statuses.${alarm.status}`)}
    </Badge>
  );
}
