import type { places } from '@atrium/contracts';
import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, companyId, timestamps } from '../../kernel/db/columns.ts';

/** A required link to another row, gone with it. */
const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

export const structures = pgTable(
  'structures',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** The structure this one sits in (inner structures); a parent with children cannot be deleted. */
    parentId: integer('parent_id').references((): AnyPgColumn => structures.id, { onDelete: 'restrict' }),
    type: text('type').$type<places.StructureType>().notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    locationAddress: text('location_address').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('structures_company_idx').on(t.companyId, t.name),
    index('structures_parent_idx').on(t.parentId),
  ],
);

export const floors = pgTable(
  'floors',
  {
    id: serial('id').primaryKey(),
    structureId: ownedBy('structure_id', () => structures.id),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('floors_structure_level_uq').on(t.structureId, t.level)],
);

export const spaces = pgTable(
  'spaces',
  {
    id: serial('id').primaryKey(),
    floorId: ownedBy('floor_id', () => floors.id),
    name: text('name').notNull(),
    type: text('type').$type<places.SpaceType>().notNull(),
    areaSqm: doublePrecision('area_sqm'),
    ...timestamps(),
  },
  (t) => [index('spaces_floor_idx').on(t.floorId)],
);

/** One layout per floor; its image lives apart so lists never read the bytes. */
export const layouts = pgTable('layouts', {
  id: serial('id').primaryKey(),
  floorId: integer('floor_id')
    .notNull()
    .unique('layouts_floor_uq')
    .references(() => floors.id, { onDelete: 'cascade' }),
  ...timestamps(),
});

/**
 * Floor plans are kept in the database, not in DATA_DIR: they are few (one per floor) and small (5 MB at
 * most), they are then in every backup and transaction with their layout, and several servers on one
 * PostgreSQL see the same files without a shared disk.
 */
export const layoutImages = pgTable('layout_images', {
  layoutId: integer('layout_id')
    .primaryKey()
    .references(() => layouts.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  etag: text('etag').notNull(),
  data: bytea('data').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Device markers on plans. `deviceRef` is a device's id or serial with no foreign key: devices arrive with
 * issue 6, and a device may be placed before it is registered. One place per device within a company.
 */
export const layoutDevices = pgTable(
  'layout_devices',
  {
    id: serial('id').primaryKey(),
    layoutId: ownedBy('layout_id', () => layouts.id),
    companyId: companyId(),
    deviceRef: text('device_ref').notNull(),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('layout_devices_company_device_uq').on(t.companyId, t.deviceRef),
    index('layout_devices_layout_idx').on(t.layoutId),
  ],
);

export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    serial: text('serial'),
    /** A tracker's id or serial; no foreign key (see layoutDevices). */
    deviceRef: text('device_ref'),
    structureId: integer('structure_id').references(() => structures.id, { onDelete: 'set null' }),
    floorId: integer('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('assets_company_idx').on(t.companyId, t.name),
    index('assets_structure_idx').on(t.structureId),
  ],
);

export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('areas_company_idx').on(t.companyId, t.name)],
);

export const areaStructures = pgTable(
  'area_structures',
  {
    areaId: ownedBy('area_id', () => areas.id),
    structureId: ownedBy('structure_id', () => structures.id),
  },
  (t) => [
    primaryKey({ columns: [t.areaId, t.structureId] }),
    index('area_structures_structure_idx').on(t.structureId),
  ],
);

/** A geofence: its shape as JSON, and the shape's bounding box as columns for the coarse search. */
export const geofences = pgTable(
  'geofences',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull(),
    shapeType: text('shape_type').$type<places.MapShape['type']>().notNull(),
    shape: jsonb('shape').$type<places.MapShape>().notNull(),
    south: doublePrecision('south').notNull(),
    north: doublePrecision('north').notNull(),
    /** Above `east` when the box crosses the antimeridian. */
    west: doublePrecision('west').notNull(),
    east: doublePrecision('east').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('geofences_company_idx').on(t.companyId, t.name),
    index('geofences_bbox_idx').on(t.south, t.north),
  ],
);

export const geofenceGroups = pgTable(
  'geofence_groups',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('geofence_groups_company_idx').on(t.companyId, t.name)],
);

export const geofenceGroupMembers = pgTable(
  'geofence_group_members',
  {
    groupId: ownedBy('group_id', () => geofenceGroups.id),
    geofenceId: ownedBy('geofence_id', () => geofences.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.geofenceId] }),
    index('geofence_group_members_geofence_idx').on(t.geofenceId),
  ],
);

export const lorawanGateways = pgTable(
  'lorawan_gateways',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** 16 uppercase hex digits; a physical gateway is registered once. */
    eui: text('eui').notNull().unique('lorawan_gateways_eui_uq'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    frequencyPlan: text('frequency_plan').$type<(typeof places.FREQUENCY_PLANS)[number]>(),
    structureId: integer('structure_id').references(() => structures.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    locationAddress: text('location_address'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Of the last uplink it heard (LoRaWAN integrations): dBm and dB. */
    lastRssi: doublePrecision('last_rssi'),
    lastSnr: doublePrecision('last_snr'),
    ...timestamps(),
  },
  (t) => [index('lorawan_gateways_company_idx').on(t.companyId, t.name)],
);
