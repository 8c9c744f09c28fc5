import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { AddFilterButton } from '../index.ts';

const ITEMS = [
  { key: 'country', label: 'Country', applied: true },
  { key: 'city', label: 'City', disabled: true, hint: 'Choose Country first' },
  { key: 'status', label: 'Status' },
];

describe('[UI][ADD-FILTER] Add Filter button', { timeout: 30_000 }, () => {
  test('A49 it lists the filters; picking one hands its key over', async () => {
    const onPick = vi.fn();
    const { user } = renderWidget(<AddFilterButton items={ITEMS} onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Country',
      'CityChoose Country first',
      'Status',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Status' }));
    expect(onPick).toHaveBeenCalledWith('status');
  });

  test('R39 a dependent filter without its parent is disabled and says why', async () => {
    const onPick = vi.fn();
    const { user } = renderWidget(<AddFilterButton items={ITEMS} onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    const city = screen.getByRole('menuitem', { name: /City/ });
    expect(city).toBeDisabled();
    expect(city).toHaveTextContent('Choose Country first');
    expect(screen.getByRole('menuitem', { name: 'Country' })).toHaveAttribute('data-applied', 'true');
  });
});
