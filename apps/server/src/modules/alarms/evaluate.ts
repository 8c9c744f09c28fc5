import { alarms as contract } from '@atrium/contracts';
import { and, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { idIn, jsonRows, rowsOf } from '../../kernel/db/sql.ts';
import { devices } from '../devices/devices.schema.ts';
import type { ReadingRow } from '../telemetry/index.ts';
import { emitAlarms } from './alarm-events.ts';
import { alarmsByIds } from './alarm-rows.ts';
import { alarms, alarmTemplates } from './alarms.schema.ts';

/**
 * Rule evaluation. Reading rules (above, below, range, battery-low) run on every stored batch: a rule crossed
 * by any reading raises its alarm unless one is open; the device's last reading of the key back within the
 * rule clears it. Any reading clears a no-data alarm; `scanNoData` raises them from the devices' last seen.
 */

type Template = typeof alarmTemplates.$inferSelect;
interface Raise {
  companyId: number;
  deviceId: number;
  template: Template;
  rule: contract.Rule;
  value: number | null;
  at: Date;
}
interface Clear {
  deviceId: number;
  templateId: number;
  ruleId: string;
}

const applies = (template: Template, solutionId: number | null | undefined) =>
  template.solutionId === null || template.solutionId === solutionId;

function byDevice(rows: readonly ReadingRow[]) {
  const map = new Map<number, ReadingRow[]>();
  for (const row of rows) {
    const list = map.get(row.deviceId);
    if (list) list.push(row);
    else map.set(row.deviceId, [row]);
  }
  for (const list of map.values()) list.sort((a, b) => a.ts.getTime() - b.ts.getTime());
  return map;
}

/** What one device's readings do to one rule: the first crossing reading, and whether it ends normal. */
function judge(rule: contract.Rule, readings: ReadingRow[]) {
  const key = contract.watchedKey(rule);
  if (key === null) return { crossing: undefined, endsNormal: readings.length > 0 };
  let crossing: ReadingRow | undefined;
  let last: number | undefined;
  for (const reading of readings) {
    const value = reading.values[key];
    if (value === undefined) continue;
    if (crossing === undefined && contract.crosses(rule, value)) crossing = reading;
    last = value;
  }
  return { crossing, endsNormal: last !== undefined && !contract.crosses(rule, last) };
}

export async function evaluateReadings(database: Database, rows: readonly ReadingRow[]) {
  const { db } = database;
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const templates = await db
    .select()
    .from(alarmTemplates)
    .where(and(inArray(alarmTemplates.companyId, companyIds), eq(alarmTemplates.enabled, true)));
  if (templates.length === 0) return;
  const readings = byDevice(rows);
  const deviceIds = [...readings.keys()];
  const [deviceRows, open] = await Promise.all([
    db
      .select({ id: devices.id, solutionId: devices.solutionId })
      .from(devices)
      .where(idIn(devices.id, deviceIds)),
    db
      .select({ deviceId: alarms.deviceId, templateId: alarms.templateId, ruleId: alarms.ruleId })
      .from(alarms)
      .where(and(idIn(alarms.deviceId, deviceIds), isNull(alarms.closedAt))),
  ]);
  const solutionOf = new Map(deviceRows.map((d) => [d.id, d.solutionId]));
  const isOpen = new Set(open.map((a) => `${a.deviceId}:${a.templateId}:${a.ruleId}`));

  const raises: Raise[] = [];
  const clears: Clear[] = [];
  for (const [deviceId, list] of readings) {
    const companyId = list[0]?.companyId;
    for (const template of templates) {
      if (template.companyId !== companyId || !applies(template, solutionOf.get(deviceId))) continue;
      for (const rule of template.rules) {
        const { crossing, endsNormal } = judge(rule, list);
        const opened = isOpen.has(`${deviceId}:${template.id}:${rule.id}`);
        if (crossing && !opened) {
          const key = contract.watchedKey(rule);
          raises.push({
            companyId: template.companyId,
            deviceId,
            template,
            rule,
            value: key === null ? null : (crossing.values[key] ?? null),
            at: crossing.ts,
          });
        }
        if (endsNormal && (opened || crossing))
          clears.push({ deviceId, templateId: template.id, ruleId: rule.id });
      }
    }
  }
  await apply(database, raises, clears);
}

async function apply(database: Database, raises: Raise[], clears: Clear[]) {
  const { db } = database;
  const raised = await raise(db, raises);
  const cleared = await clear(db, clears);
  // Raised then cleared within one batch: told as both, in that order.
  emitAlarms(database, 'raised', await alarmsByIds(db, raised));
  emitAlarms(database, 'cleared', await alarmsByIds(db, cleared));
}

/*
 * The writes below take their rows as one JSON parameter and write the history in the same statement: they
 * run for every stored batch, where drizzle's per-value query building cost more than the database work.
 */

/** Closes the open alarms of the cleared rules, with their history; returns their ids. */
async function clear(db: DbOrTx, clears: Clear[]): Promise<number[]> {
  if (clears.length === 0) return [];
  const rows = clears.map((c) => ({ d: c.deviceId, t: c.templateId, r: c.ruleId }));
  const result = await db.execute(sql`
    with closed as (
      update alarms set closed_at = now(), status = 'cleared'
      where closed_at is null
        and (device_id, template_id, rule_id) in (
          select x.d, x.t, x.r from json_to_recordset(${jsonRows(rows)}) as x(d int, t int, r text))
      returning id)
    insert into alarm_history (alarm_id, event) select id, 'cleared' from closed
    returning alarm_id as id`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/** Inserts the alarms with their history; one already open for the device and rule (another batch, another server) wins. */
async function raise(db: DbOrTx, raises: Raise[]): Promise<number[]> {
  if (raises.length === 0) return [];
  const rows = raises.map((r) => ({
    c: r.companyId,
    d: r.deviceId,
    t: r.template.id,
    r: r.rule.id,
    category: contract.categoryOf(r.rule.kind),
    kind: r.rule.kind,
    severity: r.rule.severity,
    message: contract.describeRule(r.rule),
    key: contract.watchedKey(r.rule),
    value: r.value,
    at: r.at.getTime(),
  }));
  const result = await db.execute(sql`
    with raised as (
      insert into alarms (company_id, device_id, template_id, rule_id, category, kind, severity, message, key, value, raised_at)
      select x.c, x.d, x.t, x.r, x.category, x.kind, x.severity, x.message, x.key, x.value, to_timestamp(x.at / 1000.0)
      from json_to_recordset(${jsonRows(rows)}) as x(c int, d int, t int, r text, category text, kind text,
        severity text, message text, key text, value float8, at float8)
      on conflict do nothing
      returning id, raised_at)
    insert into alarm_history (alarm_id, event, at) select id, 'raised', raised_at from raised
    returning alarm_id as id`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

const hasNoDataRule = sql`${alarmTemplates.rules} @> '[{"kind":"no-data"}]'::jsonb`;

/** Raises no-data alarms for active devices heard of before but silent for longer than a rule's minutes. */
export async function scanNoData(database: Database, now = new Date()) {
  const { db } = database;
  const templates = await db
    .select()
    .from(alarmTemplates)
    .where(and(eq(alarmTemplates.enabled, true), hasNoDataRule));
  const raises: Raise[] = [];
  for (const template of templates) {
    for (const rule of template.rules) {
      if (rule.kind !== 'no-data') continue;
      const silentSince = new Date(now.getTime() - rule.minutes * 60_000);
      const conditions: SQL[] = [
        eq(devices.companyId, template.companyId),
        eq(devices.state, 'active'),
        isNotNull(devices.lastSeenAt),
        lt(devices.lastSeenAt, silentSince),
      ];
      if (template.solutionId !== null) conditions.push(eq(devices.solutionId, template.solutionId));
      const silent = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(...conditions));
      for (const device of silent) {
        raises.push({
          companyId: template.companyId,
          deviceId: device.id,
          template,
          rule,
          value: null,
          at: now,
        });
      }
    }
  }
  const raised = await raise(db, raises);
  emitAlarms(database, 'raised', await alarmsByIds(db, raised));
  return raised.length;
}
