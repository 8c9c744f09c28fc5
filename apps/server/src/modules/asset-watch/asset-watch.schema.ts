import type { assetwatch } from '@atrium/contracts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../kernel/db/columns.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { assets, floors, geofences } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const company = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const timestamps = () => ({
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Issue 21, asset watch: a company's asset types. */
export const awAssetTypes = pgTable(
  'aw_asset_types',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('aw_asset_types_company_name_uq').on(t.companyId, t.name)],
);

/** A company's groups of assets (an asset is in at most one). */
export const awGroups = pgTable(
  'aw_groups',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('aw_groups_company_name_uq').on(t.companyId, t.name)],
);

/** Indoor zones on a floor's layout, heard through a beacon id or a gateway EUI (each unique per company). */
export const awZones = pgTable(
  'aw_zones',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    floorId: integer('floor_id')
      .notNull()
      .references(() => floors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    polygon: jsonb('polygon').$type<assetwatch.ZonePoint[]>().notNull(),
    beacon: integer('beacon'),
    gatewayEui: text('gateway_eui'),
    forbidden: boolean('forbidden').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('aw_zones_floor_idx').on(t.floorId),
    uniqueIndex('aw_zones_company_beacon_uq').on(t.companyId, t.beacon),
    uniqueIndex('aw_zones_company_gateway_uq').on(t.companyId, t.gatewayEui),
  ],
);

/**
 * What asset watch adds to a places asset: type, group, tag (one asset per device), home zone or geofence,
 * the last position (zone or GPS) and battery, and the lock with where it was locked.
 */
export const awAssets = pgTable(
  'aw_assets',
  {
    assetId: integer('asset_id')
      .primaryKey()
      .references(() => assets.id, { onDelete: 'cascade' }),
    companyId: company(),
    typeId: integer('type_id').references(() => awAssetTypes.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => awGroups.id, { onDelete: 'set null' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    homeZoneId: integer('home_zone_id').references(() => awZones.id, { onDelete: 'set null' }),
    geofenceId: integer('geofence_id').references(() => geofences.id, { onDelete: 'set null' }),
    zoneId: integer('zone_id').references(() => awZones.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    seenAt: at('seen_at'),
    battery: doublePrecision('battery'),
    lockedAt: at('locked_at'),
    lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    lockZoneId: integer('lock_zone_id'),
    lockLat: doublePrecision('lock_lat'),
    lockLng: doublePrecision('lock_lng'),
  },
  (t) => [uniqueIndex('aw_assets_device_uq').on(t.deviceId), index('aw_assets_company_idx').on(t.companyId)],
);

/** Where each asset has been: one row per fix that changed its zone or moved it (or an hour passed). */
export const awPositions = pgTable(
  'aw_positions',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    zoneId: integer('zone_id').references(() => awZones.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [
    index('aw_positions_asset_at_idx').on(t.assetId, t.at),
    index('aw_positions_company_at_idx').on(t.companyId, t.at),
  ],
);

/** Assets joining and leaving groups; names kept so the history outlives the group or asset. */
export const awGroupHistory = pgTable(
  'aw_group_history',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    groupId: integer('group_id').notNull(),
    groupName: text('group_name').notNull(),
    assetId: integer('asset_id').notNull(),
    assetName: text('asset_name').notNull(),
    event: text('event').$type<assetwatch.GroupEvent>().notNull(),
    at: at('at').notNull().defaultNow(),
    byUser: integer('by_user').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('aw_group_history_company_at_idx').on(t.companyId, t.at)],
);

/** A company's alarm settings; absent: the defaults. */
export const awSettings = pgTable('aw_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Omit<assetwatch.AlarmSettings, 'companyId' | 'updatedAt'>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Report templates: columns, filters (type, group, state) and default period. */
export const awReportTemplates = pgTable(
  'aw_report_templates',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    name: text('name').notNull(),
    columns: jsonb('columns').$type<assetwatch.AwReportColumn[]>().notNull(),
    typeId: integer('type_id').references(() => awAssetTypes.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => awGroups.id, { onDelete: 'set null' }),
    state: text('state').$type<assetwatch.AssetState>(),
    period: text('period').$type<assetwatch.AwReportPeriod>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('aw_report_templates_company_name_uq').on(t.companyId, t.name)],
);

/** Generated reports (the history) with their file; a failed PDF keeps its reason and no file. */
export const awReports = pgTable(
  'aw_reports',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    templateId: integer('template_id').references(() => awReportTemplates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    format: text('format').$type<'csv' | 'pdf'>().notNull(),
    status: text('status').$type<'ready' | 'failed'>().notNull(),
    periodFrom: at('period_from').notNull(),
    periodTo: at('period_to').notNull(),
    rowCount: integer('row_count').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    error: text('error'),
    file: bytea('file'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('aw_reports_company_created_idx').on(t.companyId, t.createdAt)],
);
