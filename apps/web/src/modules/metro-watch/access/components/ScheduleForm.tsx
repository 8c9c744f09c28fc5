import { access } from '@atrium/contracts';
import { Alert, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZone } from '../../../../lib/api.ts';
import { describeError } from '../../../../lib/errors.ts';
import type { ScheduleBody } from '../api/schedules.ts';
import { timeZones } from './timeZones.ts';
import { useDottedErrors } from './useDottedErrors.ts';
import { newWindow, type WindowDraft, WindowsEditor } from './WindowsEditor.tsx';

interface ScheduleFormProps {
  initial?: access.CompanySchedule;
  /** Without the grant permission the form is read-only. */
  readOnly: boolean;
  submitLabel: string;
  onSubmit: (body: ScheduleBody) => Promise<unknown>;
  /** Extra buttons (delete). */
  extra?: React.ReactNode;
}

/** A company schedule: its name, time zone and weekly windows, checked by the contract before sending. */
export function ScheduleForm({ initial, readOnly, submitLabel, onSubmit, extra }: ScheduleFormProps) {
  const { t } = useTranslation('metro-watch');
  const errors = useDottedErrors();
  const [name, setName] = useState(initial?.name ?? '');
  const [zone, setZone] = useState(initial?.timeZone ?? timeZone());
  const [windows, setWindows] = useState<WindowDraft[]>(
    initial ? access.sortWindows(initial.windows) : [newWindow('sat')],
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const zones = useMemo(() => timeZones(zone), [zone]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = access.scheduleInput.safeParse({ name, timeZone: zone, windows });
    if (!parsed.success) return errors.setFromIssues(parsed.error.issues);
    errors.reset();
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      if (!errors.setFromError(error)) setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('access.schedules.form')}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          <TextInput
            label={t('access.schedules.name')}
            required
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              errors.clear('name');
            }}
            error={errors.message('name')}
          />
          <Select
            label={t('access.schedules.timeZone')}
            required
            searchable
            data={zones}
            value={zone}
            allowDeselect={false}
            onChange={(value) => {
              if (value) setZone(value);
              errors.clear('timeZone');
            }}
            error={errors.message('timeZone')}
          />
          <WindowsEditor value={windows} onChange={setWindows} errors={errors} field="windows" />
          {failure !== null && (
            <Alert color="red" role="alert" title={t('access.saveFailed')}>
              {describeError(t, failure)}
            </Alert>
          )}
          {!readOnly && (
            <Group justify="flex-end">
              {extra}
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </Paper>
  );
}
