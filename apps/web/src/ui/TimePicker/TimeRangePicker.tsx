import { type Time12, timeRangeState } from '@atrium/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { ruleMessage, useWidgetsTranslation } from '../i18n/widgets/index.ts';
import { TimePicker12 } from './TimePicker12.tsx';

export interface TimeRange12 {
  from: Time12;
  to: Time12;
}

export interface TimeRangePickerProps {
  /** The range to start from; empty when absent. */
  initialValue?: Partial<TimeRange12>;
  onConfirm: (value: TimeRange12) => void;
  onCancel?: () => void;
}

/**
 * A 'from'-'to' pair of 12-hour times with an OK button: 'to' stays disabled until 'from' holds a time
 * (R41); a 'to' not strictly later than 'from' shows the contract's message and disables OK (R83).
 */
export function TimeRangePicker({ initialValue, onConfirm, onCancel }: TimeRangePickerProps) {
  const { t } = useWidgetsTranslation();
  const [from, setFrom] = useState<Time12 | null>(initialValue?.from ?? null);
  const [to, setTo] = useState<Time12 | null>(initialValue?.to ?? null);
  const state = from && to ? timeRangeState(from, to) : null;

  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="lg">
        <TimePicker12 label={t('timePicker.from')} value={from} onChange={setFrom} />
        <TimePicker12
          label={t('timePicker.to')}
          value={to}
          onChange={setTo}
          disabled={from === null}
          error={state?.error ? ruleMessage(t, state.error) : undefined}
        />
      </Group>
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('timePicker.cancel')}
          </Button>
        )}
        <Button
          disabled={!state || state.okDisabled}
          onClick={() => {
            if (from && to) onConfirm({ from, to });
          }}
        >
          {t('timePicker.ok')}
        </Button>
      </Group>
    </Stack>
  );
}
