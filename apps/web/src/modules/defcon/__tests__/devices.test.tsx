import type { devices } from '@atrium/contracts';
import type * as panels from '@atrium/contracts/defcon/panels';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, operator, paged, serve, signIn } from './defconKit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 15_000 };
const at = '2026-11-20T03:00:00.000Z';
const named = (id: number, name: string) => ({ id, name });

const device = (over: Partial<devices.Device>): devices.Device => ({
  id: 511,
  serial: 'DC1-0001',
  name: 'Front door contact',
  type: 'door-contact',
  app: 'defcon',
  hardware: named(503, 'Door contact DC-1'),
  solution: named(70, 'Intrusion detection'),
  company: named(3, 'Demo Customer'),
  structure: null,
  floor: null,
  space: null,
  installState: 'installed',
  installedAt: at,
  state: 'active',
  locked: false,
  connectivity: 'online',
  lastSeenAt: at,
  lastValues: null,
  battery: 90,
  batteryLevel: 'good',
  reportingIntervalSeconds: 600,
  pendingReportingIntervalSeconds: null,
  token: null,
  tokenState: 'no-token',
  createdAt: at,
  updatedAt: at,
  ...over,
});

const zoneDevice: panels.PanelDeviceDetails = {
  id: 511,
  serial: 'DC1-0001',
  name: 'Front door contact',
  type: 'door-contact',
  hardware: named(503, 'Door contact DC-1'),
  state: 'active',
  battery: 90,
  lastSeenAt: at,
  zone: 1,
  zoneName: 'Front door',
  alarmed: true,
  lastEvent: { kind: 'burglary', code: 'BA', restore: false, at },
  panel: { ...named(501, 'Villa panel'), serial: 'IP8-0001', armState: 'armed', link: 'online' },
  company: named(3, 'Demo Customer'),
  structure: null,
  lastValues: null,
  events: [
    { kind: 'burglary', code: 'BA', restore: false, at },
    { kind: 'burglary', code: 'BR', restore: true, at: '2026-11-19T03:00:00.000Z' },
  ],
};

describe('[DEFCON][DEVICES] devices of the panels', () => {
  test('the devices list is the kit’s for defcon: a panel leads to its panel page, a contact to its device page', async () => {
    signIn(operator());
    const { calls } = serve([
      [
        'GET',
        /^\/api\/defcon\/device$/,
        () =>
          paged([
            device({ id: 501, serial: 'IP8-0001', type: 'alarm-panel', name: 'Villa panel' }),
            device({}),
          ]),
      ],
    ]);
    renderApp('/defcon/device/list');
    const table = await screen.findByRole('table', {}, wait);
    expect(await within(table).findByRole('link', { name: 'IP8-0001' }, wait)).toHaveAttribute(
      'href',
      '/defcon/panels/details/501',
    );
    expect(within(table).getByRole('link', { name: 'DC1-0001' })).toHaveAttribute(
      'href',
      '/defcon/device/details/511',
    );
    expect(callsTo(calls, 'GET', '/api/defcon/device').length).toBeGreaterThan(0);
  });

  test('a zone device shows its panel, zone and latest events, restorals said', async () => {
    signIn(operator());
    serve([['GET', /^\/api\/defcon\/panel\/501\/details\/511$/, () => json(200, { data: zoneDevice })]]);
    renderApp('/defcon/device/panel/501/details/511');
    expect(await screen.findByRole('heading', { name: /Front door contact/ }, wait)).toBeVisible();
    expect(screen.getByText(/zone 1 \(Front door\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Villa panel' })).toHaveAttribute(
      'href',
      '/defcon/panels/details/501',
    );
    const events = screen.getByRole('table', { name: 'Latest events' });
    expect(within(events).getByText('burglary (restored)')).toBeVisible();
  });

  test('a device that is not on that panel (404) is not found, with a way back to the panel', async () => {
    signIn(operator());
    serve([]);
    renderApp('/defcon/device/panel/501/details/999');
    expect(
      await screen.findByRole('heading', { name: 'This device is not on that panel' }, wait),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the panel' })).toHaveAttribute(
      'href',
      '/defcon/panels/details/501',
    );
  });

  test('a Defcon permission group’s switches name Defcon’s own modules and actions (panels: panic, police…)', async () => {
    signIn(operator());
    const group = {
      id: 5,
      name: 'Night shift',
      description: '',
      company: named(30, 'Demo Guard'),
      users: [],
      resources: [],
      createdAt: at,
      updatedAt: at,
      permissions: { defcon_panels: ['view', 'panic'] },
    };
    serve([
      ['GET', /^\/api\/defcon\/permissions-group\/5$/, () => json(200, { data: group })],
      ['GET', /^\/api\/company\/\d+\/user$/, () => paged([])],
    ]);
    renderApp('/defcon/groups/edit-permission/5');
    expect(await screen.findByRole('switch', { name: 'Panels: Panic' }, wait)).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Panels: Arm and disarm' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Police stations: View' })).toBeVisible();
  });

  test('/defcon/groups opens the kit’s groups list for defcon', async () => {
    signIn(operator());
    const { calls } = serve([
      ['GET', /^\/api\/defcon\/notifications-group$/, () => paged([])],
      ['GET', /^\/api\/defcon\/permissions-group$/, () => paged([])],
    ]);
    const { router } = renderApp('/defcon/groups');
    await screen.findByRole('heading', { level: 1 }, wait);
    expect(router.state.location.pathname).toBe('/defcon/groups/list');
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path.startsWith('/api/defcon/') && call.path.includes('group'))).toBe(
        true,
      ),
    );
  });
});
