import type { rodent } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { users } from '../users/users.schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A technician's visit to a station (issue 21); it clears the station's open events and alarms. */
export const rodentVisits = pgTable(
  'rodent_visits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    notes: text('notes').notNull().default(''),
    technicianId: integer('technician_id').references(() => users.id, { onDelete: 'set null' }),
    clearedEvents: integer('cleared_events').notNull().default(0),
    clearedAlarms: integer('cleared_alarms').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('rodent_visits_device_idx').on(t.deviceId, t.at)],
);

/** What a station's readings meant (trap triggered, bait consumed, ...), open until a visit clears it. */
export const rodentEvents = pgTable(
  'rodent_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<rodent.EventKind>().notNull(),
    at: at('at').notNull(),
    value: doublePrecision('value'),
    clearedByVisit: integer('cleared_by_visit').references(() => rodentVisits.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('rodent_events_company_at_idx').on(t.companyId, t.at),
    index('rodent_events_device_at_idx').on(t.deviceId, t.at),
    index('rodent_events_open_idx').on(t.deviceId).where(sql`${t.clearedByVisit} is null`),
  ],
);
