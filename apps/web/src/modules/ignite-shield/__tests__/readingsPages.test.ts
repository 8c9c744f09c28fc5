import { describe, expect, test } from 'vitest';
import { fetchReadingsPage } from '../../../kit/api/devices.ts';
import { json } from '../../../testing/fixtures.ts';
import { callsTo, query, serve, signIn } from './kit.ts';

const table = { limit: 10, sortBy: 'ts', sortType: 'desc' as const, total: true as const, filter: {} };

describe('[SWAM][DEVICES] a device readings pages', () => {
  test('the page after one fetched asks by its nextCursor (keyset); a page jumped to, by offset', async () => {
    signIn();
    const { calls } = serve([
      [
        'GET',
        /^\/api\/device\/7\/readings$/,
        (call) => {
          const offset = Number(query(call).get('offset') ?? 0);
          return json(200, {
            data: [],
            totalRecords: 100,
            nextCursor: `2026-11-01T00:00:0${offset / 10}.000Z_1`,
          });
        },
      ],
    ]);
    const fetchPage = fetchReadingsPage(7);
    await fetchPage({ ...table, offset: 0 });
    await fetchPage({ ...table, offset: 10 });
    await fetchPage({ ...table, offset: 50 });
    const sent = callsTo(calls, 'GET', '/api/device/7/readings').map((call) => query(call));
    expect(sent.map((q) => q.get('cursor'))).toEqual([null, '2026-11-01T00:00:00.000Z_1', null]);
    expect(sent[2]?.get('offset')).toBe('50');
  });
});
