import type { devices } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { z } from 'zod';
import { json } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/renderApp.tsx';
import { callsTo, owner, query, serve, signIn } from './devicesKit.ts';

vi.setConfig({ testTimeout: 60_000 });

const WAIT = { timeout: 15_000 };

type InventoryRow = z.infer<typeof devices.inventoryRow>;

const row = (over: Partial<InventoryRow>): InventoryRow => ({
  hardwareId: 401,
  hardwareName: 'Door lock DL-1',
  type: 'device-lock',
  total: 5,
  installed: 4,
  notInstalled: 1,
  withActiveToken: 4,
  ...over,
});

describe('[METROWATCH] devices inventory', () => {
  test('the page asks the server for the Metro Watch hardware only and shows every row it answers', async () => {
    signIn(owner);
    const { calls } = serve([
      [
        'GET',
        /^\/api\/device\/inventory$/,
        () =>
          json(200, {
            data: [
              row({}),
              // Whatever the server answers for the app is shown: the page filters nothing itself.
              row({ hardwareId: 999, hardwareName: 'Counted by the server', type: 'sensor', total: 2 }),
            ],
          }),
      ],
    ]);
    renderApp('/metro-watch/devices/inventory');
    const table = await screen.findByRole('table', {}, WAIT);
    expect(within(table).getByText('Door lock DL-1')).toBeVisible();
    expect(within(table).getByText('Counted by the server')).toBeVisible();
    const [call] = callsTo(calls, 'GET', '/api/device/inventory');
    expect(query(call).get('app')).toBe('metrowatch');
  });
});
