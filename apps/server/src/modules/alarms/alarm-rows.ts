import type { apps, alarms as contract } from '@atrium/contracts';
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { idIn } from '../../kernel/db/sql.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware, solutions } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { alarms, alarmTemplates } from './alarms.schema.ts';

const structure = alias(structures, 'alarm_structure');

/** Alarms with their device, company, solution, structure and template, as replies carry them. */
export function selectAlarms(db: DbOrTx) {
  return db
    .select({
      alarm: alarms,
      app: hardware.app,
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
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(companies, eq(companies.id, alarms.companyId))
    .leftJoin(solutions, eq(solutions.id, devices.solutionId))
    .leftJoin(structure, eq(structure.id, devices.structureId))
    .leftJoin(alarmTemplates, eq(alarmTemplates.id, alarms.templateId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAlarms>['execute']>>[number];
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/** An alarm row's own fields as replies carry them; the kit's view and Defcon's add what they join. */
export const alarmFields = (
  a: typeof alarms.$inferSelect,
  app: apps.AppKey,
  device: contract.Alarm['device'],
  companyName: string,
) => ({
  id: a.id,
  app,
  // An intrusion alarm (Defcon) travels in the kit's shape on sockets; the kit's lists never select it.
  category: a.category as contract.AlarmCategory,
  kind: a.kind,
  severity: a.severity,
  status: a.status,
  message: a.message,
  key: a.key,
  value: a.value,
  device,
  company: { id: a.companyId, name: companyName },
  ruleId: a.ruleId,
  raisedAt: a.raisedAt.toISOString(),
  acknowledgedAt: iso(a.acknowledgedAt),
  escalatedAt: iso(a.escalatedAt),
  closedAt: iso(a.closedAt),
});

export const toAlarm = (r: Row): contract.Alarm => ({
  ...alarmFields(r.alarm, r.app, r.device, r.companyName),
  solution: named(r.solutionId, r.solutionName),
  structure: named(r.structureId, r.structureName),
  template: named(r.alarm.templateId, r.templateName),
});

export async function alarmsWhere(db: DbOrTx, where: SQL | undefined) {
  return (await selectAlarms(db).where(where)).map(toAlarm);
}

export const alarmsByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : alarmsWhere(db, idIn(alarms.id, ids));
