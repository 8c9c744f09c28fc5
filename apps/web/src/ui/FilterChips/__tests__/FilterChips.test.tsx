import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { FilterChips } from '../index.ts';

const CHIPS = [
  { key: 'type', label: 'Type', value: 'FMC, AMC' },
  { key: 'battery', label: 'Battery', value: '10 – 80' },
];

describe('[UI][FILTER-CHIPS] filter chips', { timeout: 30_000 }, () => {
  test('A49 each applied filter is a "label: value" chip', () => {
    renderWidget(<FilterChips chips={CHIPS} onRemove={() => {}} />);
    const chips = within(screen.getByRole('list', { name: 'Applied filters' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Type: FMC, AMC', 'Battery: 10 – 80']);
  });

  test("A49 a chip's remove button removes that filter; clicking the chip edits it", async () => {
    const onRemove = vi.fn();
    const onEdit = vi.fn();
    const { user } = renderWidget(<FilterChips chips={CHIPS} onRemove={onRemove} onEdit={onEdit} />);
    await user.click(screen.getByRole('button', { name: 'Remove filter Battery' }));
    expect(onRemove).toHaveBeenCalledWith('battery');
    await user.click(screen.getByRole('button', { name: 'Edit filter Type: FMC, AMC' }));
    expect(onEdit).toHaveBeenCalledWith('type');
  });

  test('"Clear filters" shows with two chips or more; no chips render nothing', async () => {
    const onClearAll = vi.fn();
    const first = renderWidget(<FilterChips chips={CHIPS} onRemove={() => {}} onClearAll={onClearAll} />);
    await first.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearAll).toHaveBeenCalled();
    first.unmount();

    const second = renderWidget(
      <FilterChips chips={CHIPS.slice(0, 1)} onRemove={() => {}} onClearAll={onClearAll} />,
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    second.unmount();

    renderWidget(<FilterChips chips={[]} onRemove={() => {}} />);
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
  });
});
