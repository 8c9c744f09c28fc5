import type { sparking } from '@atrium/contracts';
import { inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type DemoKit, demoKit, type Who } from '../../../test/demo-kit.ts';
import { devices } from '../../devices/devices.schema.ts';
import { insertDemoDevices } from '../../devices/devices.seed.ts';

export const API = '/api/sparking/api';

export interface ParkingKit extends DemoKit {
  /** Device ids by serial: the demo sensors PS1-0001.., and the test's own (see `sensors`). */
  device: Record<string, number>;
  data<T>(res: LightMyRequestResponse): T;
  create(who: Who, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

/** A square of about 100 m in Dubai, and points inside it. */
export const SQUARE = [
  { lat: 25.1, lng: 55.2 },
  { lat: 25.1, lng: 55.201 },
  { lat: 25.101, lng: 55.201 },
  { lat: 25.101, lng: 55.2 },
];
export const inside = (i: number) => ({ lat: 25.1005, lng: 55.2001 + i * 0.0001 });

/**
 * The demo app with parking sensors of its own besides the demo ones: PS1-T001..PS1-T005 of the demo
 * Customer, PS1-S001 of the demo School, and an air sensor of the Customer that is no parking sensor.
 */
export async function parkingKit(env: Record<string, string> = {}): Promise<ParkingKit> {
  const kit = await demoKit(env);
  const { db } = kit.t.deps.database;
  const mine = [1, 2, 3, 4, 5].map((n) => ({
    serial: `PS1-T00${n}`,
    name: `Test sensor ${n}`,
    hardwareId: 1701,
    solutionId: 55,
    company: 'Demo Customer',
  }));
  await insertDemoDevices(db, [
    ...mine,
    { serial: 'PS1-S001', name: 'School sensor', hardwareId: 1701, solutionId: 55, company: 'Demo School' },
  ]);
  const serials = [...mine.map((m) => m.serial), 'PS1-S001', 'PS1-0001', 'AQ5-0001'];
  const rows = await db
    .select({ id: devices.id, serial: devices.serial })
    .from(devices)
    .where(inArray(devices.serial, serials));
  const data = <T>(res: LightMyRequestResponse) => (res.json() as { data: T }).data;
  return {
    ...kit,
    device: Object.fromEntries(rows.map((r) => [r.serial, r.id])),
    data,
    create: (who, body) => kit.call(who, 'POST', `${API}/locations`, body),
  };
}

export type { sparking };
