import type { devices as contract } from '@atrium/contracts';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, timestamps } from '../../kernel/db/columns.ts';
import { floors, spaces, structures } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';

/** Reference data, kept equal to `devices.SOLUTIONS` by the module's sync (ids are the spec's). */
export const solutions = pgTable('solutions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  app: text('app').$type<contract.DeviceApp>().notNull(),
  group: text('group').$type<contract.SolutionGroup>(),
});

export const sensorTypes = pgTable('sensor_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  key: text('key').notNull().unique('sensor_types_key_uq'),
  unit: text('unit').notNull(),
  min: doublePrecision('min').notNull(),
  max: doublePrecision('max').notNull(),
  solutionIds: integer('solution_ids').array().notNull(),
});

export const hardware = pgTable('hardware', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').$type<contract.DeviceType>().notNull(),
  app: text('app').$type<contract.DeviceApp>().notNull(),
  solutionIds: integer('solution_ids').array().notNull(),
  sensorTypeIds: integer('sensor_type_ids').array().notNull(),
  communicationType: text('communication_type').$type<contract.HardwareDef['communicationType']>().notNull(),
  batteryLifeMonths: integer('battery_life_months'),
  warrantyMonths: integer('warranty_months').notNull(),
  freeTokenValidityMonths: integer('free_token_validity_months').notNull(),
  defaultReportingIntervalSeconds: integer('default_reporting_interval_seconds').notNull(),
});

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    /** The physical device's serial: unique across the platform, the MQTT username and topic segment. */
    serial: text('serial').notNull().unique('devices_serial_uq'),
    name: text('name').notNull().default(''),
    hardwareId: integer('hardware_id')
      .notNull()
      .references(() => hardware.id),
    solutionId: integer('solution_id').references(() => solutions.id),
    /** The owner: the customer company the device belongs to. */
    companyId: companyId(),
    structureId: integer('structure_id').references(() => structures.id, { onDelete: 'set null' }),
    floorId: integer('floor_id').references(() => floors.id, { onDelete: 'set null' }),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'set null' }),
    installedAt: at('installed_at'),
    state: text('state').$type<contract.DeviceState>().notNull().default('active'),
    locked: boolean('locked').notNull().default(false),
    /** Argon2id hash of the device credential; null until one is set (the device cannot sign in). */
    passwordHash: text('password_hash'),
    reportingIntervalSeconds: integer('reporting_interval_seconds').notNull(),
    pendingReportingIntervalSeconds: integer('pending_reporting_interval_seconds'),
    lastSeenAt: at('last_seen_at'),
    lastValues: jsonb('last_values').$type<Record<string, number>>(),
    battery: doublePrecision('battery'),
    ...timestamps(),
  },
  (t) => [
    index('devices_company_idx').on(t.companyId, t.id),
    index('devices_structure_idx').on(t.structureId),
    index('devices_hardware_idx').on(t.hardwareId),
  ],
);

/** Spec §3 device token: held by a company, given to at most one device. */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    app: text('app').$type<contract.DeviceApp>().notNull(),
    deviceId: integer('device_id')
      .unique('device_tokens_device_uq')
      .references(() => devices.id, { onDelete: 'set null' }),
    validityMonths: integer('validity_months').notNull(),
    activationAt: at('activation_at'),
    expirationAt: at('expiration_at'),
    createdAt: createdAt(),
  },
  (t) => [index('device_tokens_company_idx').on(t.companyId, t.id)],
);

/**
 * What happened to a device. Repeats of one code within a minute (a device sending garbage) are one entry
 * with a count, so a flood costs one row a minute, not one per message.
 */
export const deviceInfoLogs = pgTable(
  'device_info_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    lastAt: at('last_at').notNull().defaultNow(),
    level: text('level').$type<(typeof contract.INFO_LOG_LEVELS)[number]>().notNull(),
    code: text('code').notNull(),
    msg: text('msg').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [index('device_info_logs_device_idx').on(t.deviceId, t.at)],
);

/** Who used a device: its own sign-ins (accepted or refused) and users' actions on it. */
export const deviceAccessLogs = pgTable(
  'device_access_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    actor: text('actor').$type<(typeof contract.ACCESS_ACTORS)[number]>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    result: text('result').$type<'accepted' | 'refused'>().notNull(),
    reason: text('reason'),
    remoteAddress: text('remote_address'),
    /** The credential presented (a door decision of access management), kept with its label at the time. */
    credentialId: integer('credential_id'),
    credentialLabel: text('credential_label'),
  },
  (t) => [index('device_access_logs_device_idx').on(t.deviceId, t.at)],
);
