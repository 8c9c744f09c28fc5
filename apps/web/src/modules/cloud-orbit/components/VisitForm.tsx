import { rodent } from '@atrium/contracts';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { useRecordVisit } from '../api/rodent.ts';

const FIELDS = ['at', 'notes'] as const;

/** A typed local date-time (`YYYY-MM-DDTHH:mm`) as an instant; left as typed when it is none (the contract says so). */
export function instantOf(local: string) {
  if (local.trim() === '') return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/**
 * Records a technician's visit to the station (the signed-in user is the technician): when (now if left
 * empty) and notes, checked by the contract's `visitInput`, the server's 418s under the same fields. The
 * visit clears the station's open events and alarms.
 */
export function VisitForm({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('cloud-orbit');
  const record = useRecordVisit(deviceId);
  const { values, parse, fields, input, reset } = useContractForm(
    FIELDS,
    { at: '', notes: '' },
    'cloud-orbit',
  );
  const [done, setDone] = useState<rodent.Visit | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = instantOf(values.at);
    const body = parse(rodent.visitInput, { deviceId, notes: values.notes, ...(at !== undefined && { at }) });
    setDone(null);
    if (!body) return;
    record.mutate(body, {
      onSuccess: (visit) => {
        reset();
        setDone(visit);
      },
      onError: (error) => fields.setFromError(error),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('visitForm.title')}>
      <Stack gap="sm">
        <TextInput
          type="datetime-local"
          label={t('visitForm.at')}
          description={t('visitForm.atHint')}
          {...input('at')}
          data-testid="visit-at"
        />
        <Textarea label={t('visitForm.notes')} rows={3} {...input('notes')} data-testid="visit-notes" />
        {done && (
          <Alert color="teal" role="status" data-testid="visit-recorded">
            {t('visitForm.recorded', { events: done.clearedEvents, alarms: done.clearedAlarms })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={record.isPending}>
            {t('visitForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
