import { type DateRules, from24h, to24h } from '@atrium/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { ruleMessage, useWidgetsTranslation } from '../i18n/widgets/index.ts';
import { TimePicker12 } from '../TimePicker/TimePicker12.tsx';
import { DateField } from './DateField.tsx';
import { checkDateRange, type DateRangeDraft } from './rangeCheck.ts';

export interface DateRangeFieldsProps {
  value: DateRangeDraft;
  onChange: (value: DateRangeDraft) => void;
  /** R75-R78: the contract's date rules. */
  rules?: DateRules;
  /** Adds a 12-hour time under each date. */
  withTime?: boolean;
  /** R42: shown but not editable (a preset is chosen). */
  readOnly?: boolean;
}

/**
 * Start and end dates (and times) with every §5 date rule of the contract: each message under its field
 * (R73-R78), refused days disabled in the calendars (R76-R78, the maximum counted from the other end), and
 * the end time disabled until the start time is set (as R41).
 */
export function DateRangeFields({ value, onChange, rules = {}, withTime, readOnly }: DateRangeFieldsProps) {
  const { t } = useWidgetsTranslation();
  const { errors } = checkDateRange(value, rules, !!withTime);
  const message = (field: keyof typeof errors) => {
    const error = errors[field];
    return error ? ruleMessage(t, error) : undefined;
  };
  const days = { today: rules.today, allowFuture: rules.allowFuture, maxDays: rules.maxDays };
  const set = (patch: Partial<DateRangeDraft>) => onChange({ ...value, ...patch });
  const time = (text: string | null | undefined) => (text ? from24h(text) : null);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Stack gap="xs">
        <DateField
          label={t('dateField.start')}
          value={value.start}
          onChange={(start) => set({ start })}
          days={{ ...days, blockPast: rules.blockPastStart, anchor: value.end ?? undefined }}
          error={message('start')}
          readOnly={readOnly}
        />
        {withTime && (
          <TimePicker12
            label={t('dateField.startTime')}
            value={time(value.startTime)}
            onChange={(next) => set({ startTime: to24h(next) })}
            disabled={readOnly}
            error={message('startTime')}
          />
        )}
      </Stack>
      <Stack gap="xs">
        <DateField
          label={t('dateField.end')}
          value={value.end}
          onChange={(end) => set({ end })}
          days={{ ...days, anchor: value.start ?? undefined }}
          error={message('end')}
          readOnly={readOnly}
        />
        {withTime && (
          <TimePicker12
            label={t('dateField.endTime')}
            value={time(value.endTime)}
            onChange={(next) => set({ endTime: to24h(next) })}
            disabled={readOnly || !value.startTime}
            error={message('endTime')}
          />
        )}
      </Stack>
    </SimpleGrid>
  );
}
