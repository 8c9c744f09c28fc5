import type { assetwatch } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, paged, serve, signIn } from '../../companies/__tests__/kit.ts';

vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };
const at = '2026-11-26T06:00:00.000Z';

const zone = (id: number, name: string, forbidden = false): assetwatch.IndoorZone => ({
  id,
  companyId: 3,
  name,
  structure: { id: 101, name: 'Headquarters' },
  floor: { id: 201, name: 'Ground' },
  polygon: [
    { x: 0.1, y: 0.1 },
    { x: 0.3, y: 0.1 },
    { x: 0.3, y: 0.3 },
  ],
  beacon: id,
  gatewayEui: null,
  forbidden,
  assets: 1,
  createdAt: at,
  updatedAt: at,
});

const asset = (over: Partial<assetwatch.AwAsset> = {}): assetwatch.AwAsset => ({
  id: 7,
  companyId: 3,
  name: 'Wheelchair W-01',
  description: '',
  serial: 'WC-0001',
  type: { id: 1, name: 'Wheelchair' },
  group: null,
  device: { id: 40, serial: 'AWT-0001', name: 'Wheelchair tag', hardwareId: 1201 },
  homeZone: { id: 11, name: 'Lobby' },
  geofence: null,
  state: 'indoor',
  position: {
    at,
    zone: { id: 12, name: 'Reception', floorId: 201, structureId: 101, forbidden: false },
    lat: null,
    lng: null,
  },
  battery: 90,
  locked: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});

describe('[ASSET-WATCH][DETAILS]', () => {
  test('an indoor asset shows its zone highlighted on the floor plan, and locks', async () => {
    signIn();
    const locked = asset({ locked: { at, by: { id: 10, name: 'Customer Owner' } } });
    let current = asset();
    const { calls } = serve([
      ['GET', /^\/api\/asset-watch\/api\/asset\/7$/, () => json(200, { data: current })],
      [
        'GET',
        /^\/api\/asset-watch\/api\/zone$/,
        () => paged([zone(11, 'Lobby'), zone(12, 'Reception'), zone(13, 'Server room', true)]),
      ],
      ['GET', /^\/api\/layout$/, () => paged([])],
      [
        'POST',
        /^\/api\/asset-watch\/api\/asset\/7\/lock$/,
        () => {
          current = locked;
          return json(200, { data: locked });
        },
      ],
    ]);
    const { user } = renderApp('/asset-watch/assets-management/asset-details/7');
    expect(await screen.findByTestId('highlighted-zone', {}, wait)).toHaveTextContent('Reception');
    expect(screen.getByTestId('asset-place')).toHaveTextContent('Reception');
    const legend = screen.getByRole('list', { name: 'Indoor zones' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Lobby', 'Reception (1)', 'Server room']);
    await user.click(screen.getByRole('button', { name: 'Lock' }));
    await waitFor(
      () => expect(callsTo(calls, 'POST', '/api/asset-watch/api/asset/7/lock')).toHaveLength(1),
      wait,
    );
    expect(await screen.findByText(/Locked by Customer Owner/, {}, wait)).toBeVisible();
  });

  test('another company’s asset (404) says so with a way back', async () => {
    signIn();
    serve([
      [
        'GET',
        /^\/api\/asset-watch\/api\/asset\/8$/,
        () => json(404, { msg: 'Asset not found', code: 'NOT_FOUND' }),
      ],
    ]);
    renderApp('/asset-watch/assets-management/asset-details/8');
    expect(await screen.findByText('No such asset', {}, wait)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the assets' })).toBeVisible();
  });
});
