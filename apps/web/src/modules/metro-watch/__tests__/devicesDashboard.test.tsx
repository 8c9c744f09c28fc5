import type { metrowatch } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, serve, signIn } from './devicesKit.ts';

vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/metro-watch/devices/dashboard';
const WAIT = { timeout: 15_000 };
const at = '2026-11-20T08:00:00.000Z';

const dashboard: metrowatch.Dashboard = {
  counts: [
    {
      type: 'device-lock',
      detailKind: 'device-lock',
      total: 5,
      online: 3,
      offline: 1,
      neverSeen: 1,
      blocked: 1,
      installed: 5,
    },
    {
      type: 'TLP1-P',
      detailKind: 'personal-tracking',
      total: 2,
      online: 2,
      offline: 0,
      neverSeen: 0,
      blocked: 0,
      installed: 0,
    },
  ],
  trackers: [
    {
      deviceId: 61,
      serial: 'TLP-0001',
      name: 'Guard Ahmed',
      type: 'TLP1-P',
      detailKind: 'personal-tracking',
      latitude: 25.2048,
      longitude: 55.2708,
      speed: 4,
      at,
    },
    {
      deviceId: 62,
      serial: 'AT1-0001',
      name: 'Forklift 3',
      type: 'asset-tracker',
      detailKind: 'asset',
      latitude: 25.0118,
      longitude: 55.1336,
      speed: null,
      at,
    },
  ],
  doorEvents: [
    {
      deviceId: 41,
      serial: 'DL1-0002',
      name: 'Server room door',
      type: 'device-lock',
      detailKind: 'device-lock',
      event: 'forced',
      at,
    },
  ],
};

describe('[METRO-WATCH][DEVICES] the devices dashboard', () => {
  test('shows the counts by type and state with their totals, every tracker on the map without tiles, and the door events', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/metrowatch\/dashboard$/, () => json(200, { data: dashboard })]]);
    renderApp(PAGE);
    const counts = await screen.findByTestId('device-counts', {}, WAIT);
    const lockRow = within(counts).getByText('device-lock').closest('tr') as HTMLElement;
    expect([...lockRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'device-lockDoor lock',
      '5',
      '3',
      '1',
      '1',
      '1',
      '5',
    ]);
    const footer = [...counts.querySelectorAll('tfoot th')].map((cell) => cell.textContent);
    expect(footer).toEqual(['Total', '7', '5', '1', '1', '1', '5']);

    const map = screen.getByRole('region', { name: 'Map of the trackers' });
    const pins = [...map.querySelectorAll<HTMLImageElement>('.leaflet-marker-icon')].map((pin) => pin.title);
    expect(pins).toEqual(['Guard Ahmed (TLP-0001)', 'Forklift 3 (AT1-0001)']);
    expect(map.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);
    // The pins only show; the list beside them leads to each tracker's page.
    expect(screen.getByRole('link', { name: 'Guard Ahmed (TLP-0001)' })).toHaveAttribute(
      'href',
      '/metro-watch/devices/personal-tracking/61',
    );

    const events = screen.getByTestId('door-events');
    expect(within(events).getByText('Forced open')).toBeVisible();
    expect(within(events).getByRole('link', { name: 'Server room door' })).toHaveAttribute(
      'href',
      '/metro-watch/devices/device-lock/device/41',
    );
  });

  test('A19 a door event opens its device through the redirect, on the page of its kind', async () => {
    signIn(owner);
    serve([['GET', /^\/api\/metrowatch\/dashboard$/, () => json(200, { data: dashboard })]]);
    const { router, user } = renderApp(PAGE);
    await user.click(await screen.findByRole('link', { name: 'Server room door' }, WAIT));
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/metro-watch/devices/device-lock/41'),
      WAIT,
    );
  });

  test('with no devices it says so, and the map still shows', async () => {
    signIn(owner);
    serve([
      [
        'GET',
        /^\/api\/metrowatch\/dashboard$/,
        () => json(200, { data: { counts: [], trackers: [], doorEvents: [] } }),
      ],
    ]);
    renderApp(PAGE);
    expect(await screen.findByText('No Metro Watch devices yet', {}, WAIT)).toBeVisible();
    expect(screen.getByText('No tracker has reported a position yet')).toBeVisible();
    expect(screen.getByText('No door events yet')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Map of the trackers' })).toBeVisible();
  });

  test('a dashboard that fails to load shows the error, and Try again asks again', async () => {
    signIn(owner);
    let fail = true;
    const { calls } = serve([
      [
        'GET',
        /^\/api\/metrowatch\/dashboard$/,
        () => (fail ? json(500, { msg: 'boom' }) : json(200, { data: dashboard })),
      ],
    ]);
    const { user } = renderApp(PAGE);
    expect(await screen.findByText('The dashboard could not be loaded', {}, WAIT)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('device-counts', {}, WAIT)).toBeVisible();
    expect(callsTo(calls, 'GET', '/api/metrowatch/dashboard').length).toBeGreaterThanOrEqual(2);
  });
});
