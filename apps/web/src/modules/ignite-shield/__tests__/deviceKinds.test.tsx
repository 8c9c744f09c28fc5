import type { devices } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInstanceByDom } from 'echarts/core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeCanvas } from '../../../testing/fakeCanvas.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { monthOf, recentMonths } from '../api/meter.ts';
import { callsTo, device, owner, paged, query, type Route, serve, signIn, solutions } from './kit.ts';

// The first render of the app pulls in every module: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const meter = device({
  id: 11,
  serial: 'EM1-0001',
  name: 'Main switchboard',
  type: 'meter',
  hardware: { id: 203, name: 'Energy meter EM-1' },
  lastValues: { energy: 1025, power: 900 },
});
const controlUnit = device({
  id: 12,
  serial: 'CU304-0001',
  type: 'control-unit',
  hardware: { id: 304, name: 'Control unit CU-304' },
  lastValues: { temperature: 22.5 },
  pendingReportingIntervalSeconds: 600,
});
const reading = (ts: string, energy: number): devices.Reading => ({ ts, receivedAt: ts, values: { energy } });
const bill = (month: string): devices.MeterBill => ({
  month,
  from: `${month}-01T00:00:00.000Z`,
  to: `${month}-28T00:00:00.000Z`,
  lines: [
    {
      device: { id: 11, serial: 'EM1-0001', name: 'Main switchboard' },
      company: { id: 3, name: 'Demo Customer' },
      key: 'energy',
      unit: 'kWh',
      readings: 3,
      consumption: 25,
      pricePerUnit: 0.18,
      currency: 'USD',
      amount: 4.5,
    },
  ],
  totals: [{ currency: 'USD', amount: 4.5 }],
});

function serveDevice(rows: devices.Device[], more: Route[] = []) {
  return serve([
    ...more,
    ['GET', /^\/api\/swam\/user-solutions$/, () => json(200, { data: solutions })],
    ...rows.map(
      (row): Route => ['GET', new RegExp(`^/api/device/${row.id}$`), () => json(200, { data: row })],
    ),
    [
      'GET',
      /^\/api\/device\/11\/readings$/,
      () =>
        paged([
          reading('2025-06-01T10:02:00.000Z', 1025),
          reading('2025-06-01T10:01:00.000Z', 1010),
          reading('2025-06-01T10:00:00.000Z', 1000),
        ]),
    ],
    ['GET', /^\/api\/device\/\d+\/(readings|info-logs|access-logs)$/, () => paged([])],
    ['GET', /^\/api\/swam\/meter-bill$/, (call) => json(200, { data: bill(query(call).get('month') ?? '') })],
  ]);
}

beforeEach(fakeCanvas);

describe('[SWAM][DEVICES] meter and control-unit pages', () => {
  test('a meter: the month’s readings of its metered value on the chart, oldest first, and the month’s bill', async () => {
    signIn(owner);
    const { calls } = serveDevice([meter]);
    renderApp('/ignite-shield/devices/meter/11');
    expect(
      await screen.findByRole('heading', { name: /Main switchboard/ }, { timeout: 15_000 }),
    ).toBeVisible();
    const bill = await screen.findByTestId('meter-bill');
    expect(await within(bill).findByTestId('amount-energy')).toHaveTextContent('4.50 USD');
    expect(within(bill).getByTestId('bill-total')).toHaveTextContent('4.50 USD');

    const thisMonth = monthOf(new Date());
    const readingsCall = query(callsTo(calls, 'GET', '/api/device/11/readings')[0]);
    expect(readingsCall.get('sensor')).toBe('energy');
    expect(readingsCall.get('from')).toBe(`${thisMonth}-01T00:00:00.000Z`);
    const chart = await screen.findByRole('img', { name: 'Readings over time' });
    await waitFor(() => {
      const series = getInstanceByDom(chart)?.getOption().series as { data: [string, number][] }[];
      expect(series[0]?.data.map(([, value]) => value)).toEqual([1000, 1010, 1025]);
    });
    expect(query(callsTo(calls, 'GET', '/api/swam/meter-bill')[0]).get('deviceId')).toBe('11');

    const lastMonth = recentMonths(2)[1] ?? '';
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    const label = new Date(`${lastMonth}-01T00:00:00Z`).toLocaleDateString('en', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await userEvent.click(await screen.findByRole('option', { name: label }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/swam/meter-bill').map((c) => query(c).get('month'))).toContain(
        lastMonth,
      ),
    );
  });

  test('a sensor on the meter page is told it is not a meter', async () => {
    signIn(owner);
    serveDevice([device({ id: 13 })]);
    renderApp('/ignite-shield/devices/meter/13');
    expect(await screen.findByText('This device is not a meter', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All details and logs' })).toHaveAttribute(
      'href',
      '/ignite-shield/devices/list/solution/17/device/13',
    );
  });

  test('a control unit: its state, the queued interval (R207), its controls and latest values', async () => {
    signIn(owner);
    serveDevice([controlUnit]);
    renderApp('/ignite-shield/devices/control-unit/12');
    const state = await screen.findByTestId('control-unit-state', {}, { timeout: 15_000 });
    expect(within(state).getByText('Active')).toBeVisible();
    expect(within(state).getByText('600 seconds once it is online')).toBeVisible();
    expect(within(state).getByRole('button', { name: 'Block' })).toBeVisible();
    expect(within(state).getByRole('button', { name: 'Lock' })).toBeVisible();
    expect(within(state).getByRole('button', { name: 'Reporting interval' })).toBeVisible();
    expect(screen.getByText('22.5 °C')).toBeVisible();
  });
});
