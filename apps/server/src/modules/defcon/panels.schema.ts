import type { defcon as contract } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, timestamps } from '../../kernel/db/columns.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Defcon panels (issue 18): what the SIA receiver and the panel pages need beside the device row of an
 * intrusion panel (hardware type `alarm-panel`). One row per panel device, made when the panel is registered
 * (`PUT /defcon/panel/:id/sia`, the seed) or first read.
 */
export const defconPanels = pgTable(
  'defcon_panels',
  {
    deviceId: integer('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** The SIA account (`#acct`), upper case; unique on the platform (the receiver finds the panel by it). */
    accountNumber: text('account_number'),
    /** AES key as the receiver takes it (16/24/32 characters or 32/48/64 hex digits); never sent by the API. */
    siaKey: text('sia_key'),
    supervisionSeconds: integer('supervision_seconds').notNull().default(900),
    armState: text('arm_state').$type<contract.ArmState>().notNull().default('unknown'),
    armedAt: at('armed_at'),
    /** The keypad user the panel reported with its last opening or closing. */
    armedPanelUser: integer('armed_panel_user'),
    /** The platform user of the last activate/deactivate command, when the state followed one. */
    armedByUserId: integer('armed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastHeartbeatAt: at('last_heartbeat_at'),
    /** Set while a 'panel offline' status alarm is open (silent past its supervision interval). */
    offlineSince: at('offline_since'),
    network: text('network').$type<contract.PanelNetwork>().notNull().default('ethernet'),
    /** The security company monitoring it (an accepted device assignment). */
    securityCompanyId: integer('security_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    framesAccepted: integer('frames_accepted').notNull().default(0),
    /** Frames the receiver refused for this account, by reason. */
    rejected: jsonb('rejected').$type<Record<string, number>>().notNull().default({}),
    rejectedTotal: integer('rejected_total').notNull().default(0),
    lastRejectedAt: at('last_rejected_at'),
    lastRejectedReason: text('last_rejected_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('defcon_panels_account_uq').on(t.accountNumber),
    index('defcon_panels_security_company_idx').on(t.securityCompanyId),
  ],
);

/** A panel's zones: number, name and the detector, contact or siren on it (a device is in one zone at most). */
export const defconZones = pgTable(
  'defcon_zones',
  {
    panelId: integer('panel_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    zone: integer('zone').notNull(),
    name: text('name').notNull(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.panelId, t.zone] }), uniqueIndex('defcon_zones_device_uq').on(t.deviceId)],
);

/** What the panels reported (every accepted event but link tests), newest last: zones' last events, details. */
export const defconPanelEvents = pgTable(
  'defcon_panel_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    panelId: integer('panel_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    kind: text('kind').notNull(),
    eventClass: text('event_class').notNull(),
    code: text('code').notNull(),
    restore: boolean('restore').notNull().default(false),
    zone: integer('zone'),
    panelUser: integer('panel_user'),
    description: text('description').notNull(),
    /**
     * An intrusion or status event whose alarm is not raised (or restored) yet: the panel was ACKed once the
     * event was stored; the alarm follows, retried by the pending-alarms job if this process stopped first.
     */
    alarmPending: boolean('alarm_pending').notNull().default(false),
  },
  (t) => [
    index('defcon_panel_events_panel_idx').on(t.panelId, t.zone, t.at),
    index('defcon_panel_events_pending_idx').on(t.at).where(sql`${t.alarmPending}`),
  ],
);

/**
 * Device assignment: a security company asks to monitor a customer's device; the customer answers. At most one
 * pending or accepted row per device.
 */
export const defconDeviceAssignments = pgTable(
  'defcon_device_assignments',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    customerCompanyId: integer('customer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    securityCompanyId: integer('security_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status').$type<contract.AssignmentStatus>().notNull().default('pending'),
    note: text('note'),
    reason: text('reason'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: at('requested_at').notNull().defaultNow(),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: at('answered_at'),
    unassignedBy: integer('unassigned_by').references(() => users.id, { onDelete: 'set null' }),
    unassignedAt: at('unassigned_at'),
  },
  (t) => [
    uniqueIndex('defcon_device_assignments_open_uq')
      .on(t.deviceId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('defcon_device_assignments_security_idx').on(t.securityCompanyId),
    index('defcon_device_assignments_customer_idx').on(t.customerCompanyId),
  ],
);

export type DefconPanelRow = typeof defconPanels.$inferSelect;
