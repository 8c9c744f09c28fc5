import { alarms } from '@atrium/contracts';
import { Alert, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { describeError } from '../../../lib/errors.ts';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { FormModal } from '../../../modules/places/components/FormModal.tsx';
import { useAlarmAction } from '../../api/alarms.ts';

interface AlarmActionModalProps {
  alarm: alarms.Alarm;
  action: alarms.AlarmAction;
  onClose: () => void;
}

/**
 * One alarm action with its comment: required to comment, optional to acknowledge, escalate or terminate
 * (the contract's rule, shown under the field). A 409 (the alarm closed or changed meanwhile) is said here.
 */
export function AlarmActionModal({ alarm, action, onClose }: AlarmActionModalProps) {
  const { t } = useTranslation('kit');
  const form = useContractForm(['comment'] as const, { comment: '' }, 'kit');
  const mutation = useAlarmAction(alarm.category);
  const required = action === 'comment';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = form.values.comment;
    let comment: string | undefined;
    if (required || text.trim() !== '') {
      const body = form.parse(alarms.commentBody, { comment: text });
      if (!body) return;
      comment = body.comment;
    }
    mutation.mutate(
      { id: alarm.id, action, comment },
      { onSuccess: onClose, onError: (error) => form.fields.setFromError(error) },
    );
  };

  const conflict = mutation.error instanceof ApiError && mutation.error.status === 409;
  return (
    <FormModal
      title={t(`alarms.modal.${action}`)}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={mutation.isPending}
      error={mutation.error}
      shown={['comment']}
    >
      {conflict && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle />} role="alert">
          {describeError(t, mutation.error)}
        </Alert>
      )}
      <Textarea
        label={t('alarms.modal.comment-label')}
        description={required ? undefined : t('alarms.modal.optional')}
        withAsterisk={required}
        rows={3}
        data-autofocus
        {...form.input('comment')}
      />
    </FormModal>
  );
}
