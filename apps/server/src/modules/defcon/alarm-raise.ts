import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { alarmHistory, alarms } from '../alarms/alarms.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { firstRung, type LadderContext } from './ladder.ts';
import { defconPanels } from './panels.schema.ts';
import { adminOf, operatorsOf, providerSecurityCompany, settingsOf } from './response.data.ts';
import { defconAlarms, defconCustomerSites, defconEscalations } from './response.schema.ts';

/**
 * Raising and restoring Defcon alarms inside a transaction the caller holds (issue 18), for one alarm or a
 * burst: a batch costs a fixed number of statements (its panels, their security companies, localities and
 * ladder contexts read once, then one insert per table), not a transaction per alarm. The callers push and
 * arm the escalation timer once the transaction is committed.
 */

export interface RaiseInput {
  panelDeviceId: number;
  kind: 'intrusion' | 'status';
  code: string;
  zone?: number;
  deviceId?: number;
  message: string;
  at?: Date;
}

export interface RestoreInput {
  panelDeviceId: number;
  code: string;
  zone?: number;
  at?: Date;
  kind?: 'intrusion' | 'status';
}

/**
 * A code's family, so an alarm and its restoral meet: a SIA code's first letter (BA, BH, BR → B), a Contact ID
 * event's first two digits (130, 131 → 13), any other code itself (upper case).
 */
export function codeFamily(code: string): string {
  const c = code.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(c)) return c.slice(0, 1);
  if (/^\d{3}$/.test(c)) return c.slice(0, 2);
  return c;
}

export const ruleIdOf = (kind: RaiseInput['kind'], code: string, zone: number | undefined) =>
  `${kind}:${codeFamily(code)}:${zone ?? 0}`;

/** Reads once per key within a batch. */
function memo<K, V>(read: (key: K) => Promise<V>) {
  const known = new Map<K, Promise<V>>();
  return (key: K) => {
    let value = known.get(key);
    if (!value) {
      value = read(key);
      known.set(key, value);
    }
    return value;
  };
}

/** What the first rung of an alarm answered by `companyId` needs (no police yet). */
async function firstRungContext(tx: DbOrTx, companyId: number): Promise<LadderContext> {
  return {
    settings: await settingsOf(tx, companyId),
    securityCompanyId: companyId,
    operators: await operatorsOf(tx, companyId),
    admin: await adminOf(tx, companyId),
    policeHqId: null,
    stations: [],
    triedStations: [],
  };
}

/**
 * Raises alarms in `tx`: each goes to the panel's customer and its security company (the panel's monitoring
 * company, else the customer's provider) and opens the ladder's first rung, intrusion and status alike (every
 * step is timed: a status alarm left unacknowledged escalates like an intrusion). Answers the new alarm's id
 * per input, null where the same alarm (panel, kind, code family, zone) is open or the panel has no owner; a
 * repeat within the batch is null too.
 */
export async function insertDefconAlarms(
  tx: DbOrTx,
  inputs: readonly RaiseInput[],
): Promise<(number | null)[]> {
  if (inputs.length === 0) return [];
  const panelIds = [...new Set(inputs.map((i) => i.panelDeviceId))];
  const panels = await tx
    .select({ id: devices.id, customerId: devices.companyId, monitoredBy: defconPanels.securityCompanyId })
    .from(devices)
    .leftJoin(defconPanels, eq(defconPanels.deviceId, devices.id))
    .where(inArray(devices.id, panelIds));
  const panelOf = new Map(panels.map((p) => [p.id, p]));
  const customers = [...new Set(panels.flatMap((p) => (p.customerId === null ? [] : [p.customerId])))];
  const sites =
    customers.length === 0
      ? []
      : await tx
          .select({ companyId: defconCustomerSites.companyId, localityId: defconCustomerSites.localityId })
          .from(defconCustomerSites)
          .where(inArray(defconCustomerSites.companyId, customers));
  const localityOf = new Map(sites.map((s) => [s.companyId, s.localityId]));
  const providerOf = memo((customerId: number) => providerSecurityCompany(tx, customerId));
  const ladderOf = memo((companyId: number) => firstRungContext(tx, companyId));

  const seen = new Set<string>();
  const rows: { input: RaiseInput; customerId: number; ruleId: string; at: Date }[] = [];
  for (const input of inputs) {
    const customerId = panelOf.get(input.panelDeviceId)?.customerId;
    const ruleId = ruleIdOf(input.kind, input.code, input.zone);
    const key = `${input.panelDeviceId}|${ruleId}`;
    if (!customerId || seen.has(key)) continue;
    seen.add(key);
    rows.push({ input, customerId, ruleId, at: input.at ?? new Date() });
  }
  if (rows.length === 0) return inputs.map(() => null);
  const inserted = await tx
    .insert(alarms)
    .values(
      rows.map(({ input, customerId, ruleId, at }) => ({
        companyId: customerId,
        deviceId: input.panelDeviceId,
        templateId: null,
        ruleId,
        category: input.kind,
        kind: 'panel-event' as const,
        severity: input.kind === 'intrusion' ? ('critical' as const) : ('major' as const),
        status: 'active' as const,
        message: input.message,
        key: input.code,
        value: input.zone ?? null,
        raisedAt: at,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: alarms.id, deviceId: alarms.deviceId, ruleId: alarms.ruleId });
  const idOf = new Map(inserted.map((r) => [`${r.deviceId}|${r.ruleId}`, r.id]));

  const now = new Date();
  const defconRows: (typeof defconAlarms.$inferInsert)[] = [];
  const rungs: (typeof defconEscalations.$inferInsert)[] = [];
  const history: (typeof alarmHistory.$inferInsert)[] = [];
  for (const { input, customerId, ruleId, at } of rows) {
    const alarmId = idOf.get(`${input.panelDeviceId}|${ruleId}`);
    if (alarmId === undefined) continue;
    const securityCompanyId = panelOf.get(input.panelDeviceId)?.monitoredBy ?? (await providerOf(customerId));
    const rung = securityCompanyId === null ? null : firstRung(await ladderOf(securityCompanyId), now);
    // The rung opens as the alarm is raised here (an event raised late, by the pending-alarms job, opens it now).
    if (rung) rungs.push({ alarmId, openedAt: now, ...rung });
    defconRows.push({
      alarmId,
      panelDeviceId: input.panelDeviceId,
      detectorDeviceId: input.deviceId ?? null,
      code: input.code,
      codeFamily: codeFamily(input.code),
      zone: input.zone ?? null,
      securityCompanyId,
      localityId: localityOf.get(customerId) ?? null,
      stage: rung?.level ?? (input.kind === 'intrusion' ? 'closed' : 'operator'),
    });
    history.push({ alarmId, at, event: 'raised', comment: input.message });
  }
  if (defconRows.length > 0) {
    await tx.insert(defconAlarms).values(defconRows);
    await tx.insert(alarmHistory).values(history);
  }
  if (rungs.length > 0) await tx.insert(defconEscalations).values(rungs);
  const taken = new Set<number>();
  return inputs.map((input) => {
    const id = idOf.get(`${input.panelDeviceId}|${ruleIdOf(input.kind, input.code, input.zone)}`);
    if (id === undefined || taken.has(id)) return null;
    taken.add(id);
    return id;
  });
}

/**
 * A panel's restoral of an open alarm (panel, code family, zone; of `kind` when given), in `tx`: recorded in
 * its history; an intrusion alarm stays open until handled, a status alarm closes (`cleared`, its rung
 * cancelled). Null when no such alarm is open.
 */
export async function restoreInTx(tx: DbOrTx, input: RestoreInput) {
  const at = input.at ?? new Date();
  const kinds = input.kind ? [input.kind] : (['intrusion', 'status'] as const);
  const ruleIds = kinds.map((k) => ruleIdOf(k, input.code, input.zone));
  const [open] = await tx
    .select({ id: alarms.id, category: alarms.category })
    .from(alarms)
    .where(
      and(
        eq(alarms.deviceId, input.panelDeviceId),
        isNull(alarms.templateId),
        isNull(alarms.closedAt),
        inArray(alarms.ruleId, ruleIds),
      ),
    )
    .orderBy(desc(alarms.id))
    .limit(1);
  if (!open) return null;
  await tx.update(defconAlarms).set({ restoredAt: at }).where(eq(defconAlarms.alarmId, open.id));
  await tx.insert(alarmHistory).values({ alarmId: open.id, at, event: 'restored', comment: input.code });
  if (open.category !== 'status') return { id: open.id, change: 'updated' as const };
  await tx
    .update(alarms)
    .set({ status: 'cleared', closedAt: at })
    .where(and(eq(alarms.id, open.id), isNull(alarms.closedAt)));
  await tx.update(defconAlarms).set({ stage: 'closed' }).where(eq(defconAlarms.alarmId, open.id));
  await tx
    .update(defconEscalations)
    .set({ outcome: 'cancelled', resolvedAt: at })
    .where(and(eq(defconEscalations.alarmId, open.id), eq(defconEscalations.outcome, 'pending')));
  await tx.insert(alarmHistory).values({ alarmId: open.id, at, event: 'cleared' });
  return { id: open.id, change: 'cleared' as const };
}
