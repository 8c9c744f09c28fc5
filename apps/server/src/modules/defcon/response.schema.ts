import type { defcon as contract } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from '../../kernel/db/columns.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Defcon's response side (issue 18): localities and the police covering them, customers' sites, security
 * companies' intrusion settings, what Defcon knows of each kit alarm, and the escalation ladder's rungs.
 */

/** A locality, covered by one police HQ (a company of type 'HQ Police Station'). */
export const defconLocalities = pgTable(
  'defcon_localities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    hqCompanyId: integer('hq_company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('defcon_localities_name_uq').on(sql`lower(${t.name})`),
    index('defcon_localities_hq_idx').on(t.hqCompanyId),
  ],
);

/** The localities of its HQ a local station covers. */
export const defconStationLocalities = pgTable(
  'defcon_station_localities',
  {
    stationCompanyId: integer('station_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    localityId: integer('locality_id')
      .notNull()
      .references(() => defconLocalities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.stationCompanyId, t.localityId] }),
    index('defcon_station_localities_locality_idx').on(t.localityId),
  ],
);

/** A customer's site as a security company knows it: where its panels are (the police locality), address, phone. */
export const defconCustomerSites = pgTable('defcon_customer_sites', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  localityId: integer('locality_id').references(() => defconLocalities.id, { onDelete: 'set null' }),
  address: text('address').notNull().default(''),
  phone: text('phone'),
  updatedAt: updatedAt(),
});

/** A security company's delays and deadlines (seconds); the contract's defaults until set. */
export const defconIntrusionSettings = pgTable('defcon_intrusion_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  entryDelaySeconds: integer('entry_delay_seconds').notNull(),
  exitDelaySeconds: integer('exit_delay_seconds').notNull(),
  acknowledgeSeconds: integer('acknowledge_seconds').notNull(),
  dispatchSeconds: integer('dispatch_seconds').notNull(),
  policeHandOverSeconds: integer('police_hand_over_seconds').notNull(),
  updatedAt: updatedAt(),
});

/** What Defcon knows of a kit alarm (app defcon): the panel event, who serves it, where it stands. */
export const defconAlarms = pgTable(
  'defcon_alarms',
  {
    alarmId: integer('alarm_id')
      .primaryKey()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    panelDeviceId: integer('panel_device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    detectorDeviceId: integer('detector_device_id').references(() => devices.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    codeFamily: text('code_family').notNull(),
    zone: integer('zone'),
    securityCompanyId: integer('security_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    localityId: integer('locality_id').references(() => defconLocalities.id, { onDelete: 'set null' }),
    policeHqId: integer('police_hq_id').references(() => companies.id, { onDelete: 'set null' }),
    policeStationId: integer('police_station_id').references(() => companies.id, { onDelete: 'set null' }),
    responderUserId: integer('responder_user_id').references(() => users.id, { onDelete: 'set null' }),
    stage: text('stage').$type<contract.DefconStage>().notNull(),
    restoredAt: at('restored_at'),
    dispatchedAt: at('dispatched_at'),
    policeEscalatedAt: at('police_escalated_at'),
    handedOverAt: at('handed_over_at'),
    falseAlarm: boolean('false_alarm').notNull().default(false),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    index('defcon_alarms_security_idx').on(t.securityCompanyId),
    index('defcon_alarms_hq_idx').on(t.policeHqId),
    index('defcon_alarms_station_idx').on(t.policeStationId),
    index('defcon_alarms_panel_idx').on(t.panelDeviceId),
  ],
);

/**
 * The escalation ladder: each rung is who must act on an alarm (a company, and a user when one person must)
 * by a deadline; met when acted on, missed when the deadline passed (the timer then opens the next rung),
 * cancelled when the alarm closed or moved on. At most one pending rung per alarm.
 */
export const defconEscalations = pgTable(
  'defcon_escalations',
  {
    id: serial('id').primaryKey(),
    alarmId: integer('alarm_id')
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    level: text('level').$type<contract.EscalationLevel>().notNull(),
    /** The position on its level: the n-th operator tried, the n-th reminder, the n-th station. */
    step: integer('step').notNull().default(0),
    targetCompanyId: integer('target_company_id').references(() => companies.id, { onDelete: 'set null' }),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    openedAt: at('opened_at').notNull().defaultNow(),
    deadline: at('deadline').notNull(),
    outcome: text('outcome').$type<contract.EscalationOutcome>().notNull().default('pending'),
    resolvedAt: at('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('defcon_escalations_pending_uq').on(t.alarmId).where(sql`${t.outcome} = 'pending'`),
    index('defcon_escalations_due_idx').on(t.deadline).where(sql`${t.outcome} = 'pending'`),
    index('defcon_escalations_alarm_idx').on(t.alarmId, t.id),
    index('defcon_escalations_target_idx').on(t.targetCompanyId, t.level),
  ],
);
