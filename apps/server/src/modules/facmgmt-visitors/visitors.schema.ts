import type { facmgmt } from '@atrium/contracts';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, companyId, createdAt, timestamps } from '../../kernel/db/columns.ts';
import { doorAccesses } from '../access/access.schema.ts';
import { anprAccesses } from '../anpr/anpr.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { fmReservations } from '../facmgmt/facmgmt.schema.ts';
import { users } from '../users/users.schema.ts';

/** Visitors invited to a reservation (issue 20); gone with it. */
export const fmVisitors = pgTable(
  'fm_visitors',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => fmReservations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** As typed; `plateNorm` is contracts `anpr.normalisePlate` of it, what the gates compare. */
    plate: text('plate'),
    plateNorm: text('plate_norm'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
    emailSentAt: at('email_sent_at'),
  },
  (t) => [
    index('fm_visitors_company_idx').on(t.companyId, t.id),
    index('fm_visitors_reservation_idx').on(t.reservationId),
  ],
);

/**
 * A visitor's passes for the reservation's window: a door link (a Metro Watch `public-temporary` access) per
 * lock of the building, a plate access per gate. The door link's secret is kept here (the access module keeps
 * only its hash): the inviter sees the visitor's link and a changed invitation is mailed again with it.
 */
export const fmVisitorPasses = pgTable(
  'fm_visitor_passes',
  {
    id: serial('id').primaryKey(),
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => fmVisitors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<facmgmt.PassKind>().notNull(),
    /** The lock (door pass) or the gate's edge box (plate pass). */
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    doorAccessId: integer('door_access_id').references(() => doorAccesses.id, { onDelete: 'cascade' }),
    linkToken: text('link_token'),
    plateAccessId: integer('plate_access_id').references(() => anprAccesses.id, { onDelete: 'cascade' }),
    plate: text('plate'),
    state: text('state').$type<facmgmt.StoredPassState>().notNull().default('active'),
    validFrom: at('valid_from').notNull(),
    validUntil: at('valid_until').notNull(),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('fm_visitor_passes_visitor_idx').on(t.visitorId)],
);
