import type { access } from '@atrium/contracts';
import { anpr } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { demoOwnerEmail } from '../companies/companies.seed.ts';
import { type DemoDevice, demoDeviceIds, insertDemoDevices } from '../devices/devices.seed.ts';
import { structures } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';
import {
  anprAccesses,
  anprBoxLinks,
  anprResidentStructures,
  anprResidents,
  anprVehicles,
} from './anpr.schema.ts';

/**
 * Neuron's demo (issue 20), on the demo Customer: the main gate on Headquarters (the building that holds the
 * Metro Watch demo locks and facility booking's demo building) and a second gate at the Jebel Ali warehouse,
 * each an edge box with an entry camera, an exit camera (main gate) and a barrier; a spare camera to link;
 * residents (one of them the company's owner, for profile/me) with UAE plates kept as typed; accesses of every
 * type. The devices sign in with the demo device password (`DEMO_DEVICE_PASSWORD`), as every demo device.
 * Plates are kept to 10 letters and digits once normalised (what a gate accepts as plausible).
 */

const C = 'Demo Customer';
const HQ = 'Headquarters';
const WAREHOUSE = 'Jebel Ali warehouse';
const ZONE = 'Asia/Dubai';

const device = (serial: string, name: string, hardwareId: number, place?: string): DemoDevice => ({
  serial,
  name,
  hardwareId,
  solutionId: 95,
  company: C,
  ...(place && { place: [place] as [string] }),
});

export const ANPR_DEMO_DEVICES: readonly DemoDevice[] = [
  device('NX1-0001', 'Main gate', 801, HQ),
  device('LC4-0001', 'Main gate entry camera', 802, HQ),
  device('LC4-0002', 'Main gate exit camera', 802, HQ),
  device('BG1-0001', 'Main gate barrier', 803, HQ),
  device('NX1-0002', 'Warehouse gate', 801, WAREHOUSE),
  device('LC4-0003', 'Warehouse gate camera', 802, WAREHOUSE),
  device('BG1-0002', 'Warehouse gate barrier', 803, WAREHOUSE),
  device('LC4-0004', 'Spare LPR camera', 802),
];

/** Box serial → its links: [device serial, Frigate camera name or null for a barrier, direction]. */
const LINKS: Record<string, [string, string | null, anpr.CameraDirection | null][]> = {
  'NX1-0001': [
    ['LC4-0001', 'gate_cam', 'in'],
    ['LC4-0002', 'gate_exit_cam', 'out'],
    ['BG1-0001', null, null],
  ],
  'NX1-0002': [
    ['LC4-0003', 'warehouse_cam', 'in'],
    ['BG1-0002', null, null],
  ],
};

interface DemoResident {
  name: string;
  email: string;
  phone: string;
  owner?: boolean;
  structures: string[];
  vehicles: [plate: string, make: string, colour: string][];
}

const RESIDENTS: readonly DemoResident[] = [
  {
    name: 'Customer Owner',
    email: demoOwnerEmail('Customer'),
    phone: '+971 50 100 2000',
    owner: true,
    structures: [HQ],
    vehicles: [['Dubai A 1234', 'Nissan Patrol', 'White']],
  },
  {
    name: 'Sara Haddad',
    email: 'sara.haddad@example.com',
    phone: '+971 55 234 5678',
    structures: [HQ],
    vehicles: [
      ['Dubai B 5432', 'Toyota Camry', 'Silver'],
      ['Ajman C 7788', 'Kia Picanto', 'Red'],
    ],
  },
  {
    name: 'Omar Khalil',
    email: 'omar.khalil@example.com',
    phone: '+971 52 987 6543',
    structures: [WAREHOUSE],
    vehicles: [['Dubai K 2468', 'Ford Ranger', 'Blue']],
  },
  {
    name: 'Layla Nasser',
    email: 'layla.nasser@example.com',
    phone: '',
    structures: [HQ, WAREHOUSE],
    vehicles: [['Dubai Q 9090', 'Tesla Model 3', 'Black']],
  },
];

/** The company's own van, no resident's. */
const COMPANY_VEHICLE: [string, string, string] = ['Dubai F 7007', 'Toyota Hiace', 'White'];

const OFFICE_HOURS: access.AccessWindow[] = (['sat', 'sun', 'mon', 'tue', 'wed', 'thu'] as const).map(
  (day) => ({
    day,
    start: '07:00',
    end: '19:00',
    overnight: false,
  }),
);
const NIGHT_SHIFT: access.AccessWindow[] = (['sun', 'mon', 'tue', 'wed', 'thu'] as const).map((day) => ({
  day,
  start: '21:00',
  end: '06:00',
  overnight: true,
}));

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

export async function seedAnpr({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const companyIds = await insertDemoDevices(db, ANPR_DEMO_DEVICES);
  const companyId = companyIds.get(C);
  if (companyId === undefined) return;
  const serials = ANPR_DEMO_DEVICES.map((d) => d.serial);
  const idOf = await demoDeviceIds(db, serials);
  const id = (serial: string) => idOf.get(serial) ?? 0;
  await db.insert(anprBoxLinks).values(
    Object.entries(LINKS).flatMap(([box, links]) =>
      links.map(([serial, cameraName, direction]) => ({
        boxDeviceId: id(box),
        deviceId: id(serial),
        role: cameraName === null ? ('barrier' as const) : ('camera' as const),
        cameraName,
        direction,
      })),
    ),
  );

  const structureId = new Map(
    (
      await db
        .select({ id: structures.id, name: structures.name })
        .from(structures)
        .innerJoin(companies, eq(companies.id, structures.companyId))
        .where(and(eq(companies.id, companyId), inArray(structures.name, [HQ, WAREHOUSE])))
    ).map((s) => [s.name, s.id]),
  );
  const [owner] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.email, demoOwnerEmail('Customer')), eq(users.companyId, companyId)));

  const vehicleIds: number[] = [];
  const residentIds: number[] = [];
  for (const demo of RESIDENTS) {
    const [resident] = await db
      .insert(anprResidents)
      .values({
        companyId,
        userId: demo.owner ? (owner?.id ?? null) : null,
        name: demo.owner && owner ? `${owner.firstName} ${owner.lastName}` : demo.name,
        email: demo.email,
        phone: demo.phone,
      })
      .returning({ id: anprResidents.id });
    if (!resident) continue;
    residentIds.push(resident.id);
    const places = demo.structures.flatMap((name) => {
      const found = structureId.get(name);
      return found === undefined ? [] : [{ residentId: resident.id, structureId: found }];
    });
    if (places.length > 0) await db.insert(anprResidentStructures).values(places);
    const cars = await db
      .insert(anprVehicles)
      .values(
        demo.vehicles.map(([plate, make, colour]) => ({
          companyId,
          residentId: resident.id,
          plate,
          plateNorm: anpr.normalisePlate(plate),
          make,
          colour,
        })),
      )
      .returning({ id: anprVehicles.id });
    vehicleIds.push(...cars.map((c) => c.id));
  }
  const [van] = await db
    .insert(anprVehicles)
    .values({
      companyId,
      plate: COMPANY_VEHICLE[0],
      plateNorm: anpr.normalisePlate(COMPANY_VEHICLE[0]),
      make: COMPANY_VEHICLE[1],
      colour: COMPANY_VEHICLE[2],
    })
    .returning({ id: anprVehicles.id });

  const main = id('NX1-0001');
  const warehouse = id('NX1-0002');
  const [ownerResident, sara, omar, layla] = residentIds;
  const [ownerCar, saraCar, saraSecondCar, omarCar] = vehicleIds;
  const base = { companyId, createdBy: owner?.id ?? null, source: 'manual' as const };
  const visitor = 'Dubai V 3141';
  await db.insert(anprAccesses).values([
    { ...base, boxDeviceId: main, name: 'Owner: any time', residentId: ownerResident, type: 'fulltime' },
    { ...base, boxDeviceId: warehouse, name: 'Owner: warehouse', vehicleId: ownerCar, type: 'fulltime' },
    {
      ...base,
      boxDeviceId: main,
      name: 'Office hours',
      residentId: sara,
      type: 'scheduled',
      windows: OFFICE_HOURS,
      timeZone: ZONE,
    },
    {
      ...base,
      boxDeviceId: main,
      name: 'Second car until month end',
      vehicleId: saraSecondCar,
      type: 'temporary',
      validFrom: hoursFromNow(-24 * 3),
      validUntil: hoursFromNow(24 * 14),
    },
    {
      ...base,
      boxDeviceId: warehouse,
      name: 'Night shift',
      residentId: omar,
      type: 'scheduled',
      windows: NIGHT_SHIFT,
      timeZone: ZONE,
    },
    { ...base, boxDeviceId: warehouse, name: 'Warehouse manager', vehicleId: omarCar, type: 'fulltime' },
    { ...base, boxDeviceId: main, name: 'Both gates', residentId: layla, type: 'fulltime' },
    { ...base, boxDeviceId: warehouse, name: 'Both gates', residentId: layla, type: 'fulltime' },
    { ...base, boxDeviceId: main, name: 'Company van', vehicleId: van?.id ?? null, type: 'fulltime' },
    {
      ...base,
      boxDeviceId: main,
      name: 'Courier this afternoon',
      plate: visitor,
      plateNorm: anpr.normalisePlate(visitor),
      type: 'temporary',
      validFrom: hoursFromNow(-1),
      validUntil: hoursFromNow(5),
    },
    {
      ...base,
      boxDeviceId: main,
      name: 'Contractor (revoked)',
      plate: 'Dubai R 6060',
      plateNorm: anpr.normalisePlate('Dubai R 6060'),
      type: 'temporary',
      validFrom: hoursFromNow(-48),
      validUntil: hoursFromNow(24 * 5),
      revokedAt: hoursFromNow(-20),
    },
    {
      ...base,
      boxDeviceId: main,
      name: 'Last week only',
      vehicleId: saraCar,
      type: 'temporary',
      validFrom: hoursFromNow(-24 * 10),
      validUntil: hoursFromNow(-24 * 3),
    },
  ]);
}
