import type { places, sparking } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
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
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const company = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** A company's car park: its outline (an open ring of points) and, optionally, the structure it serves. */
export const spLocations = pgTable(
  'sp_locations',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    outline: jsonb('outline').$type<places.LatLng[]>().notNull(),
    structureId: integer('structure_id').references(() => structures.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sp_locations_company_idx').on(t.companyId)],
);

/**
 * A spot of a location, its sensor (one spot per device) and its state since when; `sensed`/`sensed_at` the
 * newest reading applied, kept while the spot is closed so that opening it restores the sensor's state.
 */
export const spSpots = pgTable(
  'sp_spots',
  {
    id: serial('id').primaryKey(),
    companyId: company(),
    locationId: integer('location_id')
      .notNull()
      .references(() => spLocations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    state: text('state').$type<sparking.SpotState>().notNull().default('unknown'),
    since: at('since').notNull().defaultNow(),
    sensed: text('sensed').$type<sparking.SensedState>(),
    sensedAt: at('sensed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sp_spots_code_uq').on(t.locationId, sql`lower(${t.code})`),
    uniqueIndex('sp_spots_device_uq').on(t.deviceId),
    index('sp_spots_company_idx').on(t.companyId),
    check('sp_spots_state_ck', sql`${t.state} in ('free', 'occupied', 'closed', 'unknown')`),
  ],
);

/** Each state a spot was in, from when to when (null while it lasts): history, stays and turnover. */
export const spSpotEvents = pgTable(
  'sp_spot_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spSpots.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => spLocations.id, { onDelete: 'cascade' }),
    state: text('state').$type<sparking.SpotState>().notNull(),
    from: at('from_ts').notNull(),
    to: at('to_ts'),
  },
  (t) => [
    index('sp_spot_events_spot_idx').on(t.spotId, t.from),
    index('sp_spot_events_location_idx').on(t.locationId, t.from),
    uniqueIndex('sp_spot_events_open_uq').on(t.spotId).where(sql`${t.to} is null`),
  ],
);
