import * as defconAlarms from '@atrium/contracts/defcon/alarms';
import { Alert, Select, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api.ts';
import { describeError } from '../../../../lib/errors.ts';
import { useSessionUser } from '../../../../lib/session.ts';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { FormModal } from '../../../places/components/FormModal.tsx';
import { type ActionName, type AlarmActionInput, type Kind, useDefconAlarmAction } from '../../api/alarms.ts';
import { useStaff } from '../../api/customers.ts';
import { useHqStations } from '../../api/police.ts';

type Alarm = defconAlarms.DefconAlarm;
const FIELDS = ['comment', 'reason', 'userId', 'stationId'] as const;
type Field = (typeof FIELDS)[number];

/** The responders of the security company serving the alarm's customer. */
function ResponderSelect({ alarm, value, onChange, error }: PickerProps) {
  const { t } = useTranslation('defcon');
  const admin = useSessionUser()?.isAdmin ?? false;
  const staff = useStaff('responder', admin ? alarm.securityCompany?.id : undefined);
  return (
    <Select
      label={t('alarms.modal.responder')}
      placeholder={staff.isPending ? t('alarms.modal.loading') : t('alarms.modal.pickResponder')}
      data={(staff.data ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
      value={value}
      onChange={onChange}
      error={error ?? (staff.isError ? describeError(t, staff.error) : undefined)}
      nothingFoundMessage={t('alarms.modal.noResponders')}
      searchable
      withAsterisk
      data-autofocus
    />
  );
}

/** The local stations of the HQ the alarm was escalated to. */
function StationSelect({ alarm, value, onChange, error }: PickerProps) {
  const { t } = useTranslation('defcon');
  const stations = useHqStations(alarm.policeHq?.id ?? null);
  const covering = (stations.data ?? []).filter(
    (station) => !alarm.locality || station.localities.some((item) => item.id === alarm.locality?.id),
  );
  return (
    <Select
      label={t('alarms.modal.station')}
      description={
        alarm.locality ? t('alarms.modal.stationHint', { locality: alarm.locality.name }) : undefined
      }
      placeholder={stations.isPending ? t('alarms.modal.loading') : t('alarms.modal.pickStation')}
      data={covering.map((station) => ({ value: String(station.id), label: station.name }))}
      value={value}
      onChange={onChange}
      error={error ?? (stations.isError ? describeError(t, stations.error) : undefined)}
      nothingFoundMessage={t('alarms.modal.noStations')}
      searchable
      withAsterisk
      data-autofocus
    />
  );
}

interface PickerProps {
  alarm: Alarm;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}

/** The body an action sends, checked with the contract's schema (its messages under the fields). */
function parse(action: ActionName, values: Record<Field, string>, pick: string | null) {
  const comment = values.comment.trim() === '' ? undefined : values.comment;
  switch (action) {
    case 'comment':
      return { schema: defconAlarms.defconCommentBody, input: { comment: values.comment } };
    case 'reject':
      return { schema: defconAlarms.rejectBody, input: { reason: values.reason } };
    case 'escalate-user':
      return {
        schema: defconAlarms.escalateUserBody,
        input: { userId: pick ? Number(pick) : undefined, comment },
      };
    case 'hand-over':
      return {
        schema: defconAlarms.handOverBody,
        input: { stationId: pick ? Number(pick) : undefined, comment },
      };
    default:
      return { schema: defconAlarms.defconAckBody, input: { comment } };
  }
}

interface AlarmActionModalProps {
  kind: Kind;
  alarm: Alarm;
  action: ActionName;
  onClose: () => void;
}

/**
 * One action on an alarm: a comment (required to comment, else optional), a reason to reject (required), a
 * responder to send, a local station to hand over to. Field errors (the contract's before sending, the
 * server's 418 after) show under their fields; a 409 (the alarm moved on meanwhile) above them.
 */
export function AlarmActionModal({ kind, alarm, action, onClose }: AlarmActionModalProps) {
  const { t } = useTranslation('defcon');
  const fields = useFieldErrors(FIELDS, 'defcon');
  const [values, setValues] = useState<Record<Field, string>>({
    comment: '',
    reason: '',
    userId: '',
    stationId: '',
  });
  const [pick, setPick] = useState<string | null>(null);
  const mutation = useDefconAlarmAction(kind);
  const pickField: Field = action === 'hand-over' ? 'stationId' : 'userId';

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.clear(field);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { schema, input } = parse(action, values, pick);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      fields.setFromIssues(
        parsed.error.issues.map((issue) =>
          // A blank field says "Required" rather than the type's message.
          input[issue.path[0] as keyof typeof input] === undefined ||
          String(input[issue.path[0] as keyof typeof input]).trim() === ''
            ? { ...issue, message: 'Required' }
            : issue,
        ),
      );
      return;
    }
    mutation.mutate(
      { id: alarm.id, input: { action, ...parsed.data } as AlarmActionInput },
      { onSuccess: onClose, onError: (error) => fields.setFromError(error) },
    );
  };

  const failed = mutation.error && !(mutation.error instanceof ApiError && mutation.error.status === 418);
  const picker = { alarm, value: pick, error: fields.message(pickField) };
  const onPick = (value: string | null) => {
    setPick(value);
    fields.clear(pickField);
  };
  return (
    <FormModal
      title={t(`alarms.modal.titles.${action}`, { id: alarm.id })}
      onClose={onClose}
      onSubmit={submit}
      saving={mutation.isPending}
      error={mutation.error}
      shown={FIELDS}
    >
      {failed && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle />} role="alert">
          {describeError(t, mutation.error)}
        </Alert>
      )}
      {action === 'escalate-user' && <ResponderSelect {...picker} onChange={onPick} />}
      {action === 'hand-over' && <StationSelect {...picker} onChange={onPick} />}
      {action === 'reject' ? (
        <Textarea
          label={t('alarms.modal.reason')}
          description={t('alarms.modal.reasonHint')}
          withAsterisk
          rows={3}
          data-autofocus
          value={values.reason}
          onChange={(event) => change('reason', event.currentTarget.value)}
          error={fields.message('reason')}
        />
      ) : (
        <Textarea
          label={t('alarms.modal.comment')}
          description={action === 'comment' ? undefined : t('alarms.modal.optional')}
          withAsterisk={action === 'comment'}
          rows={3}
          data-autofocus={action !== 'escalate-user' && action !== 'hand-over'}
          value={values.comment}
          onChange={(event) => change('comment', event.currentTarget.value)}
          error={fields.message('comment')}
        />
      )}
    </FormModal>
  );
}
