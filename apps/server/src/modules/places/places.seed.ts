import { places } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import {
  areaStructures,
  areas,
  assets,
  floors,
  geofenceGroupMembers,
  geofenceGroups,
  geofences,
  lorawanGateways,
  spaces,
  structures,
} from './places.schema.ts';

interface DemoStructure {
  type: places.StructureType;
  name: string;
  address: string;
  at: [number, number];
  floors: { name: string; level: number; spaces: [string, places.SpaceType][] }[];
  inner?: DemoStructure[];
}

const HQ: DemoStructure = {
  type: 'building',
  name: 'Headquarters',
  address: 'Sheikh Zayed Road, Dubai',
  at: [25.2048, 55.2708],
  floors: [
    {
      name: 'Ground',
      level: 0,
      spaces: [
        ['Lobby', 'lobby'],
        ['Reception', 'office'],
        ['Server room', 'server_room'],
      ],
    },
    {
      name: 'First',
      level: 1,
      spaces: [
        ['Meeting room A', 'meeting_room'],
        ['Office 101', 'office'],
      ],
    },
    {
      name: 'Second',
      level: 2,
      spaces: [
        ['Open office', 'office'],
        ['Kitchen', 'kitchen'],
      ],
    },
  ],
  inner: [
    {
      type: 'building',
      name: 'Annex',
      address: 'Sheikh Zayed Road, Dubai',
      at: [25.2051, 55.2712],
      floors: [{ name: 'Ground', level: 0, spaces: [['Workshop', 'room']] }],
    },
  ],
};

const DEMO: Record<string, DemoStructure[]> = {
  'Demo Customer': [
    HQ,
    {
      type: 'warehouse',
      name: 'Jebel Ali warehouse',
      address: 'Jebel Ali Free Zone, Dubai',
      at: [25.0118, 55.1336],
      floors: [
        {
          name: 'Ground',
          level: 0,
          spaces: [
            ['Bay 1', 'storage'],
            ['Bay 2', 'storage'],
          ],
        },
      ],
    },
  ],
  'Demo Building Owner': [
    {
      type: 'tower',
      name: 'Marina Tower',
      address: 'Dubai Marina',
      at: [25.0805, 55.1403],
      floors: [0, 1, 2, 3].map((level) => ({
        name: level === 0 ? 'Ground' : `Floor ${level}`,
        level,
        spaces: [[`Unit ${level}01`, 'office']],
      })),
    },
  ],
  'Demo School': [
    {
      type: 'school',
      name: 'Main campus',
      address: 'Al Barsha, Dubai',
      at: [25.1124, 55.1961],
      floors: [
        {
          name: 'Ground',
          level: 0,
          spaces: [
            ['Class 1A', 'room'],
            ['Hall', 'hall'],
          ],
        },
        { name: 'First', level: 1, spaces: [['Library', 'room']] },
      ],
    },
  ],
};

async function insertStructure(db: DbOrTx, companyId: number, demo: DemoStructure, parentId: number | null) {
  const [row] = await db
    .insert(structures)
    .values({
      companyId,
      parentId,
      type: demo.type,
      name: demo.name,
      address: demo.address,
      lat: demo.at[0],
      lng: demo.at[1],
      locationAddress: demo.address,
    })
    .returning({ id: structures.id });
  if (!row) throw new Error(`could not seed ${demo.name}`);
  for (const floor of demo.floors) {
    const [f] = await db
      .insert(floors)
      .values({ structureId: row.id, name: floor.name, level: floor.level })
      .returning({ id: floors.id });
    if (f && floor.spaces.length > 0) {
      await db.insert(spaces).values(floor.spaces.map(([name, type]) => ({ floorId: f.id, name, type })));
    }
  }
  for (const inner of demo.inner ?? []) await insertStructure(db, companyId, inner, row.id);
  return row.id;
}

const DUBAI_MARINA: places.MapShape = {
  type: 'polygon',
  path: [
    { lat: 25.0925, lng: 55.1342 },
    { lat: 25.0865, lng: 55.1495 },
    { lat: 25.0695, lng: 55.1395 },
    { lat: 25.0755, lng: 55.1255 },
  ],
};
const HQ_PERIMETER: places.MapShape = { type: 'circle', center: { lat: 25.2048, lng: 55.2708 }, radius: 300 };

async function seedCustomerExtras(db: DbOrTx, companyId: number, structureIds: number[]) {
  const [hq, warehouse] = structureIds;
  const fences = await db
    .insert(geofences)
    .values(
      [
        ['Dubai Marina', DUBAI_MARINA],
        ['HQ perimeter', HQ_PERIMETER],
      ].map(([name, shape]) => ({
        companyId,
        name: name as string,
        color: places.DEFAULT_GEOFENCE_COLOR,
        shape: shape as places.MapShape,
        shapeType: (shape as places.MapShape).type,
        ...places.shapeBBox(shape as places.MapShape),
      })),
    )
    .returning({ id: geofences.id });
  const [group] = await db
    .insert(geofenceGroups)
    .values({ companyId, name: 'Dubai sites', description: 'Where our vehicles are expected' })
    .returning({ id: geofenceGroups.id });
  if (group)
    await db
      .insert(geofenceGroupMembers)
      .values(fences.map((f) => ({ groupId: group.id, geofenceId: f.id })));
  await db.insert(lorawanGateways).values([
    {
      companyId,
      eui: '0016C001FF10A235',
      name: 'HQ roof',
      frequencyPlan: 'EU868',
      structureId: hq ?? null,
      lat: 25.2048,
      lng: 55.2708,
      locationAddress: HQ.address,
      lastSeenAt: new Date(),
    },
    {
      companyId,
      eui: '0016C001FF10A236',
      name: 'Warehouse bay',
      frequencyPlan: 'EU868',
      structureId: warehouse ?? null,
    },
  ]);
  await db.insert(assets).values({
    companyId,
    name: 'Generator G1',
    type: 'generator',
    description: 'Backup power',
    serial: 'GEN-0001',
    structureId: hq ?? null,
  });
  const [area] = await db.insert(areas).values({ companyId, name: 'Dubai' }).returning({ id: areas.id });
  if (area)
    await db
      .insert(areaStructures)
      .values(structureIds.map((structureId) => ({ areaId: area.id, structureId })));
}

/** A few structures with floors and spaces for the demo companies; the customer also gets geofences and gateways. */
export async function seedDemoPlaces({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  for (const [companyName, demos] of Object.entries(DEMO)) {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, companyName));
    if (!company) continue;
    const ids: number[] = [];
    for (const demo of demos) ids.push(await insertStructure(db, company.id, demo, null));
    if (companyName === 'Demo Customer') await seedCustomerExtras(db, company.id, ids);
  }
}
