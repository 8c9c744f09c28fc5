import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../lib/realtime.ts';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, serve, signIn } from '../../companies/__tests__/kit.ts';
import { liveVehicle, positionEvent } from './fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });
const PAGE = '/fleet/vehicles/map-view';
const LIVE = /^\/api\/fleet\/vehicle\/live$/;
const at = '2026-11-26T09:00:00.000Z';

const fleet = [
  liveVehicle({ id: 1, name: 'Van 01', plate: 'DXB 1001' }),
  liveVehicle({
    id: 2,
    name: 'Truck 02',
    plate: 'DXB 2002',
    state: 'idle',
    speedKmh: 0,
    lat: 25.1,
    lon: 55.1,
  }),
  liveVehicle({ id: 3, name: 'Bus 03', plate: 'DXB 3003', state: 'offline', ts: null, lat: null, lon: null }),
];

describe('[FLEET][LIVE MAP] /fleet/vehicles/map-view', () => {
  test('lists every vehicle with its state; the legend counts and filters; the search finds by plate', async () => {
    signIn(owner);
    serve([['GET', LIVE, () => json(200, { data: fleet, at })]]);
    const { user } = renderApp(PAGE);
    const list = await screen.findByRole('list', { name: 'Vehicles' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('Bus 03'),
      expect.stringContaining('Truck 02'),
      expect.stringContaining('Van 01'),
    ]);
    expect(screen.getByRole('region', { name: 'Live map of the vehicles' })).toBeVisible();
    expect(screen.getByText('Vehicles without a position yet: 1')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Moving (1)' }));
    expect(within(list).queryByText('Van 01')).toBeNull();
    expect(screen.getByText('2 of 3 vehicles listed')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Moving (1)' }));
    await user.type(screen.getByRole('textbox', { name: 'Find a vehicle' }), '2002');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(within(list).getByText('Truck 02')).toBeVisible();
  });

  test('a pushed position moves the selected vehicle without a reload; another company’s is ignored', async () => {
    signIn(owner);
    const { calls } = serve([['GET', LIVE, () => json(200, { data: fleet, at })]]);
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /Van 01/ }));
    const card = await screen.findByTestId('fleet-selected-vehicle');
    expect(within(card).getByTestId('fleet-selected-position')).toHaveTextContent('25.20000, 55.27000');
    act(() => {
      dispatchRealtimeEvent('fleet:position', positionEvent({ vehicleId: 1, lat: 25.25, lon: 55.3 }));
      dispatchRealtimeEvent('fleet:position', positionEvent({ vehicleId: 77, lat: 1, lon: 1 }));
    });
    await waitFor(() =>
      expect(within(card).getByTestId('fleet-selected-position')).toHaveTextContent('25.25000, 55.30000'),
    );
    expect(within(card).getByRole('link', { name: 'Track and playback' })).toHaveAttribute(
      'href',
      '/fleet/vehicles/map-view/1',
    );
    expect(callsTo(calls, 'GET', '/api/fleet/vehicle/live')).toHaveLength(1);
    // A pushed state change moves the vehicle between the legend's counts.
    act(() =>
      dispatchRealtimeEvent('fleet:position', positionEvent({ vehicleId: 1, state: 'stopped', speedKmh: 0 })),
    );
    expect(await screen.findByRole('checkbox', { name: 'Stopped (1)' })).toBeInTheDocument();
  });

  test('no vehicles: the map’s empty state leads to the vehicles list; a failed load can be retried', async () => {
    signIn(owner);
    serve([['GET', LIVE, () => json(200, { data: [], at })]]);
    renderApp(PAGE);
    expect(await screen.findByTestId('empty-state-map')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the vehicles list' })).toHaveAttribute(
      'href',
      '/fleet/vehicles/vehicles-list',
    );
  });

  test('a failed load says so with a retry', async () => {
    signIn(owner);
    let fail = true;
    serve([
      [
        'GET',
        LIVE,
        () => (fail ? json(500, { msg: 'Database down', code: 'INTERNAL' }) : json(200, { data: fleet, at })),
      ],
    ]);
    const { user } = renderApp(PAGE);
    expect(await screen.findByText('The vehicles could not be loaded')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Vehicles' })).toBeVisible();
  });
});
