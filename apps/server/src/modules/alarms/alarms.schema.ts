import type { apps, alarms as contract } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
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
import { at, companyId, timestamps } from '../../kernel/db/columns.ts';
import { devices, solutions } from '../devices/devices.schema.ts';
import { users } from '../users/users.schema.ts';

/** Alarm templates: a company's rules over its devices' readings of one app (of one solution, or every device). */
export const alarmTemplates = pgTable(
  'alarm_templates',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    /** The kit app whose devices the rules apply to (`hardware.app`). */
    app: text('app').$type<apps.AppKey>().notNull().default('swam'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    solutionId: integer('solution_id').references(() => solutions.id),
    enabled: boolean('enabled').notNull().default(true),
    rules: jsonb('rules').$type<contract.Rule[]>().notNull(),
    ...timestamps(),
  },
  (t) => [index('alarm_templates_company_idx').on(t.companyId, t.app, t.id)],
);

/**
 * Alarms raised by a template's rule on a device. `closed_at` is null while open; the partial unique index
 * keeps one open alarm per device and rule, so two batches evaluated at once cannot raise it twice.
 */
export const alarms = pgTable(
  'alarms',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => alarmTemplates.id, { onDelete: 'set null' }),
    ruleId: text('rule_id').notNull(),
    /** `intrusion` only for Defcon's panel alarms (kind `panel-event`, no template). */
    category: text('category').$type<contract.AnyAlarmCategory>().notNull(),
    kind: text('kind').$type<contract.AlarmKind>().notNull(),
    severity: text('severity').$type<contract.Severity>().notNull(),
    status: text('status').$type<contract.AlarmStatus>().notNull().default('active'),
    message: text('message').notNull(),
    key: text('key'),
    value: doublePrecision('value'),
    raisedAt: at('raised_at').notNull().defaultNow(),
    acknowledgedAt: at('acknowledged_at'),
    escalatedAt: at('escalated_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('alarms_open_device_rule_uq')
      .on(t.deviceId, t.templateId, t.ruleId)
      .where(sql`${t.closedAt} is null`),
    // Alarms an application raises itself (no template: Defcon's panel events): one open per device and rule.
    uniqueIndex('alarms_open_device_rule_untemplated_uq')
      .on(t.deviceId, t.ruleId)
      .where(sql`${t.closedAt} is null and ${t.templateId} is null`),
    index('alarms_company_idx').on(t.companyId, t.category, t.raisedAt),
    index('alarms_device_idx').on(t.deviceId),
  ],
);

/** What happened to an alarm, with who (null: the rule) and when. */
export const alarmHistory = pgTable(
  'alarm_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    alarmId: integer('alarm_id')
      .notNull()
      .references(() => alarms.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    event: text('event').$type<contract.HistoryEvent>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
  },
  (t) => [index('alarm_history_alarm_idx').on(t.alarmId, t.id), index('alarm_history_user_idx').on(t.userId)],
);

/**
 * Pending holds of rules with `forSeconds`: the device's rule has been crossed since `since` (by `value`)
 * without a restoring reading. Raised, and removed, once it has held `forSeconds` (on a later reading or by
 * the hold scan); a restoring reading removes it.
 */
export const alarmHolds = pgTable(
  'alarm_holds',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => alarmTemplates.id, { onDelete: 'cascade' }),
    ruleId: text('rule_id').notNull(),
    since: at('since').notNull(),
    value: doublePrecision('value'),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.templateId, t.ruleId] })],
);
