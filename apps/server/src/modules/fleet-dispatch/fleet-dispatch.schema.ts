import type { fleet } from '@atrium/contracts';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, companyId, timestamps, updatedAt } from '../../kernel/db/columns.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { fleetDrivers, fleetVehicles } from '../fleet/fleet.schema.ts';
import { users } from '../users/users.schema.ts';

/** Fleet dispatch (issue 19): a company's points of interest. */
export const fleetPois = pgTable(
  'fleet_pois',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').$type<fleet.PoiCategory>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    radiusMeters: integer('radius_m').notNull(),
    address: text('address').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('fleet_pois_company_idx').on(t.companyId, t.name)],
);

/** A company's routes; their stops are in `fleet_route_stops`. */
export const fleetRoutes = pgTable(
  'fleet_routes',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull(),
    distanceMeters: doublePrecision('distance_m').notNull(),
    ...timestamps(),
  },
  (t) => [index('fleet_routes_company_idx').on(t.companyId, t.name)],
);

/** A route's stops in order; a stop made from a POI keeps its point when the POI changes or goes. */
export const fleetRouteStops = pgTable(
  'fleet_route_stops',
  {
    id: serial('id').primaryKey(),
    routeId: integer('route_id')
      .notNull()
      .references(() => fleetRoutes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    poiId: integer('poi_id').references(() => fleetPois.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    radiusMeters: integer('radius_m').notNull(),
    plannedOffsetMinutes: integer('planned_offset_minutes').notNull(),
  },
  (t) => [
    uniqueIndex('fleet_route_stops_route_position_uq').on(t.routeId, t.position),
    index('fleet_route_stops_poi_idx').on(t.poiId),
  ],
);

/** Job cards: work for a vehicle and its driver, optionally along a route. */
export const fleetJobCards = pgTable(
  'fleet_job_cards',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    state: text('state').$type<fleet.JobState>().notNull().default('new'),
    vehicleId: integer('vehicle_id').references(() => fleetVehicles.id, { onDelete: 'set null' }),
    driverId: integer('driver_id').references(() => fleetDrivers.id, { onDelete: 'set null' }),
    routeId: integer('route_id').references(() => fleetRoutes.id, { onDelete: 'set null' }),
    plannedStart: at('planned_start'),
    plannedEnd: at('planned_end'),
    actualStart: at('actual_start'),
    actualEnd: at('actual_end'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('fleet_job_cards_company_idx').on(t.companyId, t.state),
    index('fleet_job_cards_vehicle_idx').on(t.vehicleId, t.state),
    index('fleet_job_cards_route_idx').on(t.routeId),
    index('fleet_job_cards_driver_idx').on(t.driverId),
  ],
);

/** Every change of a job card, with who (null: the system) and when. */
export const fleetJobCardHistory = pgTable(
  'fleet_job_card_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobCardId: integer('job_card_id')
      .notNull()
      .references(() => fleetJobCards.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').$type<(typeof fleet.JOB_HISTORY_EVENTS)[number]>().notNull(),
    fromState: text('from_state').$type<fleet.JobState>(),
    toState: text('to_state').$type<fleet.JobState>(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    comment: text('comment'),
  },
  (t) => [
    index('fleet_job_card_history_card_idx').on(t.jobCardId, t.id),
    index('fleet_job_card_history_user_idx').on(t.userId),
  ],
);

/** Where a job's vehicle stands on the stops of its route: arrival, and whether a late alarm was raised. */
export const fleetJobStopVisits = pgTable(
  'fleet_job_stop_visits',
  {
    jobCardId: integer('job_card_id')
      .notNull()
      .references(() => fleetJobCards.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    arrivedAt: at('arrived_at'),
    lateAlarmedAt: at('late_alarmed_at'),
  },
  (t) => [primaryKey({ columns: [t.jobCardId, t.position] })],
);

/** A company's fleet alarm settings; the defaults apply while it has no row. */
export const fleetAlarmSettings = pgTable('fleet_alarm_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  speedLimitKmh: integer('speed_limit_kmh'),
  idleMinutes: integer('idle_minutes'),
  geofenceEnter: boolean('geofence_enter').notNull(),
  geofenceExit: boolean('geofence_exit').notNull(),
  outOfRouteMeters: integer('out_of_route_m').notNull(),
  lateToleranceMinutes: integer('late_tolerance_minutes').notNull(),
  harshEvents: boolean('harsh_events').notNull(),
  lowBatteryPercent: integer('low_battery_percent'),
  updatedAt: updatedAt(),
});

/**
 * What the dispatch watcher remembers of a tracker between batches (kept in the database, so any server
 * process may take the next batch): its newest position, speed, since when it idles, the geofences it is in.
 */
export const fleetDispatchWatch = pgTable('fleet_dispatch_watch', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  lastTs: at('last_ts'),
  lastSpeedKmh: doublePrecision('last_speed_kmh'),
  idleSince: at('idle_since'),
  insideGeofences: jsonb('inside_geofences').$type<number[]>(),
});
