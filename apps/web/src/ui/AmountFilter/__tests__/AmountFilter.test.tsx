import type { AmountRange } from '@atrium/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { AmountFilter } from '../index.ts';

const BOUNDS = { min: 10, max: 500 };

function Harness({ onRange }: { onRange: (range: AmountRange) => void }) {
  const [range, setRange] = useState<AmountRange>({ min: 50, max: 200 });
  return (
    <AmountFilter
      bounds={BOUNDS}
      value={range}
      onChange={(next) => {
        setRange(next);
        onRange(next);
      }}
    />
  );
}

const min = () => screen.getByRole('textbox', { name: 'Minimum' });
const max = () => screen.getByRole('textbox', { name: 'Maximum' });

/** Types `text` into `input` and leaves the field. */
function enter(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

function setup() {
  const onRange = vi.fn();
  renderWidget(<Harness onRange={onRange} />);
  return onRange;
}

describe('[UI][AMOUNT-FILTER] amount filter', { timeout: 30_000 }, () => {
  test('shows the chosen range and the allowed bounds', () => {
    setup();
    expect(min()).toHaveValue('50');
    expect(max()).toHaveValue('200');
    expect(screen.getByText('Between 10 and 500')).toBeInTheDocument();
  });

  test('R84 a minimum below the filter minimum is raised to it; above the maximum, lowered to it', () => {
    const onRange = setup();
    enter(min(), '3');
    expect(onRange).toHaveBeenLastCalledWith({ min: 10, max: 200 });
    expect(min()).toHaveValue('10');
    enter(min(), '900');
    // R85: the maximum follows so that it is not below the minimum.
    expect(onRange).toHaveBeenLastCalledWith({ min: 500, max: 500 });
  });

  test('R85 a maximum below the minimum becomes the minimum; above the filter maximum, the maximum', () => {
    const onRange = setup();
    enter(max(), '20');
    expect(onRange).toHaveBeenLastCalledWith({ min: 50, max: 50 });
    enter(max(), '9999');
    expect(onRange).toHaveBeenLastCalledWith({ min: 50, max: 500 });
    expect(max()).toHaveValue('500');
  });

  test('R86 a blank amount counts as 0 (then kept within the bounds)', () => {
    const onRange = setup();
    enter(min(), '');
    expect(onRange).toHaveBeenLastCalledWith({ min: 10, max: 200 });
  });

  test('R87 a negative minimum is ignored: the field shows the kept value', () => {
    const onRange = setup();
    enter(min(), '-40');
    expect(onRange).not.toHaveBeenCalled();
    expect(min()).toHaveValue('50');
  });

  test('R88 a maximum below the filter minimum is ignored', () => {
    const onRange = setup();
    enter(max(), '5');
    expect(onRange).not.toHaveBeenCalled();
    expect(max()).toHaveValue('200');
  });

  test('Enter checks the field too', () => {
    const onRange = setup();
    fireEvent.change(max(), { target: { value: '300' } });
    fireEvent.keyDown(max(), { key: 'Enter' });
    expect(onRange).toHaveBeenLastCalledWith({ min: 50, max: 300 });
  });
});
