import { devices } from '@atrium/contracts';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../lib/useContractForm.ts';
import { FormActions } from '../../modules/places/components/FormModal.tsx';
import { useReportingInterval } from '../api/devices.ts';
import { takesQueuedConfig } from './deviceFacts.ts';

const FIELDS = ['reportingIntervalSeconds'] as const;

interface IntervalModalProps {
  device: devices.Device;
  onClose: () => void;
}

/**
 * How often a device reports (10 s to a day). R207, A70: a sleeping control unit (hardware 304) takes it
 * by POST and is told that the configuration will be set when the device is online.
 */
export function IntervalModal({ device, onClose }: IntervalModalProps) {
  const { t } = useTranslation('kit');
  const save = useReportingInterval();
  const queued = takesQueuedConfig(device);
  const [done, setDone] = useState(false);
  const { values, change, parse, fields } = useContractForm(
    FIELDS,
    { reportingIntervalSeconds: String(device.reportingIntervalSeconds) },
    'kit',
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(devices.setReportingInterval.schemas.body, {
      reportingIntervalSeconds: values.reportingIntervalSeconds,
    });
    if (!body) return;
    save.mutate(
      { id: device.id, seconds: body.reportingIntervalSeconds, queued },
      {
        onSuccess: (result) => (result.queued ? setDone(true) : onClose()),
        onError: (error) => fields.setFromError(error),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('interval.title')} centered size="sm">
      {done ? (
        <Stack gap="md">
          <Alert color="blue" icon={<IconClock />} role="status">
            {t('interval.queued')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {queued && (
              <Text size="sm" c="dimmed">
                {t('interval.queuedHint')}
              </Text>
            )}
            <NumberInput
              label={t('interval.seconds')}
              description={t('interval.range', devices.REPORTING_INTERVAL)}
              value={values.reportingIntervalSeconds}
              onChange={(value) => change('reportingIntervalSeconds', String(value))}
              error={fields.message('reportingIntervalSeconds')}
              allowDecimal={false}
              withAsterisk
              data-autofocus
            />
            <FormActions saving={save.isPending} onCancel={onClose} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
