import { eq } from 'drizzle-orm';
import type { DemoKit } from '../../../test/demo-kit.ts';
import { DEMO_DEVICE_PASSWORD } from '../../devices/devices.seed.ts';
import { assets } from '../../places/places.schema.ts';
import { awZones } from '../asset-watch.schema.ts';

export const API = '/api/asset-watch/api';

/** A demo asset's id by name. */
export async function assetId(k: DemoKit, name: string) {
  const [row] = await k.t.deps.database.db
    .select({ id: assets.id })
    .from(assets)
    .where(eq(assets.name, name));
  if (!row) throw new Error(`no demo asset ${name}`);
  return row.id;
}

/** A demo zone's id by name. */
export async function zoneId(k: DemoKit, name: string) {
  const [row] = await k.t.deps.database.db
    .select({ id: awZones.id })
    .from(awZones)
    .where(eq(awZones.name, name));
  if (!row) throw new Error(`no demo zone ${name}`);
  return row.id;
}

/** One reading posted as the tag (POST /api/telemetry, device basic auth). */
export async function postReading(k: DemoKit, serial: string, values: Record<string, number>) {
  const res = await k.t.app.inject({
    method: 'POST',
    url: '/api/telemetry',
    headers: {
      authorization: `Basic ${Buffer.from(`${serial}:${DEMO_DEVICE_PASSWORD}`).toString('base64')}`,
    },
    body: { values },
  });
  if (res.statusCode !== 200) throw new Error(`reading of ${serial}: ${res.statusCode} ${res.body}`);
}
