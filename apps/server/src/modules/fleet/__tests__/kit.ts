import { sql } from 'drizzle-orm';
import { jsonRows, rowsOf } from '../../../kernel/db/sql.ts';
import { type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { insertDemoDevices } from '../../devices/devices.seed.ts';

export interface FleetKit extends DemoKit {
  /** A fleet tracker (hardware 601) of the demo company named, by serial: its device id. */
  tracker(serial: string, company?: string): Promise<number>;
  /** Positions stored directly (device, minutes ago, lat, lon, speed, ignition). */
  positions(
    rows: {
      deviceId: number;
      companyId: number;
      at: Date;
      lat: number;
      lon: number;
      speedKmh?: number;
      ignition?: boolean;
      alarm?: string;
    }[],
  ): Promise<void>;
}

/** The app with demo data and every demo owner signed in, and a way to fit trackers. */
export async function fleetKit(env: Record<string, string> = {}): Promise<FleetKit> {
  const kit = await demoKit(env);
  const { db } = kit.t.deps.database;
  return {
    ...kit,
    async tracker(serial, company = 'Demo Customer') {
      await insertDemoDevices(db, [
        { serial, name: `${serial} tracker`, hardwareId: 601, solutionId: 80, company },
      ]);
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`select id from devices where serial = ${serial}`),
      );
      if (!row) throw new Error(`no tracker ${serial} (is ${company} seeded?)`);
      return row.id;
    },
    async positions(rows) {
      await db.execute(sql`
        insert into fleet_positions (device_id, ts, company_id, lat, lon, speed_kmh, ignition, attributes)
        select x.d, to_timestamp(x.t / 1000.0), x.c, x.la, x.lo, x.s, x.i, x.a
        from json_to_recordset(${jsonRows(
          rows.map((r) => ({
            d: r.deviceId,
            c: r.companyId,
            t: r.at.getTime(),
            la: r.lat,
            lo: r.lon,
            s: r.speedKmh ?? null,
            i: r.ignition ?? null,
            a: r.alarm ? { alarm: r.alarm } : null,
          })),
        )}) as x(d int, c int, t float8, la float8, lo float8, s real, i boolean, a jsonb)`);
    },
  };
}
