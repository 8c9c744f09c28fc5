import type { alarms as contract } from '@atrium/contracts';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { idIn } from '../../kernel/db/sql.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, solutions } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { alarms, alarmTemplates } from './alarms.schema.ts';

const structure = alias(structures, 'alarm_structure');

/** Alarms with their device, company, solution, structure and template, as replies carry them. */
export function selectAlarms(db: DbOrTx) {
  return db
    .select({
      alarm: alarms,
      device: { id: devices.id, serial: devices.serial, name: devices.name },
      companyName: companies.name,
      solutionId: solutions.id,
      solutionName: solutions.name,
      structureId: structure.id,
      structureName: structure.name,
      templateName: alarmTemplates.name,
    })
    .from(alarms)
    .innerJoin(devices, eq(devices.id, alarms.deviceId))
    .innerJoin(companies, eq(companies.id, alarms.companyId))
    .leftJoin(solutions, eq(solutions.id, devices.solutionId))
    .leftJoin(structure, eq(structure.id, devices.structureId))
    .leftJoin(alarmTemplates, eq(alarmTemplates.id, alarms.templateId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAlarms>['execute']>>[number];
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export const toAlarm = (r: Row): contract.Alarm => ({
  id: r.alarm.id,
  category: r.alarm.category,
  kind: r.alarm.kind,
  severity: r.alarm.severity,
  status: r.alarm.status,
  message: r.alarm.message,
  key: r.alarm.key,
  value: r.alarm.value,
  device: r.device,
  company: { id: r.alarm.companyId, name: r.companyName },
  solution: named(r.solutionId, r.solutionName),
  structure: named(r.structureId, r.structureName),
  template: named(r.alarm.templateId, r.templateName),
  ruleId: r.alarm.ruleId,
  raisedAt: r.alarm.raisedAt.toISOString(),
  acknowledgedAt: iso(r.alarm.acknowledgedAt),
  escalatedAt: iso(r.alarm.escalatedAt),
  closedAt: iso(r.alarm.closedAt),
});

export async function alarmsWhere(db: DbOrTx, where: SQL | undefined) {
  return (await selectAlarms(db).where(where)).map(toAlarm);
}

export const alarmsByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : alarmsWhere(db, idIn(alarms.id, ids));
