import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, timestamps } from '../../kernel/db/columns.ts';
import { devices } from '../devices/devices.schema.ts';
import { users } from '../users/users.schema.ts';

/** Fleet (issue 19): a company's vehicle groups. */
export const fleetVehicleGroups = pgTable(
  'fleet_vehicle_groups',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('fleet_vehicle_groups_company_name_uq').on(t.companyId, t.name)],
);

/** A company's drivers; `user_id` links the one who signs in (fleetRole Driver), at most one driver per user. */
export const fleetDrivers = pgTable(
  'fleet_drivers',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone'),
    licenceNumber: text('licence_number').notNull(),
    licenceExpiry: date('licence_expiry', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    index('fleet_drivers_company_idx').on(t.companyId),
    uniqueIndex('fleet_drivers_user_uq').on(t.userId),
  ],
);

/**
 * A company's vehicles. `device_id` is its tracker (a device of app fleet; one vehicle per tracker), the
 * driver drives one vehicle at a time. A suspended vehicle (spec §4) is out of service; its tracker's
 * positions are still stored.
 */
export const fleetVehicles = pgTable(
  'fleet_vehicles',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    plate: text('plate').notNull(),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    driverId: integer('driver_id').references(() => fleetDrivers.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => fleetVehicleGroups.id, { onDelete: 'set null' }),
    suspendedAt: at('suspended_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('fleet_vehicles_device_uq').on(t.deviceId),
    uniqueIndex('fleet_vehicles_driver_uq').on(t.driverId),
    uniqueIndex('fleet_vehicles_company_plate_uq').on(t.companyId, t.plate),
    index('fleet_vehicles_group_idx').on(t.groupId),
  ],
);

/**
 * One row per tracker fix, for many millions of rows: the primary key (device, time) is the only B-tree, so a
 * replayed fix is stored once and a track reads one index range; a BRIN index on time (rows arrive roughly in
 * time order) serves the retention job's deletes at almost no write cost. Positions belong to the tracker, not
 * the vehicle, so they outlive a vehicle's deletion or a tracker's move; `company_id` is the tracker's company
 * when stored.
 */
export const fleetPositions = pgTable(
  'fleet_positions',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    ts: at('ts').notNull(),
    companyId: integer('company_id').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    speedKmh: real('speed_kmh'),
    heading: real('heading'),
    altitude: real('altitude'),
    accuracy: real('accuracy'),
    /** Percent. */
    battery: real('battery'),
    ignition: boolean('ignition'),
    odometerKm: doublePrecision('odometer_km'),
    /** Whatever else the tracker sent (`alarm`, `hdop`, `fuel`, ...). */
    attributes: jsonb('attributes').$type<Record<string, string | number | boolean>>(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.ts] }), index('fleet_positions_ts_brin').using('brin', t.ts)],
);
