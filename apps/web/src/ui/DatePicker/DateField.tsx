import { type DateRules, type DayOptions, isDayDisabled, isIsoDate } from '@atrium/contracts';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { ruleMessage, useWidgetsTranslation } from '../i18n/widgets/index.ts';
import { DISPLAY_DATE_FORMAT, FIRST_DAY_OF_WEEK, parseTypedDate } from './dateText.ts';
import { checkDateRange } from './rangeCheck.ts';

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'excludeDate' | 'valueFormat'> {
  /** YYYY-MM-DD, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /**
   * R76, R77: checks the date on its own (past refused with `blockPastStart`, future unless `allowFuture`),
   * shows the contract's message and disables the refused days. Without it the field checks nothing.
   */
  rules?: DateRules;
  /** R76-R78: the refused days when a range drives the field (overrides those of `rules`). */
  days?: DayOptions;
}

/**
 * One calendar date: shown DD/MM/YYYY (R194), typed as DD/MM/YYYY or YYYY-MM-DD (R193), weeks starting on
 * Saturday (R195). Days the contract refuses are disabled in the calendar; a typed one still arrives, and
 * the contract's message says why it is refused.
 */
export function DateField({ value, onChange, rules, days, error, ...props }: DateFieldProps) {
  const { t } = useWidgetsTranslation();
  const refused =
    days ??
    (rules && { today: rules.today, allowFuture: rules.allowFuture, blockPast: rules.blockPastStart });
  const own = rules ? checkDateRange({ start: value, end: null }, rules, false).errors.start : undefined;
  return (
    <DateInput
      valueFormat={DISPLAY_DATE_FORMAT}
      dateParser={parseTypedDate}
      placeholder={DISPLAY_DATE_FORMAT}
      leftSection={<IconCalendar size={16} />}
      firstDayOfWeek={FIRST_DAY_OF_WEEK}
      {...props}
      error={error ?? (own ? ruleMessage(t, own) : undefined)}
      value={value && isIsoDate(value) ? value : null}
      onChange={onChange}
      excludeDate={refused ? (date) => isDayDisabled(date, refused) : undefined}
    />
  );
}
