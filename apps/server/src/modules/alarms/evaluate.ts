import { alarms as contract } from '@atrium/contracts';
import { and, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { idIn, jsonRows, rowsOf } from '../../kernel/db/sql.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { ofApp } from '../devices/scope.ts';
import type { ReadingRow } from '../telemetry/index.ts';
import { emitAlarms } from './alarm-events.ts';
import { alarmsByIds } from './alarm-rows.ts';
import { alarmHolds, alarms, alarmTemplates } from './alarms.schema.ts';
import { type Hold, holdChanged, isDue, judgeHeld } from './hold.ts';

/**
 * Rule evaluation. Reading rules (above, below, range, battery-low) run on every stored batch: a rule crossed
 * by any reading raises its alarm unless one is open; the device's last reading of the key back within the
 * rule clears it. Any reading clears a no-data alarm; `scanNoData` raises them from the devices' last seen.
 * A rule with `forSeconds` raises only once crossed that long (hold.ts): its pending holds are kept in
 * `alarm_holds`, finished by a later reading or by `scanHolds`.
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
type HoldRow = Clear & { hold?: Hold };
const ruleKey = (r: { deviceId: number; templateId: number | null; ruleId: string }) =>
  `${r.deviceId}:${r.templateId}:${r.ruleId}`;
const holds = (template: Template) => template.rules.some((r) => contract.holdSecondsOf(r) > 0);

/** A template applies to the devices of its app (and of its solution, when it names one). */
const applies = (template: Template, device: { app: string; solutionId: number | null } | undefined) =>
  device !== undefined &&
  template.app === device.app &&
  (template.solutionId === null || template.solutionId === device.solutionId);

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
  const [deviceRows, open, held] = await Promise.all([
    db
      .select({ id: devices.id, solutionId: devices.solutionId, app: hardware.app })
      .from(devices)
      .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
      .where(idIn(devices.id, deviceIds)),
    db
      .select({ deviceId: alarms.deviceId, templateId: alarms.templateId, ruleId: alarms.ruleId })
      .from(alarms)
      .where(and(idIn(alarms.deviceId, deviceIds), isNull(alarms.closedAt))),
    // Only companies with a held rule pay for reading the holds.
    templates.some(holds)
      ? db.select().from(alarmHolds).where(idIn(alarmHolds.deviceId, deviceIds))
      : Promise.resolve([]),
  ]);
  const deviceOf = new Map(deviceRows.map((d) => [d.id, d]));
  const isOpen = new Set(open.map(ruleKey));
  const holdOf = new Map(held.map((h) => [ruleKey(h), { since: h.since, value: h.value }]));

  const raises: Raise[] = [];
  const clears: Clear[] = [];
  const holdWrites: HoldRow[] = [];
  for (const [deviceId, list] of readings) {
    const companyId = list[0]?.companyId;
    for (const template of templates) {
      if (template.companyId !== companyId || !applies(template, deviceOf.get(deviceId))) continue;
      for (const rule of template.rules) {
        const id = { deviceId, templateId: template.id, ruleId: rule.id };
        const opened = isOpen.has(ruleKey(id));
        const seconds = contract.holdSecondsOf(rule);
        if (seconds > 0) {
          const hold = holdOf.get(ruleKey(id));
          const verdict = judgeHeld(rule, seconds, list, hold, opened);
          if (verdict.raise)
            raises.push({ companyId: template.companyId, deviceId, template, rule, ...verdict.raise });
          // With a hold, the scan may have raised it meanwhile: a restoring reading clears it too.
          if (verdict.endsNormal && (opened || verdict.raise || hold)) clears.push(id);
          if (holdChanged(hold, verdict.pending))
            holdWrites.push({ ...id, ...(verdict.pending ? { hold: verdict.pending } : {}) });
          continue;
        }
        const { crossing, endsNormal } = judge(rule, list);
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
        if (endsNormal && (opened || crossing)) clears.push(id);
      }
    }
  }
  await apply(database, raises, clears);
  await writeHolds(db, holdWrites);
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

/** Starts or restarts the held rules' holds, and removes those cancelled or raised. */
async function writeHolds(db: DbOrTx, writes: HoldRow[]) {
  const starts = writes.flatMap((w) =>
    w.hold
      ? [{ d: w.deviceId, t: w.templateId, r: w.ruleId, since: w.hold.since.getTime(), v: w.hold.value }]
      : [],
  );
  const ends = writes.filter((w) => !w.hold).map((w) => ({ d: w.deviceId, t: w.templateId, r: w.ruleId }));
  if (ends.length > 0)
    await db.execute(sql`
      delete from alarm_holds where (device_id, template_id, rule_id) in (
        select x.d, x.t, x.r from json_to_recordset(${jsonRows(ends)}) as x(d int, t int, r text))`);
  if (starts.length > 0)
    await db.execute(sql`
      insert into alarm_holds (device_id, template_id, rule_id, since, value)
      select x.d, x.t, x.r, to_timestamp(x.since / 1000.0), x.v
      from json_to_recordset(${jsonRows(starts)}) as x(d int, t int, r text, since float8, v float8)
      on conflict (device_id, template_id, rule_id) do update set since = excluded.since, value = excluded.value`);
}

/**
 * Raises the held rules whose condition has now held long enough with no reading since (a door left open
 * that reports only changes); drops the holds of rules removed, no longer held or of disabled templates.
 * A hold is taken by deleting it, so two servers scanning at once raise it once.
 */
export async function scanHolds(database: Database, now = new Date()) {
  const { db } = database;
  const rows = await db
    .select({ hold: alarmHolds, template: alarmTemplates })
    .from(alarmHolds)
    .innerJoin(alarmTemplates, eq(alarmTemplates.id, alarmHolds.templateId));
  const stale: Clear[] = [];
  const due = new Map<string, Raise & { since: Date }>();
  for (const { hold, template } of rows) {
    const rule = template.rules.find((r) => r.id === hold.ruleId);
    const seconds = rule ? contract.holdSecondsOf(rule) : 0;
    if (!rule || seconds === 0 || !template.enabled) stale.push(hold);
    else if (isDue(hold, seconds, now))
      due.set(ruleKey(hold), {
        companyId: template.companyId,
        deviceId: hold.deviceId,
        template,
        rule,
        value: hold.value,
        at: new Date(hold.since.getTime() + seconds * 1000),
        since: hold.since,
      });
  }
  await writeHolds(db, stale);
  if (due.size === 0) return 0;
  const taken = await db.execute(sql`
    delete from alarm_holds where (device_id, template_id, rule_id, since) in (
      select x.d, x.t, x.r, to_timestamp(x.since / 1000.0)
      from json_to_recordset(${jsonRows([...due.values()].map((d) => ({ d: d.deviceId, t: d.template.id, r: d.rule.id, since: d.since.getTime() })))})
        as x(d int, t int, r text, since float8))
    returning device_id as "deviceId", template_id as "templateId", rule_id as "ruleId"`);
  const raises = rowsOf<Clear>(taken).flatMap((row) => due.get(ruleKey(row)) ?? []);
  const raised = await raise(db, raises);
  emitAlarms(database, 'raised', await alarmsByIds(db, raised));
  return raised.length;
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
        ofApp(db, template.app),
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
