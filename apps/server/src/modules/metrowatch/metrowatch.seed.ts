import { type alarms, devices as contract } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { type MetrowatchDemo, metrowatchBehaviour } from '../../simulator/metrowatch.ts';
import { signalState } from '../../simulator/signals.ts';
import { alarmTemplates } from '../alarms/alarms.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { insertDemoDevices } from '../devices/devices.seed.ts';
import { readings } from '../telemetry/telemetry.schema.ts';

const C = 'Demo Customer';
const HQ = 'Headquarters';
const WAREHOUSE = 'Jebel Ali warehouse';

/** Metro Watch's demo devices (the lock at the reception is seeded with the registry's demo devices). */
export const METROWATCH_DEMO_DEVICES: readonly MetrowatchDemo[] = [
  lock('DL1-0002', 'Server room door', [HQ, 'Ground', 'Server room']),
  lock('DL1-0003', 'Meeting room A door', [HQ, 'First', 'Meeting room A']),
  lock('DL1-0004', 'Bay 1 door', [WAREHOUSE, 'Ground', 'Bay 1']),
  { ...lock('DL1-0005', 'Annex workshop door', ['Annex', 'Ground', 'Workshop']), sleeps: true },
  coldRoom('SFB-0001', 'Bay 1 cold room', [WAREHOUSE, 'Ground', 'Bay 1']),
  coldRoom('SFB-0002', 'Bay 2 cold room', [WAREHOUSE, 'Ground', 'Bay 2']),
  tracker('MCS-0001', 'Reefer truck 1', 403, 31, 'reefer'),
  {
    ...tracker('AT1-0001', 'Forklift 3', 404, 32, 'yard'),
    fence: { center: [25.0118, 55.1336], radiusKm: 0.3 },
  },
  tracker('AT1-0002', 'Generator trailer', 404, 32, 'parked'),
  tracker('TLF-0001', 'Delivery van 1', 405, 33, 'szr'),
  tracker('TSF-0001', 'Delivery van 2', 406, 33, 'dip'),
  tracker('ET1-0001', 'Service truck', 407, 33, 'deira'),
  {
    ...tracker('TLP-0001', 'Guard Ahmed', 408, 34, 'patrol'),
    fence: { center: [25.2048, 55.2708], radiusKm: 0.5 },
  },
  {
    ...tracker('PT1-0001', 'Technician Sara', 409, 34, 'marina'),
    fence: { center: [25.0805, 55.1405], radiusKm: 0.6 },
  },
  { ...tracker('PT2-0001', 'Courier Omar', 410, 34, 'deira'), offsetKm: 6 },
];

function lock(serial: string, name: string, place: MetrowatchDemo['place']): MetrowatchDemo {
  return { serial, name, hardwareId: 401, solutionId: 30, company: C, place };
}
function coldRoom(serial: string, name: string, place: MetrowatchDemo['place']): MetrowatchDemo {
  return { serial, name, hardwareId: 402, solutionId: 31, company: C, place };
}
function tracker(
  serial: string,
  name: string,
  hardwareId: number,
  solutionId: number,
  route: MetrowatchDemo['route'],
): MetrowatchDemo {
  // On the road, not in a structure: their tokens run since they were put in service.
  return { serial, name, hardwareId, solutionId, company: C, route, tokenMonthsAgo: 2 };
}

/**
 * The demo Customer's Metro Watch template: what its locks, cold rooms and trackers report (the simulator
 * sends each now and then). "Door left open" holds for 60 s: a door opened and closed within a minute
 * raises nothing.
 */
export const METROWATCH_ALARM_RULES: readonly alarms.Rule[] = [
  { id: 'mw-tamper', kind: 'above', key: 'tamper', value: 0, severity: 'critical' },
  { id: 'mw-forced', kind: 'above', key: 'forced', value: 0, severity: 'critical' },
  { id: 'mw-door-open', kind: 'above', key: 'door', value: 0, forSeconds: 60, severity: 'warning' },
  { id: 'mw-battery', kind: 'battery-low', severity: 'warning' },
  { id: 'mw-temperature', kind: 'range', key: 'temperature', min: 2, max: 8, severity: 'major' },
  { id: 'mw-sos', kind: 'above', key: 'sos', value: 0, severity: 'critical' },
  { id: 'mw-geofence', kind: 'above', key: 'geofenceExit', value: 0, severity: 'major' },
];

/** The last three hours, a reading every five minutes: tracks on the map and door events on a fresh start. */
const HISTORY_MS = 3 * 3_600_000;
const STEP_MS = 5 * 60_000;

/** The demo devices of Metro Watch with a little history each (development and demo installs only). */
export async function seedMetrowatch({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const companyIds = await insertDemoDevices(db, METROWATCH_DEMO_DEVICES);
  const customerId = companyIds.get(C);
  if (customerId !== undefined) {
    await db.insert(alarmTemplates).values({
      companyId: customerId,
      app: 'metrowatch',
      name: 'Demo doors, cold rooms and trackers',
      description:
        'Lock tampering, forced doors, doors left open a minute, low batteries, cold rooms out of 2-8 °C, SOS, geofence exits.',
      rules: [...METROWATCH_ALARM_RULES],
    });
  }
  const registered = await db
    .select({ id: devices.id, serial: devices.serial, hardwareId: devices.hardwareId })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(eq(hardware.app, 'metrowatch'));
  const demos = new Map(METROWATCH_DEMO_DEVICES.map((d) => [d.serial, d]));
  const end = Date.now() - STEP_MS;
  const rows: (typeof readings.$inferInsert)[] = [];
  for (const [index, device] of registered.entries()) {
    const demo = demos.get(device.serial) ?? {
      serial: device.serial,
      name: '',
      hardwareId: device.hardwareId,
      solutionId: contract.hardwareById(device.hardwareId)?.solutionIds[0] ?? 30,
      company: C,
    };
    const behaviour = metrowatchBehaviour(demo, signalState(1000 + index));
    if (!behaviour) continue;
    const last: Record<string, number> = {};
    for (let at = end - HISTORY_MS; at <= end; at += STEP_MS) {
      const ts = new Date(at);
      const values = behaviour.values(ts);
      Object.assign(last, values);
      rows.push({ deviceId: device.id, ts, receivedAt: ts, values });
    }
    await db
      .update(devices)
      .set({ lastSeenAt: new Date(end), lastValues: last, battery: last.battery ?? null })
      .where(eq(devices.id, device.id));
  }
  await db.insert(readings).values(rows);
}
