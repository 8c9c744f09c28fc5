import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWidget } from '../../../ui/DataTable/__tests__/renderWidget.tsx';
import { generateDevices, queryDevices } from '../data.ts';
import { libsExamplesModule } from '../index.ts';
import { DataTableExamplePage } from '../pages/DataTableExamplePage.tsx';
import { EmptyStatesExamplePage } from '../pages/EmptyStatesExamplePage.tsx';
import { LIBS_EXAMPLE_PAGES } from '../paths.ts';

describe('[CORE][LIBS-EXAMPLES] example pages', { timeout: 30_000 }, () => {
  test('A43 every example is a route in the "libs-examples" sidebar container, dev mode only', () => {
    const routes = libsExamplesModule.routes.main ?? [];
    for (const page of LIBS_EXAMPLE_PAGES) {
      const route = routes.find((candidate) => `/${candidate.path}` === page.path);
      expect(route?.handle).toMatchObject({
        label: `libs-examples:nav.${page.key}`,
        container: 'libs-examples',
        devOnly: true,
      });
    }
    const orders = routes.flatMap((route) => (route.handle.container ? [route.handle.order] : []));
    expect(orders).toEqual(LIBS_EXAMPLE_PAGES.map((_, index) => index + 1));
  });

  test('the generated devices are the same every time; the in-memory server filters, sorts and pages', () => {
    const devices = generateDevices(10_000);
    expect(generateDevices(10_000)).toEqual(devices);
    expect(new Set(devices.map((device) => device.serial)).size).toBeGreaterThan(9_990);
    const page = queryDevices(devices, {
      limit: 5,
      offset: 5,
      sortBy: 'battery',
      sortType: 'desc',
      total: true,
      filter: { name: 'device 01', status: 'online' },
    });
    expect(page.data).toHaveLength(5);
    expect(
      page.data.every((device) => device.status === 'online' && device.name.startsWith('Device 01')),
    ).toBe(true);
    const batteries = page.data.map((device) => device.battery);
    expect(batteries).toEqual([...batteries].sort((a, b) => b - a));
    expect(page.totalRecords).toBeLessThan(1000);
  });

  test('the data table example pages 10,000 devices', async () => {
    renderWidget(<DataTableExamplePage />);
    expect(await screen.findByText('Device 00001', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('data-table-range')).toHaveTextContent('1–50 of 10,000');
  });

  test('the empty states gallery shows all seven', () => {
    renderWidget(<EmptyStatesExamplePage />);
    for (const text of [
      'no map info yet',
      'No job has yet been assigned to this vehicle',
      'No Reservations Yet',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(within(document.body).getAllByTestId(/^empty-state-/)).toHaveLength(7);
  });
});
