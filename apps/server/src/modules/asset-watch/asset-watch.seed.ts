import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { demoOwnerEmail } from '../companies/companies.seed.ts';
import { demoDeviceIds, insertDemoDevices } from '../devices/devices.seed.ts';
import { assets, floors, geofences, structures } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';
import {
  awAssets,
  awAssetTypes,
  awGroupHistory,
  awGroups,
  awPositions,
  awZones,
} from './asset-watch.schema.ts';

/**
 * The demo Customer's asset watch (issue 21): asset types and groups, indoor zones on the Headquarters and
 * warehouse ground floors (BLE beacon ids, two bound to the demo LoRaWAN gateways), nine LoRaWAN tags (1201)
 * indoors and three GPS trackers (1202) around Dubai on twelve assets, a day of positions, one asset locked.
 * The LoRaWAN seed (after this one) gives the 1201 tags their DevEUIs; its simulator sends their uplinks.
 */

const COMPANY = 'Demo Customer';
const HQ = 'Headquarters';
const WAREHOUSE = 'Jebel Ali warehouse';

export const AW_DEMO_TYPES = ['Wheelchair', 'Infusion pump', 'Laptop cart', 'Container', 'Forklift'] as const;
export const AW_DEMO_GROUPS = [
  { name: 'Clinic equipment', description: 'Medical devices shared between floors' },
  { name: 'Logistics', description: 'Containers and handling equipment' },
] as const;

const square = (x: number, y: number, w = 0.25, h = 0.3) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

/** Zones by structure and floor; beacon ids 101.. at Headquarters, 201.. at the warehouse. */
export const AW_DEMO_ZONES = [
  {
    structure: HQ,
    floor: 'Ground',
    name: 'Lobby',
    beacon: 101,
    gatewayEui: '0016C001FF10A235',
    polygon: square(0.05, 0.05),
  },
  { structure: HQ, floor: 'Ground', name: 'Reception', beacon: 102, polygon: square(0.4, 0.05) },
  {
    structure: HQ,
    floor: 'Ground',
    name: 'Server room',
    beacon: 103,
    forbidden: true,
    polygon: square(0.7, 0.55),
  },
  { structure: HQ, floor: 'First', name: 'Meeting room A', beacon: 111, polygon: square(0.1, 0.5) },
  { structure: HQ, floor: 'First', name: 'Office 101', beacon: 112, polygon: square(0.5, 0.5) },
  {
    structure: WAREHOUSE,
    floor: 'Ground',
    name: 'Bay 1',
    beacon: 201,
    gatewayEui: '0016C001FF10A236',
    polygon: square(0.05, 0.1, 0.4, 0.8),
  },
  { structure: WAREHOUSE, floor: 'Ground', name: 'Bay 2', beacon: 202, polygon: square(0.55, 0.1, 0.4, 0.8) },
] as const;

interface DemoAsset {
  name: string;
  serial: string;
  type: (typeof AW_DEMO_TYPES)[number];
  group?: (typeof AW_DEMO_GROUPS)[number]['name'];
  tag: { serial: string; hardwareId: 1201 | 1202; place?: [string, string] };
  /** Indoors: the zone it is in (and its home zone); outdoors: a GPS point. */
  zone?: string;
  at?: [number, number];
  battery: number;
  locked?: boolean;
}

export const AW_DEMO_ASSETS: readonly DemoAsset[] = [
  {
    name: 'Wheelchair W-01',
    serial: 'WC-0001',
    type: 'Wheelchair',
    group: 'Clinic equipment',
    tag: { serial: 'AWT-0001', hardwareId: 1201, place: [HQ, 'Ground'] },
    zone: 'Lobby',
    battery: 92,
  },
  {
    name: 'Wheelchair W-02',
    serial: 'WC-0002',
    type: 'Wheelchair',
    group: 'Clinic equipment',
    tag: { serial: 'AWT-0002', hardwareId: 1201, place: [HQ, 'Ground'] },
    zone: 'Reception',
    battery: 81,
  },
  {
    name: 'Infusion pump P-11',
    serial: 'IP-0011',
    type: 'Infusion pump',
    group: 'Clinic equipment',
    tag: { serial: 'AWT-0003', hardwareId: 1201, place: [HQ, 'First'] },
    zone: 'Meeting room A',
    battery: 64,
    locked: true,
  },
  {
    name: 'Infusion pump P-12',
    serial: 'IP-0012',
    type: 'Infusion pump',
    group: 'Clinic equipment',
    tag: { serial: 'AWT-0004', hardwareId: 1201, place: [HQ, 'First'] },
    zone: 'Office 101',
    battery: 15,
  },
  {
    name: 'Laptop cart L-1',
    serial: 'LC-0001',
    type: 'Laptop cart',
    tag: { serial: 'AWT-0005', hardwareId: 1201, place: [HQ, 'Ground'] },
    zone: 'Reception',
    battery: 77,
  },
  {
    name: 'Laptop cart L-2',
    serial: 'LC-0002',
    type: 'Laptop cart',
    tag: { serial: 'AWT-0006', hardwareId: 1201, place: [HQ, 'First'] },
    zone: 'Office 101',
    battery: 58,
  },
  {
    name: 'Forklift F-1',
    serial: 'FL-0001',
    type: 'Forklift',
    group: 'Logistics',
    tag: { serial: 'AWT-0007', hardwareId: 1201, place: [WAREHOUSE, 'Ground'] },
    zone: 'Bay 1',
    battery: 88,
  },
  {
    name: 'Forklift F-2',
    serial: 'FL-0002',
    type: 'Forklift',
    group: 'Logistics',
    tag: { serial: 'AWT-0008', hardwareId: 1201, place: [WAREHOUSE, 'Ground'] },
    zone: 'Bay 2',
    battery: 71,
  },
  {
    name: 'Pallet jack J-1',
    serial: 'PJ-0001',
    type: 'Forklift',
    group: 'Logistics',
    tag: { serial: 'AWT-0009', hardwareId: 1201, place: [WAREHOUSE, 'Ground'] },
    zone: 'Bay 1',
    battery: 45,
  },
  {
    name: 'Container C-101',
    serial: 'CN-0101',
    type: 'Container',
    group: 'Logistics',
    tag: { serial: 'AWG-0001', hardwareId: 1202 },
    at: [25.0118, 55.1336],
    battery: 83,
  },
  {
    name: 'Container C-102',
    serial: 'CN-0102',
    type: 'Container',
    group: 'Logistics',
    tag: { serial: 'AWG-0002', hardwareId: 1202 },
    at: [25.0771, 55.1392],
    battery: 69,
  },
  {
    name: 'Container C-103',
    serial: 'CN-0103',
    type: 'Container',
    tag: { serial: 'AWG-0003', hardwareId: 1202 },
    at: [25.2048, 55.2708],
    battery: 54,
  },
];

const HOUR = 3_600_000;

export async function seedAssetWatch({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, COMPANY));
  if (!company) return;
  const companyId = company.id;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoOwnerEmail('Customer')));
  await insertDemoDevices(
    db,
    AW_DEMO_ASSETS.map((a) => ({
      serial: a.tag.serial,
      name: `${a.name} tag`,
      hardwareId: a.tag.hardwareId,
      solutionId: a.tag.hardwareId === 1201 ? 40 : 41,
      company: COMPANY,
      ...(a.tag.place ? { place: a.tag.place } : { tokenMonthsAgo: 1 }),
    })),
  );
  const tagIds = await demoDeviceIds(
    db,
    AW_DEMO_ASSETS.map((a) => a.tag.serial),
  );
  const types = await db
    .insert(awAssetTypes)
    .values(AW_DEMO_TYPES.map((name) => ({ companyId, name })))
    .returning({ id: awAssetTypes.id, name: awAssetTypes.name });
  const groups = await db
    .insert(awGroups)
    .values(AW_DEMO_GROUPS.map((g) => ({ companyId, ...g })))
    .returning({ id: awGroups.id, name: awGroups.name });
  const zones = await seedZones(db, companyId);
  const [perimeter] = await db
    .select({ id: geofences.id })
    .from(geofences)
    .where(and(eq(geofences.companyId, companyId), eq(geofences.name, 'HQ perimeter')));
  const idOf = (list: { id: number; name: string }[], name: string | undefined) =>
    list.find((x) => x.name === name)?.id ?? null;
  const now = Date.now();
  for (const [index, demo] of AW_DEMO_ASSETS.entries()) {
    const zone = zones.find((z) => z.name === demo.zone);
    const [asset] = await db
      .insert(assets)
      .values({
        companyId,
        name: demo.name,
        type: demo.type,
        serial: demo.serial,
        deviceRef: String(tagIds.get(demo.tag.serial) ?? ''),
        structureId: zone?.structureId ?? null,
        floorId: zone?.floorId ?? null,
      })
      .returning({ id: assets.id });
    if (!asset) continue;
    const seenAt = new Date(now - (index % 4) * 60_000);
    const point = demo.at ? { lat: demo.at[0], lng: demo.at[1] } : { lat: null, lng: null };
    await db.insert(awAssets).values({
      assetId: asset.id,
      companyId,
      typeId: idOf(types, demo.type),
      groupId: idOf(groups, demo.group),
      deviceId: tagIds.get(demo.tag.serial) ?? null,
      homeZoneId: zone?.id ?? null,
      geofenceId: demo.name === 'Container C-103' ? (perimeter?.id ?? null) : null,
      zoneId: zone?.id ?? null,
      ...point,
      seenAt,
      battery: demo.battery,
      ...(demo.locked && {
        lockedAt: new Date(now - 2 * HOUR),
        lockedBy: owner?.id ?? null,
        lockZoneId: zone?.id ?? null,
      }),
    });
    // A day of where it was: earlier elsewhere (another zone of its floor, or a point nearby), now here.
    const other = zones.find((z) => z.floorId === zone?.floorId && z.id !== zone?.id && !z.forbidden);
    const history = [
      {
        at: new Date(now - 20 * HOUR),
        zoneId: other?.id ?? zone?.id ?? null,
        lat: offset(point.lat, 0.01),
        lng: offset(point.lng, -0.01),
      },
      {
        at: new Date(now - 9 * HOUR),
        zoneId: zone?.id ?? null,
        lat: offset(point.lat, 0.004),
        lng: offset(point.lng, 0.003),
      },
      { at: seenAt, zoneId: zone?.id ?? null, ...point },
    ];
    await db.insert(awPositions).values(history.map((h) => ({ companyId, assetId: asset.id, ...h })));
    const groupId = idOf(groups, demo.group);
    if (groupId !== null && demo.group)
      await db.insert(awGroupHistory).values({
        companyId,
        groupId,
        groupName: demo.group,
        assetId: asset.id,
        assetName: demo.name,
        event: 'joined',
        at: new Date(now - 26 * HOUR),
        byUser: owner?.id ?? null,
      });
  }
}

const offset = (v: number | null, d: number) => (v === null ? null : v + d);

async function seedZones(db: DbOrTx, companyId: number) {
  const places = await db
    .select({
      floorId: floors.id,
      floorName: floors.name,
      structureId: structures.id,
      structureName: structures.name,
    })
    .from(floors)
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .where(and(eq(structures.companyId, companyId), inArray(structures.name, [HQ, WAREHOUSE])));
  const rows = AW_DEMO_ZONES.flatMap((z) => {
    const place = places.find((p) => p.structureName === z.structure && p.floorName === z.floor);
    if (!place) return [];
    return [
      {
        companyId,
        floorId: place.floorId,
        name: z.name,
        polygon: z.polygon.map((p) => ({ ...p })),
        beacon: z.beacon,
        gatewayEui: 'gatewayEui' in z ? z.gatewayEui : null,
        forbidden: 'forbidden' in z ? z.forbidden : false,
      },
    ];
  });
  if (rows.length === 0) return [];
  const inserted = await db.insert(awZones).values(rows).returning();
  return inserted.map((z) => ({
    ...z,
    structureId: places.find((p) => p.floorId === z.floorId)?.structureId ?? null,
  }));
}
