import { type Time12, TO_NOT_AFTER_FROM } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { TimePicker12, TimeRangePicker } from '../index.ts';

function Harness({ onChange }: { onChange: (value: Time12) => void }) {
  const [value, setValue] = useState<Time12 | null>(null);
  return (
    <TimePicker12
      label="Opening time"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const hourBox = (scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name: 'Hour' }) as HTMLInputElement;
const minuteBox = (scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name: 'Minute' }) as HTMLInputElement;
const picker = (name: string) => screen.getByRole('group', { name });
/** Moves focus out of every picker. */
const leave = (user: { click: (element: Element) => Promise<void> }) => user.click(document.body);

describe('[UI][TIME-PICKER] 12-hour time picker', { timeout: 30_000 }, () => {
  test('R81 hour 0 becomes 12, above 12 is clamped to 12, text becomes 12', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<Harness onChange={onChange} />);
    await user.type(hourBox(), '0');
    await user.tab();
    // Tidied on its own blur; the time is reported once focus leaves the picker.
    expect(hourBox()).toHaveValue('12');
    expect(minuteBox()).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    await leave(user);
    expect(onChange).toHaveBeenLastCalledWith({ hour: 12, minute: 0, meridiem: 'AM' });
    expect(minuteBox()).toHaveValue('00');

    await user.clear(hourBox());
    await user.type(hourBox(), '15');
    await user.tab();
    expect(hourBox()).toHaveValue('12');

    await user.clear(hourBox());
    await user.type(hourBox(), '7');
    await leave(user);
    expect(hourBox()).toHaveValue('07');
    expect(onChange).toHaveBeenLastCalledWith({ hour: 7, minute: 0, meridiem: 'AM' });

    await user.clear(hourBox());
    await user.type(hourBox(), 'x');
    await user.keyboard('{Enter}');
    expect(hourBox()).toHaveValue('12');
  });

  test('R82 minute above 59 is 59, two-digit padding, and the AM/PM choice', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<Harness onChange={onChange} />);
    await user.type(hourBox(), '9');
    await user.type(minuteBox(), '75');
    await leave(user);
    expect(minuteBox()).toHaveValue('59');
    expect(onChange).toHaveBeenLastCalledWith({ hour: 9, minute: 59, meridiem: 'AM' });

    await user.clear(minuteBox());
    await user.type(minuteBox(), '5');
    await leave(user);
    expect(hourBox()).toHaveValue('09');
    expect(minuteBox()).toHaveValue('05');
    expect(minuteBox()).toHaveAttribute('maxLength', '2');

    await user.click(screen.getByRole('radio', { name: 'PM' }));
    expect(onChange).toHaveBeenLastCalledWith({ hour: 9, minute: 5, meridiem: 'PM' });
    expect(screen.getByRole('radio', { name: 'PM' })).toBeChecked();
  });

  test('an untouched picker reports nothing when focus passes through it', async () => {
    const onChange = vi.fn();
    const { user } = renderWidget(<Harness onChange={onChange} />);
    await user.click(hourBox());
    await user.tab();
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(hourBox()).toHaveValue('');
  });
});

describe('[UI][TIME-PICKER] from-to picker', { timeout: 30_000 }, () => {
  test("R41 'to' is disabled until 'from' holds a time", async () => {
    const { user } = renderWidget(<TimeRangePicker onConfirm={vi.fn()} />);
    expect(hourBox(picker('To'))).toBeDisabled();
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    await user.type(hourBox(picker('From')), '8');
    await user.tab();
    expect(hourBox(picker('To'))).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(hourBox(picker('To'))).toBeEnabled();
  });

  test("R83 an equal or earlier 'to' shows the contract's message and disables OK; a later one confirms", async () => {
    const onConfirm = vi.fn();
    const { user } = renderWidget(<TimeRangePicker onConfirm={onConfirm} />);
    await user.type(hourBox(picker('From')), '8');
    await user.type(minuteBox(picker('From')), '30');
    await leave(user);
    await user.type(hourBox(picker('To')), '8');
    await user.type(minuteBox(picker('To')), '30');
    await leave(user);

    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    expect(screen.getByText(TO_NOT_AFTER_FROM)).toBeInTheDocument();
    expect(picker('To')).toHaveAccessibleDescription(TO_NOT_AFTER_FROM);

    // 8:30 PM is later than 8:30 AM.
    await user.click(within(picker('To')).getByRole('radio', { name: 'PM' }));
    expect(screen.queryByText(TO_NOT_AFTER_FROM)).not.toBeInTheDocument();
    await user.click(ok);
    expect(onConfirm).toHaveBeenCalledWith({
      from: { hour: 8, minute: 30, meridiem: 'AM' },
      to: { hour: 8, minute: 30, meridiem: 'PM' },
    });
  });

  test('R83 in Arabic the message is Arabic; the times still read left to right', async () => {
    renderWidget(
      <TimeRangePicker
        initialValue={{
          from: { hour: 9, minute: 0, meridiem: 'PM' },
          to: { hour: 9, minute: 0, meridiem: 'AM' },
        }}
        onConfirm={vi.fn()}
      />,
      { language: 'ar' },
    );
    expect(await screen.findByText('يجب أن يكون "إلى" بعد "من"')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'موافق' })).toBeDisabled();
    expect(picker('إلى')).toHaveAttribute('dir', 'ltr');
  });
});
