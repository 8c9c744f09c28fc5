import { describe, expect, test } from 'vitest';
import { json } from '../../../testing/fixtures.ts';
import { callsTo, paged, query, serve, signIn } from '../../companies/__tests__/kit.ts';
import { entryTarget, FB_MARKET_PATH, facilityBookingEntryLoader } from '../entry.ts';
import { FB_PATHS } from '../paths.ts';

const PROBE = /^\/api\/facmgmt\/api\/reservation$/;

/** Opens `/facility-booking` as the router would: where the entry's loader sends the user. */
async function landing() {
  const response = (await facilityBookingEntryLoader()) as Response;
  return response.headers.get('Location');
}

describe('[FACILITY-BOOKING][ENTRY]', () => {
  test('A39 R209 a company with a reservation opens on the dashboard, probed with limit=1', async () => {
    signIn();
    const { calls } = serve([['GET', PROBE, () => paged([{ id: 1 }])]]);
    expect(await landing()).toBe(FB_PATHS.dashboard);
    const probes = callsTo(calls, 'GET', '/api/facmgmt/api/reservation');
    expect(probes).toHaveLength(1);
    expect(query(probes[0]).get('limit')).toBe('1');
  });

  test('A39 a company without reservations opens on the app’s market page', async () => {
    signIn();
    serve([['GET', PROBE, () => paged([])]]);
    expect(await landing()).toBe('/core/market/main/facility-booking');
  });

  test('A39 a refused probe (no permission) leads to the market page too, never an error', async () => {
    signIn();
    serve([['GET', PROBE, () => json(403, { msg: 'Forbidden', code: 'FORBIDDEN' })]]);
    expect(await landing()).toBe(FB_MARKET_PATH);
  });

  test('a failed probe never throws', async () => {
    await expect(
      entryTarget(async () => {
        throw new Error('offline');
      }),
    ).resolves.toBe(FB_MARKET_PATH);
  });
});
