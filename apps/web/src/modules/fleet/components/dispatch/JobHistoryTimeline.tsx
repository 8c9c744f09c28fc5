import type { fleet } from '@atrium/contracts';
import { Skeleton, Text, Timeline } from '@mantine/core';
import { IconArrowRight, IconEdit, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { formatDateTime } from '../../../companies/components/format.ts';
import { useJobHistory } from '../../api/dispatch.ts';

const ICONS = { created: IconPlus, updated: IconEdit, state: IconArrowRight } as const;

/** GET /fleet/job-card/:id/history: who changed what and when, oldest first. */
export function JobHistoryTimeline({ jobId }: { jobId: number }) {
  const { t } = useTranslation('fleet');
  const history = useJobHistory(jobId);
  if (history.isError) return <QueryErrorState title={t('dispatch.jobs.historyFailed')} query={history} />;
  if (history.isPending) return <Skeleton height={120} />;
  if (history.data.length === 0) return <EmptyState variant="logs" compact />;
  const state = (value: fleet.JobState | null) => (value ? t(`dispatch.jobs.states.${value}`) : '');
  return (
    <Timeline active={history.data.length - 1} bulletSize={22} lineWidth={2} data-testid="job-history">
      {history.data.map((entry) => {
        const Icon = ICONS[entry.event];
        const title =
          entry.event === 'state'
            ? t('dispatch.jobs.history.state', { from: state(entry.fromState), to: state(entry.toState) })
            : entry.event === 'created'
              ? t('dispatch.jobs.history.created')
              : t('dispatch.jobs.history.updated', {
                  fields: Object.keys(entry.changes)
                    .map((field) =>
                      t(`dispatch.jobs.fields.${field.replace(/Id$/, '')}`, { defaultValue: field }),
                    )
                    .join(', '),
                });
        return (
          <Timeline.Item key={entry.id} bullet={<Icon size={12} />} title={title}>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at)} · {entry.user?.name ?? t('dispatch.jobs.history.system')}
            </Text>
            {entry.comment && (
              <Text size="sm" mt={4}>
                {entry.comment}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
