import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { jsonRows } from '../../kernel/db/sql.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { demoDeviceIds, insertDemoDevices } from '../devices/devices.seed.ts';
import { DUBAI_ROUTES, pointAlong } from './demo-routes.ts';
import { seedFleetDriverUser } from './driver-user.seed.ts';
import { fleetDrivers, fleetVehicleGroups, fleetVehicles } from './fleet.schema.ts';

/** The demo Customer's fleet (issue 19): trackers, groups, drivers, vehicles and a day of their history. */

const COMPANY = 'Demo Customer';
const HARDWARE = 601;
const SOLUTION = 80;

export const FLEET_DEMO_GROUPS = [
  { name: 'Delivery vans', description: 'Last-mile deliveries across Dubai' },
  { name: 'Service crews', description: 'Maintenance teams on call' },
  { name: 'Executive cars', description: 'Management and guest transport' },
] as const;

export const FLEET_DEMO_DRIVERS = [
  { name: 'Ahmed Al Mansoori', phone: '+971501234501', licence: 'DXB-1045872', expiry: '2028-03-14' },
  { name: 'Rashid Khan', phone: '+971501234502', licence: 'DXB-2209314', expiry: '2027-11-02' },
  { name: 'Joseph Mathew', phone: '+971501234503', licence: 'DXB-3318270', expiry: '2026-08-21' },
  { name: 'Omar Haddad', phone: '+971501234504', licence: 'DXB-4470158', expiry: '2029-01-30' },
  { name: 'Sanjay Pillai', phone: '+971501234505', licence: 'DXB-5512693', expiry: '2027-05-17' },
  { name: 'Fatima Al Suwaidi', phone: '+971501234506', licence: 'DXB-6603841', expiry: '2028-09-09' },
  { name: 'Imran Qureshi', phone: '+971501234507', licence: 'DXB-7751026', expiry: '2026-12-31' },
  { name: 'Mohammed Saleh', phone: '+971501234508', licence: 'DXB-8820475', expiry: '2027-07-04' },
  { name: 'Arjun Nair', phone: '+971501234509', licence: 'DXB-9934562', expiry: '2028-02-11' },
  { name: 'Khalid Al Falasi', phone: '+971501234510', licence: 'DXB-1187340', expiry: '2029-06-23' },
  { name: 'Peter Mwangi', phone: '+971501234511', licence: 'DXB-1296583', expiry: '2025-10-15' },
  { name: 'Yousef Darwish', phone: '+971501234512', licence: 'DXB-1305917', expiry: '2027-03-28' },
  { name: 'Bilal Ahmed', phone: '+971501234513', licence: 'DXB-1418264', expiry: '2028-12-05' },
] as const;

interface DemoVehicle {
  name: string;
  plate: string;
  make: string;
  model: string;
  group: number | null;
  /** Index in FLEET_DEMO_DRIVERS. */
  driver: number | null;
  route: keyof typeof DUBAI_ROUTES;
  /** No tracker fitted. */
  untracked?: boolean;
  suspended?: boolean;
}

export const FLEET_DEMO_VEHICLES: readonly DemoVehicle[] = [
  {
    name: 'Van 01',
    plate: 'A 21457',
    make: 'Toyota',
    model: 'Hiace',
    group: 0,
    driver: 0,
    route: 'sheikhZayed',
  },
  {
    name: 'Van 02',
    plate: 'B 38211',
    make: 'Toyota',
    model: 'Hiace',
    group: 0,
    driver: 1,
    route: 'jumeirah',
  },
  { name: 'Van 03', plate: 'C 40972', make: 'Nissan', model: 'Urvan', group: 0, driver: 2, route: 'alKhail' },
  { name: 'Van 04', plate: 'D 11836', make: 'Ford', model: 'Transit', group: 0, driver: 3, route: 'airport' },
  { name: 'Van 05', plate: 'E 52719', make: 'Hyundai', model: 'H1', group: 0, driver: 4, route: 'ittihad' },
  {
    name: 'Truck 01',
    plate: 'F 60348',
    make: 'Mitsubishi',
    model: 'Canter',
    group: 0,
    driver: 5,
    route: 'awir',
  },
  { name: 'Crew 01', plate: 'G 73105', make: 'Isuzu', model: 'D-Max', group: 1, driver: 6, route: 'alKhail' },
  {
    name: 'Crew 02',
    plate: 'H 84620',
    make: 'Toyota',
    model: 'Hilux',
    group: 1,
    driver: 7,
    route: 'sheikhZayed',
  },
  { name: 'Crew 03', plate: 'I 95031', make: 'Nissan', model: 'Navara', group: 1, driver: 8, route: 'awir' },
  {
    name: 'Crew 04',
    plate: 'J 16274',
    make: 'Mitsubishi',
    model: 'L200',
    group: 1,
    driver: 9,
    route: 'airport',
  },
  {
    name: 'Exec 01',
    plate: 'K 27583',
    make: 'Toyota',
    model: 'Land Cruiser',
    group: 2,
    driver: 10,
    route: 'jumeirah',
  },
  {
    name: 'Exec 02',
    plate: 'L 38694',
    make: 'Lexus',
    model: 'ES 350',
    group: 2,
    driver: 11,
    route: 'sheikhZayed',
  },
  {
    name: 'Exec 03',
    plate: 'M 49705',
    make: 'Toyota',
    model: 'Camry',
    group: 2,
    driver: 12,
    route: 'ittihad',
    suspended: true,
  },
  {
    name: 'Spare 01',
    plate: 'N 50816',
    make: 'Toyota',
    model: 'Hiace',
    group: null,
    driver: null,
    route: 'airport',
    untracked: true,
  },
];

/** The tracker serial of demo vehicle `i` (FT5: the FT-5 unit of hardware 601). */
export const trackerSerial = (i: number) => `FT5-${String(i + 1).padStart(4, '0')}`;

/** The demo vehicles with a tracker, with their serial and route: what the simulator drives. */
export const FLEET_DEMO_TRACKERS = FLEET_DEMO_VEHICLES.flatMap((v, i) =>
  v.untracked ? [] : [{ serial: trackerSerial(i), name: v.name, route: v.route, index: i }],
);

/** A small deterministic generator, so every seed draws the same day. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

type HistoryRow = {
  d: number;
  c: number;
  t: number;
  la: number;
  lo: number;
  s: number;
  h: number;
  i: boolean;
  b: number;
  o: number;
};

/**
 * One vehicle's last 24 hours: parked (ignition off, a fix every 10 minutes) between three trips along its
 * route (a fix every 30 s at 35-85 km/h, with idling at the start and a traffic stop now and then), ending a
 * few minutes ago. The odometer counts what it drove.
 */
export function demoHistory(index: number, deviceId: number, companyId: number, now: Date): HistoryRow[] {
  const vehicle = FLEET_DEMO_VEHICLES[index] as DemoVehicle;
  const route = DUBAI_ROUTES[vehicle.route] ?? [];
  const rand = random(index + 1);
  const rows: HistoryRow[] = [];
  const start = now.getTime() - 24 * 3_600_000;
  const end = now.getTime() - 5 * 60_000;
  let km = rand() * 10;
  let odometer = 20_000 + index * 3_517;
  let battery = 100;
  const trips = [2, 8, 14].map((h) => start + (h + rand() * 2) * 3_600_000);
  const push = (t: number, speed: number, ignition: boolean) => {
    const at = pointAlong(route, km);
    rows.push({
      d: deviceId,
      c: companyId,
      t,
      la: round6(at.lat),
      lo: round6(at.lon),
      s: speed,
      h: at.heading,
      i: ignition,
      b: Math.round(battery),
      o: Math.round(odometer * 10) / 10,
    });
  };
  let t = start;
  for (const tripStart of trips) {
    for (; t < tripStart; t += 10 * 60_000) push(t, 0, false);
    t = tripStart;
    for (let k = 0; k < 6; k++, t += 30_000) push(t, 0, true);
    const minutes = 35 + rand() * 40;
    const tripEnd = tripStart + minutes * 60_000;
    for (; t < tripEnd && t < end; t += 30_000) {
      const stopped = rand() < 0.06;
      const speed = stopped ? 0 : Math.round(35 + rand() * 50);
      const step = (speed * 30) / 3600;
      km += step;
      odometer += step;
      battery = Math.max(20, battery - 0.01);
      push(t, speed, true);
    }
  }
  for (; t <= end; t += 10 * 60_000) push(t, 0, false);
  return rows;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

async function insertHistory(db: DbOrTx, rows: HistoryRow[]) {
  for (let i = 0; i < rows.length; i += 5000) {
    await db.execute(sql`
      insert into fleet_positions (device_id, ts, company_id, lat, lon, speed_kmh, heading, ignition, battery, odometer_km)
      select x.d, to_timestamp(x.t / 1000.0), x.c, x.la, x.lo, x.s, x.h, x.i, x.b, x.o
      from json_to_recordset(${jsonRows(rows.slice(i, i + 5000))}) as x(d int, c int, t float8, la float8, lo float8, s real, h real, i boolean, b real, o float8)
      on conflict do nothing`);
  }
}

export async function seedFleet({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, COMPANY));
  if (!company) return;
  const companyId = company.id;
  await insertDemoDevices(
    db,
    FLEET_DEMO_TRACKERS.map((t) => ({
      serial: t.serial,
      name: `${t.name} tracker`,
      hardwareId: HARDWARE,
      solutionId: SOLUTION,
      company: COMPANY,
      // On the road, never installed in a structure: their tokens run since they were fitted.
      tokenMonthsAgo: 2,
    })),
  );
  const trackers = await demoDeviceIds(
    db,
    FLEET_DEMO_TRACKERS.map((t) => t.serial),
  );
  const groups = await db
    .insert(fleetVehicleGroups)
    .values(FLEET_DEMO_GROUPS.map((g) => ({ companyId, ...g })))
    .returning({ id: fleetVehicleGroups.id });
  const drivers = await db
    .insert(fleetDrivers)
    .values(
      FLEET_DEMO_DRIVERS.map((d) => ({
        companyId,
        name: d.name,
        phone: d.phone,
        licenceNumber: d.licence,
        licenceExpiry: d.expiry,
      })),
    )
    .returning({ id: fleetDrivers.id });
  await seedFleetDriverUser(db, companyId, drivers[0]?.id);
  const now = new Date();
  await db.insert(fleetVehicles).values(
    FLEET_DEMO_VEHICLES.map((v, i) => ({
      companyId,
      name: v.name,
      plate: v.plate,
      make: v.make,
      model: v.model,
      deviceId: v.untracked ? null : (trackers.get(trackerSerial(i)) ?? null),
      driverId: v.driver === null ? null : (drivers[v.driver]?.id ?? null),
      groupId: v.group === null ? null : (groups[v.group]?.id ?? null),
      suspendedAt: v.suspended ? now : null,
    })),
  );
  const history = FLEET_DEMO_TRACKERS.flatMap((t) => {
    const deviceId = trackers.get(t.serial);
    return deviceId === undefined ? [] : demoHistory(t.index, deviceId, companyId, now);
  });
  await insertHistory(db, history);
  // Each tracker's device row shows its last fix, as the receiver leaves it.
  await db.execute(sql`
    update devices set last_seen_at = p.ts, battery = p.battery,
      last_values = jsonb_build_object('latitude', p.lat, 'longitude', p.lon, 'speed', p.speed_kmh,
        'heading', p.heading, 'ignition', case when p.ignition then 1 else 0 end, 'battery', p.battery,
        'odometer', p.odometer_km)
    from (select distinct on (device_id) * from fleet_positions where company_id = ${companyId}
      order by device_id, ts desc) p
    where devices.id = p.device_id`);
}
