import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { FilterPanel } from '../index.ts';

describe('[UI][FILTER-PANEL] filter side panel', { timeout: 30_000 }, () => {
  test('A49 a drawer titled with the filter, its input, Reset and Apply', async () => {
    const onApply = vi.fn();
    const onReset = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWidget(
      <FilterPanel
        opened
        title="City"
        description="Depends on Country"
        onClose={onClose}
        onApply={onApply}
        onReset={onReset}
      >
        <input aria-label="City input" />
      </FilterPanel>,
    );
    const panel = screen.getByRole('dialog', { name: 'City' });
    expect(panel).toHaveTextContent('Depends on Country');
    expect(screen.getByRole('textbox', { name: 'City input' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  test('R89 R90 Apply and Reset can be disabled', () => {
    renderWidget(
      <FilterPanel
        opened
        title="City"
        onClose={() => {}}
        onApply={() => {}}
        applyDisabled
        onReset={() => {}}
        resetDisabled
      >
        <span />
      </FilterPanel>,
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  test('closed, it shows nothing', () => {
    renderWidget(
      <FilterPanel opened={false} title="City" onClose={() => {}} onApply={() => {}} onReset={() => {}}>
        <span />
      </FilterPanel>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
