import type { facmgmt } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, timestamps } from '../../kernel/db/columns.ts';
import { spaces, structures } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';

const structureId = () =>
  integer('structure_id')
    .notNull()
    .references(() => structures.id, { onDelete: 'cascade' });

type Hours = facmgmt.DayHours | null;

/**
 * Facility booking (issue 20): the booking settings of a structure used as a building. Opening hours: seven
 * entries, index 0 = Saturday (the spec's first week day) to 6 = Friday, each `{ open, close }` or null.
 */
export const fmBuildings = pgTable('fm_buildings', {
  structureId: integer('structure_id')
    .primaryKey()
    .references(() => structures.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  timeZone: text('time_zone').notNull().default('Asia/Dubai'),
  openingHours: jsonb('opening_hours').$type<Hours[]>().notNull(),
  ...timestamps(),
});

/** A places space made bookable (or kept with its settings while not bookable). */
export const fmSpaces = pgTable(
  'fm_spaces',
  {
    spaceId: integer('space_id')
      .primaryKey()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    structureId: structureId(),
    capacity: integer('capacity'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    bookable: boolean('bookable').notNull().default(false),
    /** The space's own hours, or null for the building's. */
    openingHours: jsonb('opening_hours').$type<Hours[] | null>(),
    layoutX: doublePrecision('layout_x'),
    layoutY: doublePrecision('layout_y'),
    minMinutes: integer('min_minutes').notNull().default(15),
    maxMinutes: integer('max_minutes').notNull().default(480),
    ...timestamps(),
  },
  (t) => [index('fm_spaces_company_idx').on(t.companyId, t.structureId)],
);

export const fmSpaceGroups = pgTable(
  'fm_space_groups',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    structureId: structureId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('fm_space_groups_structure_name_uq').on(t.structureId, t.name)],
);

export const fmSpaceGroupMembers = pgTable(
  'fm_space_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => fmSpaceGroups.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.spaceId] }),
    index('fm_space_group_members_space_idx').on(t.spaceId),
  ],
);

/** A weekly series: its occurrences are rows of fm_reservations with its id. */
export const fmReservationSeries = pgTable('fm_reservation_series', {
  id: serial('id').primaryKey(),
  companyId: companyId(),
  frequency: text('frequency').$type<'weekly'>().notNull().default('weekly'),
  until: date('until', { mode: 'string' }).notNull(),
  exceptions: date('exceptions', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
  createdAt: createdAt(),
});

/**
 * Bookings. No two confirmed bookings of one space overlap: the exclusion constraint
 * `fm_reservations_no_overlap` (hand-written in the migration that made this table: drizzle cannot declare one) refuses the
 * second even when both commit at once; `[)` ranges let one end where the next starts.
 */
export const fmReservations = pgTable(
  'fm_reservations',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    structureId: structureId(),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    attendees: integer('attendees'),
    bookedBy: integer('booked_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status').$type<facmgmt.ReservationStatus>().notNull().default('confirmed'),
    seriesId: integer('series_id').references(() => fmReservationSeries.id, { onDelete: 'set null' }),
    sequence: integer('sequence').notNull().default(0),
    uid: uuid('uid').notNull().defaultRandom(),
    cancelledAt: at('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('fm_reservations_uid_uq').on(t.uid),
    index('fm_reservations_company_starts_idx').on(t.companyId, t.startsAt),
    index('fm_reservations_structure_starts_idx').on(t.structureId, t.startsAt),
    index('fm_reservations_series_idx').on(t.seriesId),
  ],
);

/** A private iCalendar feed of a building (space_id null) or a space; only the secret's SHA-256 is kept. */
export const fmCalendarFeeds = pgTable(
  'fm_calendar_feeds',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    structureId: structureId(),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('fm_calendar_feeds_secret_uq').on(t.secretHash),
    index('fm_calendar_feeds_company_idx').on(t.companyId),
  ],
);
