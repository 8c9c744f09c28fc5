import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWidget } from '../../../ui/DataTable/__tests__/renderWidget.tsx';
import { generateDevices, queryDevices } from '../data.ts';
import { citySearch, EXAMPLE_GATEWAYS, pagedSource } from '../filterData.ts';
import { AmountFilterExamplePage } from '../pages/AmountFilterExamplePage.tsx';
import { OptionListExamplePage } from '../pages/OptionListExamplePage.tsx';
import { TableFiltersExamplePage } from '../pages/TableFiltersExamplePage.tsx';
import { TagSelectExamplePage } from '../pages/TagSelectExamplePage.tsx';

describe('[CORE][LIBS-EXAMPLES] filter examples', { timeout: 60_000 }, () => {
  test('the in-memory server understands lists, <field>Min/Max ranges and country by city', () => {
    const devices = generateDevices(500);
    const page = queryDevices(devices, {
      limit: 500,
      offset: 0,
      total: true,
      filter: { type: ['lock', 'meter'], batteryMin: 20, batteryMax: 40, country: 'AE' },
    });
    expect(page.totalRecords).toBeGreaterThan(0);
    for (const device of page.data) {
      expect(['lock', 'meter']).toContain(device.type);
      expect(device.battery).toBeGreaterThanOrEqual(20);
      expect(device.battery).toBeLessThanOrEqual(40);
      expect(['Dubai', 'Abu Dhabi', 'Sharjah']).toContain(device.city);
    }
  });

  test('A68 the option sources page with skip and search; cities follow the parent country', async () => {
    const first = await pagedSource(EXAMPLE_GATEWAYS)({ search: '', skip: 10, limit: 10 });
    expect(first.options[0]?.label).toBe('GW-0011 · Sharjah');
    expect(first.total).toBe(240);
    const cities = await citySearch({ search: '', skip: 0, limit: 10, parentValue: 'AE' });
    expect(cities.items.map((item) => item.city)).toEqual(['Dubai', 'Abu Dhabi', 'Sharjah']);
  });

  test('the table filters example applies a status filter and shows what is sent', async () => {
    const { user } = renderWidget(<TableFiltersExamplePage />);
    expect(await screen.findByText('Device 00001', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Status' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Offline' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByTestId('table-filters-sent')).toHaveTextContent('{"status":"offline"}'),
    );
    expect(screen.getByRole('button', { name: 'Edit filter Status: Offline' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    expect(await screen.findByRole('menuitem', { name: /City/ })).toBeDisabled();
  });

  test('the option list example logs its first request: 10 from skip 0', async () => {
    renderWidget(<OptionListExamplePage />);
    const single = await screen.findByRole('group', { name: 'One gateway' });
    expect(await within(single).findByRole('radio', { name: 'GW-0001 · Dubai' })).toBeInTheDocument();
    const log = screen.getByTestId('option-list-requests');
    expect(within(log).getAllByRole('row')[1]).toHaveTextContent(/^010/);
  });

  test('the tag select example lists the chosen values', async () => {
    const { user } = renderWidget(<TagSelectExamplePage />);
    await user.click(await screen.findByRole('checkbox', { name: 'GW-0002 · Abu Dhabi' }));
    expect(screen.getByTestId('tag-select-sent')).toHaveTextContent('["gw-2"]');
  });

  test('the amount filter example keeps the range within 10 to 500', () => {
    renderWidget(<AmountFilterExamplePage />);
    const maximum = screen.getByRole('textbox', { name: 'Maximum' });
    fireEvent.change(maximum, { target: { value: '9000' } });
    fireEvent.blur(maximum);
    expect(screen.getByTestId('amount-filter-range')).toHaveTextContent('{"min":50,"max":500}');
  });
});
