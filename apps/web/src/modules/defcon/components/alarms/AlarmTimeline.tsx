import type * as defconAlarms from '@atrium/contracts/defcon/alarms';
import { Alert, Badge, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/errors.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { type Kind, useTimeline } from '../../api/alarms.ts';

type Step = defconAlarms.TimelineStep;

const OUTCOME_COLOURS: Record<defconAlarms.EscalationOutcome, string> = {
  pending: 'blue',
  met: 'teal',
  missed: 'red',
  cancelled: 'gray',
};

function StepTitle({ step }: { step: Step }) {
  const { t } = useTranslation('defcon');
  if (step.source === 'rung' && step.level)
    return <>{t('alarms.timeline.rung', { level: t(`alarms.levels.${step.level}`) })}</>;
  return <>{t(`alarms.events.${step.event ?? 'raised'}`)}</>;
}

/** One step: who (and their company) did what when; a rung's target, deadline and whether it was met. */
function StepBody({ step }: { step: Step }) {
  const { t } = useTranslation('defcon');
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {formatDateTime(step.at)}
        {step.actor
          ? ` · ${step.actor.name}`
          : step.source === 'history'
            ? ` · ${t('alarms.timeline.system')}`
            : ''}
        {step.company ? ` · ${step.company.name}` : ''}
      </Text>
      {step.target && <Text size="sm">{t('alarms.timeline.target', { name: step.target.name })}</Text>}
      {step.deadline && (
        <Group gap={6}>
          <Text size="sm">{t('alarms.timeline.deadline', { at: formatDateTime(step.deadline) })}</Text>
          {step.outcome && (
            <Badge size="sm" variant="light" color={OUTCOME_COLOURS[step.outcome]} data-testid="rung-outcome">
              {t(`alarms.outcomes.${step.outcome}`)}
            </Badge>
          )}
        </Group>
      )}
      {step.comment && (
        <Text size="sm" fs="italic">
          “{step.comment}”
        </Text>
      )}
    </Stack>
  );
}

/** The whole chain of an alarm, oldest first: its events and each rung of the escalation ladder. */
export function AlarmTimeline({ kind, alarmId }: { kind: Kind; alarmId: number }) {
  const { t } = useTranslation('defcon');
  const timeline = useTimeline(kind, alarmId);
  if (timeline.isPending) return <Skeleton h={120} aria-label={t('alarms.timeline.loading')} />;
  if (timeline.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('alarms.timeline.failed')}: {describeError(t, timeline.error)}
      </Alert>
    );
  const steps = timeline.data.steps;
  if (steps.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('alarms.timeline.empty')}
      </Text>
    );
  return (
    <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2} data-testid="alarm-timeline">
      {steps.map((step) => (
        <Timeline.Item
          // Steps have no id of their own: their time, kind, rung or event and target name them.
          key={`${step.at}-${step.source}-${step.level ?? step.event}-${step.target?.id ?? step.actor?.id ?? ''}`}
          title={<StepTitle step={step} />}
          color={step.outcome === 'missed' ? 'red' : undefined}
        >
          <StepBody step={step} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
