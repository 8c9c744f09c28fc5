import {
  END_BEFORE_START,
  END_TIME_NOT_AFTER_START,
  FUTURE_DATE,
  PERIOD_VALUES,
  periodRange,
} from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { type PeriodSelection, PeriodSelector, type PeriodSelectorProps } from '../index.ts';
import { localInstant } from '../selection.ts';

/** Wednesday 18 June 2025, 14:30 local. */
const NOW = new Date(2025, 5, 18, 14, 30);
const now = () => NOW;

function Harness(props: Partial<PeriodSelectorProps> & { onPick?: (selection: PeriodSelection) => void }) {
  const [value, setValue] = useState<PeriodSelection | null>(null);
  return (
    <PeriodSelector
      now={now}
      rules={{ today: '2025-06-18' }}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onPick?.(next);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /^Period/ });
const item = (name: string) => screen.getByRole('menuitem', { name });
const dialog = () => screen.getByRole('dialog', { name: 'Custom period' });
const dateBox = (name: string) => within(dialog()).getByRole('textbox', { name });

describe('[UI][PERIOD-SELECTOR] presets and comparisons', { timeout: 30_000 }, () => {
  test('R196 R198 the menu lists every period, custom, and the four comparisons', async () => {
    const { user } = renderWidget(<Harness />);
    expect(trigger()).toHaveTextContent('Choose a period');
    await user.click(trigger());
    expect(screen.getAllByRole('menuitem').map((element) => element.textContent)).toEqual([
      'Last 24 hours',
      'Last 48 hours',
      'Last 7 days',
      'This week',
      'Last week',
      'This month',
      'Last month',
      'This year',
      'Custom',
      'Today vs yesterday',
      'This week vs last week',
      'This month vs last month',
      'This year vs last year',
    ]);
  });

  test('R195 R196 a preset reports its value and the span the contract computes, and shows it', async () => {
    const onPick = vi.fn();
    const { user } = renderWidget(<Harness onPick={onPick} />);
    await user.click(trigger());
    await user.click(item('Last week'));
    expect(onPick).toHaveBeenLastCalledWith({
      kind: 'period',
      period: 'lastWeek',
      value: PERIOD_VALUES.lastWeek,
      ...periodRange('lastWeek', { now: NOW }),
    });
    // The week before the one that began on Saturday 14 June.
    expect(trigger()).toHaveAccessibleName('Period Last week');
    expect(screen.getByText('07/06/2025 00:00 – 13/06/2025 23:59')).toBeInTheDocument();

    await user.click(trigger());
    expect(item('Last week')).toHaveAttribute('aria-current', 'true');
    await user.click(item('Last 24 hours'));
    expect(onPick).toHaveBeenLastCalledWith(
      expect.objectContaining({ period: 'last24Hours', value: 0, to: NOW.toISOString() }),
    );
  });

  test('R198 a comparison reports the current span and the whole previous one', async () => {
    const onPick = vi.fn();
    const { user } = renderWidget(<Harness onPick={onPick} />);
    await user.click(trigger());
    await user.click(item('This month vs last month'));
    expect(onPick).toHaveBeenLastCalledWith({
      kind: 'comparison',
      comparison: 'thisMonthVsLastMonth',
      current: { from: new Date(2025, 5, 1).toISOString(), to: NOW.toISOString() },
      previous: periodRange('lastMonth', { now: NOW }),
    });
    expect(trigger()).toHaveTextContent('This month vs last month');
    expect(
      screen.getByText('01/06/2025 00:00 – 18/06/2025 14:30 | 01/05/2025 00:00 – 31/05/2025 23:59'),
    ).toBeInTheDocument();
  });

  test('R79 with a maximum of 7 days longer presets and comparisons are disabled, or hidden', async () => {
    const { user, unmount } = renderWidget(<Harness rules={{ today: '2025-06-18', maxDays: 7 }} />);
    await user.click(trigger());
    expect(item('Last 7 days')).toBeEnabled();
    expect(item('Last week')).toBeEnabled();
    expect(item('This month')).toBeDisabled();
    expect(item('This week vs last week')).toBeEnabled();
    expect(item('This month vs last month')).toBeDisabled();
    expect(item('Custom')).toBeEnabled();
    unmount();

    const hidden = renderWidget(<Harness rules={{ today: '2025-06-18', maxDays: 7 }} presetMode="hide" />);
    await hidden.user.click(trigger());
    expect(screen.queryByRole('menuitem', { name: 'This month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'This year vs last year' })).not.toBeInTheDocument();
    expect(item('Last 7 days')).toBeEnabled();
  });

  test('in Arabic the periods are Arabic', async () => {
    const { user } = renderWidget(<Harness />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: /^الفترة/ }));
    expect(screen.getByRole('menuitem', { name: 'آخر 7 أيام' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'اليوم مقابل الأمس' })).toBeInTheDocument();
  });
});

describe('[UI][PERIOD-SELECTOR] custom-period dialog', { timeout: 30_000 }, () => {
  test('R43 R197 Apply waits for a valid range; the custom period is -1 with the chosen instants', async () => {
    const onPick = vi.fn();
    const { user } = renderWidget(<Harness onPick={onPick} />);
    await user.click(trigger());
    await user.click(item('Custom'));
    const apply = within(dialog()).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(dateBox('Start date'), '10/06/2025');
    expect(apply).toBeDisabled();
    await user.type(dateBox('End date'), '12/06/2025');
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(onPick).toHaveBeenLastCalledWith({
      kind: 'period',
      period: 'custom',
      value: -1,
      from: localInstant('2025-06-10', '00:00'),
      to: localInstant('2025-06-12', '23:59'),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('10/06/2025 00:00 – 12/06/2025 23:59');

    // Opening it again starts from the current custom period.
    await user.click(trigger());
    await user.click(item('Custom'));
    expect(dateBox('Start date')).toHaveValue('10/06/2025');
  });

  test('R73 R74 R75 From must be before To: an earlier end date, or an end time not after the start on the same day', async () => {
    const { user } = renderWidget(<Harness />);
    await user.click(trigger());
    await user.click(item('Custom'));
    const apply = within(dialog()).getByRole('button', { name: 'Apply' });
    await user.type(dateBox('Start date'), '12/06/2025');
    await user.type(dateBox('End date'), '10/06/2025');
    expect(dateBox('End date')).toHaveAccessibleDescription(END_BEFORE_START);
    expect(apply).toBeDisabled();

    await user.clear(dateBox('End date'));
    await user.type(dateBox('End date'), '12/06/2025');
    const startTime = within(dialog()).getByRole('group', { name: 'Start time' });
    const hour = within(startTime).getByRole('textbox', { name: 'Hour' });
    await user.clear(hour);
    await user.type(hour, '11');
    await user.click(within(startTime).getByRole('radio', { name: 'PM' }));
    // 11:00 PM to the default 11:59 PM is fine; 10:59 PM is not.
    const endTime = within(dialog()).getByRole('group', { name: 'End time' });
    expect(endTime).not.toHaveAccessibleDescription();
    expect(apply).toBeEnabled();
    const endHour = within(endTime).getByRole('textbox', { name: 'Hour' });
    await user.clear(endHour);
    await user.type(endHour, '10{Enter}');
    expect(endTime).toHaveAccessibleDescription(END_TIME_NOT_AFTER_START);
    expect(apply).toBeDisabled();
  });

  test('R77 a future date is refused unless the selector allows it', async () => {
    const { user } = renderWidget(<Harness />);
    await user.click(trigger());
    await user.click(item('Custom'));
    await user.type(dateBox('Start date'), '17/06/2025');
    await user.type(dateBox('End date'), '20/06/2025');
    expect(dateBox('End date')).toHaveAccessibleDescription(FUTURE_DATE);
    expect(within(dialog()).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
