import { maxDaysMessage } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { DateRangeDialog, type DateRangeDialogProps } from '../index.ts';

/** Wednesday 18 June 2025, 14:30 local. */
const now = () => new Date(2025, 5, 18, 14, 30);

function open(props: Partial<DateRangeDialogProps> = {}) {
  const onApply = vi.fn();
  const view = renderWidget(
    <DateRangeDialog
      opened
      onClose={() => {}}
      onApply={onApply}
      now={now}
      {...props}
      rules={{ today: '2025-06-18', ...props.rules }}
    />,
  );
  return { ...view, onApply };
}

const dialog = () => screen.getByRole('dialog', { name: 'Date range' });
const preset = (name: string) => within(dialog()).getByRole('radio', { name });
const dateBox = (name: string) => within(dialog()).getByRole('textbox', { name }) as HTMLInputElement;
const apply = () => within(dialog()).getByRole('button', { name: 'Apply' });

describe('[UI][DATE-RANGE-DIALOG] presets and custom days', { timeout: 30_000 }, () => {
  test('R42 a preset fills the days read-only; only the custom preset makes them editable', async () => {
    const { user, onApply } = open();
    expect(preset('Custom')).toBeChecked();
    expect(dateBox('Start date')).not.toHaveAttribute('readonly');

    await user.click(preset('Last 7 days'));
    expect(dateBox('Start date')).toHaveValue('12/06/2025');
    expect(dateBox('End date')).toHaveValue('18/06/2025');
    expect(dateBox('Start date')).toHaveAttribute('readonly');
    expect(dateBox('End date')).toHaveAttribute('readonly');
    await user.click(apply());
    expect(onApply).toHaveBeenCalledWith({ period: 'last7Days', start: '2025-06-12', end: '2025-06-18' });

    await user.click(preset('Custom'));
    expect(dateBox('Start date')).not.toHaveAttribute('readonly');
    expect(dateBox('Start date')).toHaveValue('12/06/2025');
  });

  test('R195 R196 this week starts on Saturday; last month is the whole of May', async () => {
    const { user } = open();
    await user.click(preset('This week'));
    expect(dateBox('Start date')).toHaveValue('14/06/2025');
    await user.click(preset('Last month'));
    expect(dateBox('Start date')).toHaveValue('01/05/2025');
    expect(dateBox('End date')).toHaveValue('31/05/2025');
  });

  test('R79 presets longer than the maximum are disabled, or hidden', () => {
    const { unmount } = open({ rules: { maxDays: 7 } });
    expect(preset('Last 7 days')).toBeEnabled();
    expect(preset('This month')).toBeDisabled();
    expect(preset('This year')).toBeDisabled();
    unmount();
    open({ rules: { maxDays: 7 }, presetMode: 'hide' });
    expect(within(dialog()).queryByRole('radio', { name: 'This month' })).not.toBeInTheDocument();
    expect(preset('Last week')).toBeEnabled();
  });

  test('R43 R78 Apply is disabled while the custom days exceed the maximum', async () => {
    const { user, onApply } = open({ rules: { maxDays: 7 } });
    await user.type(dateBox('Start date'), '01/06/2025');
    await user.type(dateBox('End date'), '08/06/2025');
    expect(dateBox('End date')).toHaveAccessibleDescription(maxDaysMessage(7));
    expect(apply()).toBeDisabled();
    await user.clear(dateBox('End date'));
    await user.type(dateBox('End date'), '07/06/2025');
    expect(apply()).toBeEnabled();
    await user.click(apply());
    expect(onApply).toHaveBeenCalledWith({ period: 'custom', start: '2025-06-01', end: '2025-06-07' });
  });

  test('in Arabic the dialog speaks Arabic', () => {
    renderWidget(<DateRangeDialog opened onClose={() => {}} onApply={() => {}} now={now} />, {
      language: 'ar',
    });
    const arabic = screen.getByRole('dialog', { name: 'نطاق التاريخ' });
    expect(within(arabic).getByRole('radio', { name: 'آخر 7 أيام' })).toBeInTheDocument();
    expect(within(arabic).getByRole('button', { name: 'تطبيق' })).toBeDisabled();
  });
});
