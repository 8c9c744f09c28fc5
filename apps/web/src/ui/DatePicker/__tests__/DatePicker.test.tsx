import {
  type DateRules,
  END_BEFORE_START,
  END_TIME_NOT_AFTER_START,
  FUTURE_DATE,
  INVALID_DATE,
  maxDaysMessage,
  PAST_START,
} from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { DateField, type DateRangeDraft, DateRangeFields, parseTypedDate } from '../index.ts';

const TODAY = '2025-06-18';

function FieldHarness({
  initial = null,
  rules,
  onChange = () => {},
}: {
  initial?: string | null;
  rules?: DateRules;
  onChange?: (value: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Visit date"
      value={value}
      rules={rules}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function RangeHarness({
  initial,
  rules,
  withTime,
}: {
  initial: DateRangeDraft;
  rules?: DateRules;
  withTime?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return <DateRangeFields value={value} onChange={setValue} rules={rules} withTime={withTime} />;
}

const dateBox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const day = (label: string) => screen.getByRole('button', { name: label });

describe('[UI][DATE-PICKER] date field', { timeout: 30_000 }, () => {
  test('R193 R194 typed DD/MM/YYYY or YYYY-MM-DD, shown DD/MM/YYYY, reported YYYY-MM-DD', async () => {
    expect(parseTypedDate('5/6/2025')).toBe('2025-06-05');
    expect(parseTypedDate(' 2025-06-05 ')).toBe('2025-06-05');
    expect(parseTypedDate('31/02/2025')).toBeNull();
    expect(parseTypedDate('06/2025')).toBeNull();

    const onChange = vi.fn();
    const { user } = renderWidget(<FieldHarness onChange={onChange} />);
    await user.type(dateBox('Visit date'), '20/06/2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-06-20');
    await user.clear(dateBox('Visit date'));
    await user.type(dateBox('Visit date'), '2025-06-21');
    await user.click(document.body);
    expect(onChange).toHaveBeenLastCalledWith('2025-06-21');
    expect(dateBox('Visit date')).toHaveValue('21/06/2025');
  });

  test('R195 the calendar week starts on Saturday', async () => {
    const { user } = renderWidget(<FieldHarness initial={TODAY} />);
    await user.click(dateBox('Visit date'));
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[0]).toBe('Sa');
    expect(headers[6]).toBe('Fr');
  });

  test('R77 future days are disabled, and a typed future date shows the contract message', async () => {
    const { user } = renderWidget(<FieldHarness initial={TODAY} rules={{ today: TODAY }} />);
    await user.click(dateBox('Visit date'));
    expect(day('19 June 2025')).toBeDisabled();
    expect(day('18 June 2025')).toBeEnabled();
    await user.clear(dateBox('Visit date'));
    await user.type(dateBox('Visit date'), '25/06/2025');
    expect(screen.getByText(FUTURE_DATE)).toBeInTheDocument();
    expect(dateBox('Visit date')).toHaveAccessibleDescription(FUTURE_DATE);
  });

  test('R77 allowFuture enables the future; R76 blockPastStart refuses the past', async () => {
    const { user } = renderWidget(
      <FieldHarness initial={TODAY} rules={{ today: TODAY, allowFuture: true, blockPastStart: true }} />,
    );
    await user.click(dateBox('Visit date'));
    expect(day('19 June 2025')).toBeEnabled();
    expect(day('17 June 2025')).toBeDisabled();
    await user.clear(dateBox('Visit date'));
    await user.type(dateBox('Visit date'), '01/06/2025');
    expect(screen.getByText(PAST_START)).toBeInTheDocument();
  });

  test('a value that is not a calendar date shows the invalid-date message', () => {
    renderWidget(<FieldHarness initial="2025-02-30" rules={{ today: TODAY }} />);
    expect(screen.getByText(INVALID_DATE)).toBeInTheDocument();
    expect(dateBox('Visit date')).toHaveValue('');
  });
});

describe('[UI][DATE-PICKER] date range fields', { timeout: 30_000 }, () => {
  test('R74 an end date before the start date is refused on the end field', () => {
    renderWidget(
      <RangeHarness initial={{ start: '2025-06-10', end: '2025-06-08' }} rules={{ today: TODAY }} />,
    );
    expect(dateBox('End date')).toHaveAccessibleDescription(END_BEFORE_START);
    expect(dateBox('Start date')).not.toHaveAccessibleDescription();
  });

  test('R78 more days than the maximum are refused, and days beyond it are disabled from the other end', async () => {
    const { user } = renderWidget(
      <RangeHarness
        initial={{ start: '2025-06-01', end: '2025-06-08' }}
        rules={{ today: TODAY, maxDays: 7 }}
      />,
    );
    expect(dateBox('End date')).toHaveAccessibleDescription(maxDaysMessage(7));
    await user.click(dateBox('End date'));
    expect(day('7 June 2025')).toBeEnabled();
    expect(day('8 June 2025')).toBeDisabled();
  });

  test('R78 in Arabic the maximum-days message is Arabic with its number', () => {
    renderWidget(
      <RangeHarness
        initial={{ start: '2025-06-01', end: '2025-06-08' }}
        rules={{ today: TODAY, maxDays: 7 }}
      />,
      { language: 'ar' },
    );
    expect(screen.getByText('لا يمكنك اختيار أكثر من 7 يوم')).toBeInTheDocument();
  });

  test('R75 with same-time validation, an end time not after the start time on the same day is refused', async () => {
    const { user } = renderWidget(
      <RangeHarness
        withTime
        initial={{ start: '2025-06-10', end: '2025-06-10', startTime: '14:00', endTime: null }}
        rules={{ today: TODAY, sameTimeValidation: true }}
      />,
    );
    const endTime = screen.getByRole('group', { name: 'End time' });
    await user.type(within(endTime).getByRole('textbox', { name: 'Hour' }), '2');
    await user.click(within(endTime).getByRole('radio', { name: 'PM' }));
    expect(endTime).toHaveAccessibleDescription(END_TIME_NOT_AFTER_START);
    const minute = within(endTime).getByRole('textbox', { name: 'Minute' });
    expect(minute).toHaveValue('00');
    await user.clear(minute);
    await user.type(minute, '30{Enter}');
    expect(endTime).not.toHaveAccessibleDescription(END_TIME_NOT_AFTER_START);
  });

  test('R41 the end time stays disabled until the start time is set', () => {
    renderWidget(
      <RangeHarness withTime initial={{ start: '2025-06-10', end: '2025-06-11' }} rules={{ today: TODAY }} />,
    );
    const endTime = screen.getByRole('group', { name: 'End time' });
    expect(within(endTime).getByRole('textbox', { name: 'Hour' })).toBeDisabled();
    const startTime = screen.getByRole('group', { name: 'Start time' });
    expect(within(startTime).getByRole('textbox', { name: 'Hour' })).toBeEnabled();
  });
});
