import { describe, expect, test, vi } from 'vitest';
import { entryTarget, FB_MARKET_PATH, PROBE_QUERY } from '../entry.ts';
import { FB_PATHS } from '../paths.ts';

describe('[FACILITY-BOOKING][ENTRY]', () => {
  test('A39 a company with a reservation opens on the dashboard', async () => {
    expect(await entryTarget(async () => ({ data: [{ id: 1 }] }))).toBe(FB_PATHS.dashboard);
  });

  test('A39 a company without reservations opens on the app’s market page', async () => {
    expect(await entryTarget(async () => ({ data: [] }))).toBe('/core/market/main/facility-booking');
    expect(FB_MARKET_PATH).toBe('/core/market/main/facility-booking');
  });

  test('A39 a refused or failed probe leads to the market page, never an error', async () => {
    const probe = vi.fn(async () => {
      throw new Error('403');
    });
    expect(await entryTarget(probe)).toBe(FB_MARKET_PATH);
  });

  test('R209 the probe asks for one reservation', () => {
    expect(PROBE_QUERY.limit).toBe('1');
  });
});
