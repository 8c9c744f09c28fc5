import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { jsonRows, rowsOf } from '../../kernel/db/sql.ts';

/** Where a fix came from: the OsmAnd receiver, or MQTT telemetry already stored as a reading. */
export type PositionSource = 'osmand' | 'mqtt';

/** A fix on its way to the database. */
export interface PositionInput {
  deviceId: number;
  ts: Date;
  lat: number;
  lon: number;
  speedKmh: number | null;
  heading: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
  ignition: boolean | null;
  odometerKm: number | null;
  attributes: Record<string, string | number | boolean> | null;
  source: PositionSource;
}

/** A stored position as the `onPositionsStored` hook hands it on (FLEET.md shared interface). */
export interface PositionRow {
  deviceId: number;
  companyId: number;
  vehicleId: number | null;
  ts: Date;
  lat: number;
  lon: number;
  speedKmh: number | null;
  heading: number | null;
  ignition: boolean | null;
  battery: number | null;
}

interface Stored {
  device_id: number;
  company_id: number;
  vehicle_id: number | null;
  t: number;
  lat: number;
  lon: number;
  speed_kmh: number | null;
  heading: number | null;
  ignition: boolean | null;
  battery: number | null;
  newest: boolean;
}

/** The last values a tracker's device row shows (the kit's device list and history read them). */
function lastValues(p: PositionInput) {
  const values: Record<string, number> = { latitude: p.lat, longitude: p.lon };
  if (p.speedKmh !== null) values.speed = p.speedKmh;
  if (p.heading !== null) values.heading = p.heading;
  if (p.battery !== null) values.battery = p.battery;
  if (p.ignition !== null) values.ignition = p.ignition ? 1 : 0;
  if (p.odometerKm !== null) values.odometer = p.odometerKm;
  return values;
}

/**
 * One batch in one transaction, one INSERT from one JSON parameter (as readings.store.ts). The primary key
 * (device, ts) stores a replayed fix once (ON CONFLICT DO NOTHING); a fix older than its device's newest
 * stored position (a tracker emptying its buffer, a batch out of order) is stored in its place in time but
 * is not `newest`: the hook hands on only fixes that move each device forward in time. Devices blocked
 * meanwhile lose their fixes. Fixes from OsmAnd also bring the device's last seen and last values up to date
 * (MQTT fixes did so as readings).
 */
export async function storePositions(db: DbOrTx, rows: readonly PositionInput[]): Promise<PositionRow[]> {
  const payload = jsonRows(
    rows.map((p) => ({
      d: p.deviceId,
      t: p.ts.getTime(),
      la: p.lat,
      lo: p.lon,
      s: p.speedKmh,
      h: p.heading,
      al: p.altitude,
      ac: p.accuracy,
      b: p.battery,
      i: p.ignition,
      o: p.odometerKm,
      a: p.attributes,
    })),
  );
  const seen = latestOsmandPerDevice(rows);
  return db.transaction(async (tx) => {
    const stored = rowsOf<Stored>(
      await tx.execute(sql`
        with x as (
          select * from json_to_recordset(${payload}) as x(
            d int, t float8, la float8, lo float8, s real, h real, al real, ac real, b real, i boolean, o float8, a jsonb)
        ),
        before as (
          select ids.d, (select max(p.ts) from fleet_positions p where p.device_id = ids.d) as last
          from (select distinct d from x) ids
        ),
        inserted as (
          insert into fleet_positions
            (device_id, ts, company_id, lat, lon, speed_kmh, heading, altitude, accuracy, battery, ignition, odometer_km, attributes)
          select x.d, to_timestamp(x.t / 1000.0), devices.company_id, x.la, x.lo, x.s, x.h, x.al, x.ac, x.b, x.i, x.o, x.a
          from x join devices on devices.id = x.d and devices.state = 'active'
          on conflict (device_id, ts) do nothing
          returning device_id, ts, company_id, lat, lon, speed_kmh, heading, ignition, battery
        )
        select inserted.device_id, inserted.company_id, v.id as vehicle_id,
          extract(epoch from inserted.ts) * 1000 as t, inserted.lat, inserted.lon, inserted.speed_kmh,
          inserted.heading, inserted.ignition, inserted.battery,
          (before.last is null or inserted.ts > before.last) as newest
        from inserted
        join before on before.d = inserted.device_id
        left join fleet_vehicles v on v.device_id = inserted.device_id
        order by inserted.device_id, inserted.ts`),
    );
    if (seen.length > 0) {
      const latest = jsonRows(seen);
      // Batches are written side by side: each locks its devices in id order, so two never deadlock.
      await tx.execute(sql`
        select 1 from devices where id in (select x.d from json_to_recordset(${latest}) as x(d int))
        order by id for no key update`);
      await tx.execute(sql`
        update devices set
          last_seen_at = x.t,
          last_values = coalesce(devices.last_values, '{}'::jsonb) || x.v,
          battery = coalesce((x.v ->> 'battery')::float8, devices.battery)
        from json_to_recordset(${latest}) as x(d int, t timestamptz, v jsonb)
        where devices.id = x.d and devices.state = 'active'
          and (devices.last_seen_at is null or devices.last_seen_at <= x.t)`);
    }
    return stored
      .filter((r) => r.newest)
      .map((r) => ({
        deviceId: r.device_id,
        companyId: r.company_id,
        vehicleId: r.vehicle_id,
        ts: new Date(Number(r.t)),
        lat: r.lat,
        lon: r.lon,
        speedKmh: r.speed_kmh,
        heading: r.heading,
        ignition: r.ignition,
        battery: r.battery,
      }));
  });
}

function latestOsmandPerDevice(rows: readonly PositionInput[]) {
  const latest = new Map<number, PositionInput>();
  for (const row of rows) {
    if (row.source !== 'osmand') continue;
    const seen = latest.get(row.deviceId);
    if (!seen || seen.ts <= row.ts) latest.set(row.deviceId, row);
  }
  return [...latest.values()].map((p) => ({ d: p.deviceId, t: p.ts.toISOString(), v: lastValues(p) }));
}
