import { expect, test, vi } from 'vitest';
import type { DbOrTx } from '../../../kernel/db/client.ts';
import { Ingest } from '../ingest.ts';
import type { ReadingRow } from '../readings.store.ts';

const stores: { rows: ReadingRow[]; done: () => void }[] = [];
vi.mock('../readings.store.ts', () => ({
  storeReadings: (_db: unknown, rows: ReadingRow[]) =>
    new Promise<never[]>((resolve) => stores.push({ rows, done: () => resolve([]) })),
}));

vi.mock('../batch-rollups.ts', () => ({ foldRollups: async () => 0 }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const device = (id: number) => ({ id, companyId: 1, serial: `S-${id}`, blocked: false }) as never;

test('batches written side by side are handed to the listeners in the order they started', async () => {
  const ingest = new Ingest({} as DbOrTx, {
    TELEMETRY_FLUSH_MS: 60_000,
    TELEMETRY_BATCH_ROWS: 1,
    TELEMETRY_QUEUE_ROWS: 100,
    TELEMETRY_WRITE_BATCHES: 2,
    TELEMETRY_DEVICE_RATE_PER_SECOND: 100,
    TELEMETRY_DEVICE_BURST: 100,
  });
  const seen: number[] = [];
  ingest.onReadingsStored((rows) => {
    for (const row of rows) seen.push(row.deviceId);
  });
  const first = ingest.add(device(1), { ts: new Date(), values: { t: 1 } });
  const second = ingest.add(device(2), { ts: new Date(), values: { t: 2 } });
  await settle();
  expect(stores.map((s) => s.rows[0]?.deviceId)).toEqual([1, 2]);
  // The second batch commits first: its listeners (and its acknowledgement) wait for the first's.
  stores[1]?.done();
  await settle();
  expect(seen).toEqual([]);
  let secondSettled = false;
  void second.then(() => {
    secondSettled = true;
  });
  await settle();
  expect(secondSettled).toBe(false);
  stores[0]?.done();
  await Promise.all([first, second]);
  expect(seen).toEqual([1, 2]);
  await ingest.close();
});
