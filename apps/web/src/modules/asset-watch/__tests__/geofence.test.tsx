import type { assetwatch } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, paged, serve, signIn } from '../../companies/__tests__/kit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };
const at = '2026-11-26T06:00:00.000Z';

const lobby: assetwatch.IndoorZone = {
  id: 11,
  companyId: 3,
  name: 'Lobby',
  structure: { id: 101, name: 'Headquarters' },
  floor: { id: 201, name: 'Ground' },
  polygon: [
    { x: 0.1, y: 0.1 },
    { x: 0.3, y: 0.1 },
    { x: 0.3, y: 0.3 },
  ],
  beacon: 101,
  gatewayEui: null,
  forbidden: false,
  assets: 1,
  createdAt: at,
  updatedAt: at,
};

const settings = {
  companyId: 3,
  rules: {},
  notSeenMinutes: 60,
  lowBattery: 20,
  timeZone: 'Asia/Dubai',
  workDays: ['mon'],
  workFrom: '07:00',
  workTo: '19:00',
  lockRadiusMetres: 25,
  forbiddenGeofenceIds: [] as number[],
  updatedAt: null,
};

// happy-dom lays nothing out: the plan is 400 × 300 pixels at the page's origin.
const planBox = () =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 400,
    height: 300,
    right: 400,
    bottom: 300,
    x: 0,
    y: 0,
  } as DOMRect);

afterEach(() => vi.restoreAllMocks());

describe('[ASSET-WATCH][GEOFENCE]', () => {
  test("a zone's outline is drawn on the floor plan: too few points is shown on the field, three are saved", async () => {
    signIn();
    const { calls } = serve([
      ['GET', /^\/api\/asset-watch\/api\/zone$/, () => paged([lobby])],
      ['PATCH', /^\/api\/asset-watch\/api\/zone\/11$/, () => json(200, { data: lobby })],
      ['GET', /^\/api\/layout$/, () => paged([])],
      ['GET', /^\/api\/asset-watch\/api\/alarm-settings$/, () => json(200, { data: settings })],
      ['GET', /^\/api\/company\/3\/geofence$/, () => paged([])],
    ]);
    const { user } = renderApp('/asset-watch/geofence');
    await user.click(await screen.findByRole('button', { name: /Edit Lobby/ }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByTestId('zone-outline-points')).toHaveTextContent('3 points');
    planBox();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    const plan = within(dialog).getByTestId('plan-drawing');
    fireEvent.click(plan, { clientX: 100, clientY: 75 });
    fireEvent.click(plan, { clientX: 300, clientY: 75 });
    expect(within(dialog).getByTestId('zone-outline-points')).toHaveTextContent('2 points');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A Zone Needs at Least 3 Points', {}, wait)).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/asset-watch/api/zone/11')).toHaveLength(0);
    fireEvent.click(plan, { clientX: 300, clientY: 225 });
    expect(within(dialog).queryByText('A Zone Needs at Least 3 Points')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(callsTo(calls, 'PATCH', '/api/asset-watch/api/zone/11')).toHaveLength(1),
      wait,
    );
    const [saved] = callsTo(calls, 'PATCH', '/api/asset-watch/api/zone/11');
    expect((saved?.body as { polygon?: unknown } | undefined)?.polygon).toEqual([
      { x: 0.25, y: 0.25 },
      { x: 0.75, y: 0.25 },
      { x: 0.75, y: 0.75 },
    ]);
  });

  test("a geofence is marked forbidden for assets; the server's 418 shows on the field", async () => {
    signIn();
    let reply = json(418, [{ param: 'forbiddenGeofenceIds', msg: 'Every geofence must be of this company' }]);
    const { calls } = serve([
      ['GET', /^\/api\/asset-watch\/api\/zone$/, () => paged([])],
      ['GET', /^\/api\/asset-watch\/api\/alarm-settings$/, () => json(200, { data: settings })],
      ['PUT', /^\/api\/asset-watch\/api\/alarm-settings$/, () => reply],
      [
        'GET',
        /^\/api\/company\/3\/geofence$/,
        () =>
          paged([
            {
              id: 5,
              companyId: 3,
              name: 'Port yard',
              description: '',
              color: '#1971c2',
              shape: { type: 'circle', center: { lat: 25.2, lng: 55.3 }, radius: 200 },
              bbox: { north: 25.21, south: 25.19, east: 55.31, west: 55.29 },
              groupIds: [],
              createdAt: at,
              updatedAt: at,
            },
          ]),
      ],
    ]);
    const { user } = renderApp('/asset-watch/geofence');
    const [field] = await screen.findAllByLabelText('Geofences assets must not enter', {}, wait);
    if (!field) throw new Error('no forbidden geofences field');
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Port yard' }, wait));
    await user.click(screen.getByRole('button', { name: 'Save forbidden geofences' }));
    expect(await screen.findByText('Every geofence must be of this company', {}, wait)).toBeInTheDocument();
    reply = json(200, { data: { ...settings, forbiddenGeofenceIds: [5] } });
    await user.click(screen.getByRole('button', { name: 'Save forbidden geofences' }));
    expect(await screen.findByText('Forbidden geofences saved', {}, wait)).toBeInTheDocument();
    const puts = callsTo(calls, 'PUT', '/api/asset-watch/api/alarm-settings');
    expect(puts.at(-1)?.body).toEqual({ forbiddenGeofenceIds: [5] });
  });
});
