import type { alarms } from '@atrium/contracts';
import { Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';
import { formatDateTime } from '../../../modules/companies/components/format.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { useAlarmEvents } from '../../api/alarms.ts';

/** What happened to an alarm, oldest first: the event, who (or the rule), when, and the comment. */
export function AlarmHistory({ alarm }: { alarm: alarms.Alarm }) {
  const { t } = useTranslation('kit');
  const events = useAlarmEvents(alarm.category, alarm.id);
  if (events.isError)
    return (
      <ErrorState
        title={t('alarms.details.historyFailed')}
        description={describeError(t, events.error)}
        onRetry={() => void events.refetch()}
        retrying={events.isFetching}
      />
    );
  if (events.isPending)
    return (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  if (events.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('alarms.details.historyEmpty')}
      </Text>
    );
  return (
    <Timeline active={events.data.length - 1} bulletSize={14} lineWidth={2} data-testid="alarm-history">
      {events.data.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={t(`alarms.events.${entry.event}`)}
          data-testid="alarm-history-entry"
        >
          <Text size="sm">{entry.user?.name ?? t('alarms.details.rule')}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.at)}
          </Text>
          {entry.comment && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {entry.comment}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
