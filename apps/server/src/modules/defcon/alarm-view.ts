import type { defcon as contract, alarms as kit } from '@atrium/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { idIn } from '../../kernel/db/sql.ts';
import { emitAlarms } from '../alarms/alarm-events.ts';
import { alarmFields, alarmsByIds } from '../alarms/alarm-rows.ts';
import { alarms } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { users } from '../users/users.schema.ts';
import { defconAlarms, defconEscalations, defconLocalities } from './response.schema.ts';

/** Defcon alarms as replies carry them: the kit's alarm joined with what Defcon knows of it. */

const panel = alias(devices, 'defcon_panel');
const detector = alias(devices, 'defcon_detector');
const customer = alias(companies, 'defcon_customer');
const security = alias(companies, 'defcon_security');
const hq = alias(companies, 'defcon_hq');
const station = alias(companies, 'defcon_station');
const responder = alias(users, 'defcon_responder');

export const pendingDeadline = sql<Date | null>`(select e.deadline from ${defconEscalations} e
  where e.alarm_id = "alarms"."id" and e.outcome = 'pending' limit 1)`;

export function selectDefconAlarms(db: DbOrTx) {
  return db
    .select({
      alarm: alarms,
      defcon: defconAlarms,
      app: hardware.app,
      panel: { id: panel.id, serial: panel.serial, name: panel.name },
      detectorId: detector.id,
      detectorSerial: detector.serial,
      detectorName: detector.name,
      customerName: customer.name,
      securityName: security.name,
      localityName: defconLocalities.name,
      hqName: hq.name,
      stationName: station.name,
      responderName: sql<string | null>`${responder.firstName} || ' ' || ${responder.lastName}`,
      deadline: pendingDeadline.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
    })
    .from(alarms)
    .innerJoin(defconAlarms, eq(defconAlarms.alarmId, alarms.id))
    .innerJoin(panel, eq(panel.id, defconAlarms.panelDeviceId))
    .innerJoin(hardware, eq(hardware.id, panel.hardwareId))
    .innerJoin(customer, eq(customer.id, alarms.companyId))
    .leftJoin(detector, eq(detector.id, defconAlarms.detectorDeviceId))
    .leftJoin(security, eq(security.id, defconAlarms.securityCompanyId))
    .leftJoin(defconLocalities, eq(defconLocalities.id, defconAlarms.localityId))
    .leftJoin(hq, eq(hq.id, defconAlarms.policeHqId))
    .leftJoin(station, eq(station.id, defconAlarms.policeStationId))
    .leftJoin(responder, eq(responder.id, defconAlarms.responderUserId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectDefconAlarms>['execute']>>[number];
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export const toDefconAlarm = (r: Row): contract.DefconAlarm => ({
  ...alarmFields(r.alarm, r.app, r.panel, r.customerName),
  category: r.alarm.category === 'intrusion' ? 'intrusion' : 'status',
  solution: null,
  structure: null,
  template: null,
  code: r.defcon.code,
  codeFamily: r.defcon.codeFamily,
  zone: r.defcon.zone,
  panel: r.panel,
  detector:
    r.detectorId === null
      ? null
      : { id: r.detectorId, serial: r.detectorSerial ?? '', name: r.detectorName ?? '' },
  customer: { id: r.alarm.companyId, name: r.customerName },
  securityCompany: named(r.defcon.securityCompanyId, r.securityName),
  locality: named(r.defcon.localityId, r.localityName),
  policeHq: named(r.defcon.policeHqId, r.hqName),
  policeStation: named(r.defcon.policeStationId, r.stationName),
  responder: named(r.defcon.responderUserId, r.responderName),
  // A closed alarm shows closed whatever its stage row says (rows closed before the kit's calls were refused).
  stage: r.alarm.closedAt ? 'closed' : r.defcon.stage,
  deadline: r.alarm.closedAt ? null : iso(r.deadline),
  restoredAt: iso(r.defcon.restoredAt),
  falseAlarm: r.defcon.falseAlarm,
  rejectReason: r.defcon.rejectReason,
});

export async function defconAlarmsWhere(db: DbOrTx, where: SQL | undefined) {
  return (await selectDefconAlarms(db).where(where)).map(toDefconAlarm);
}

export const defconAlarmById = async (db: DbOrTx, id: number) =>
  (await defconAlarmsWhere(db, idIn(alarms.id, [id])))[0] ?? null;

/**
 * Pushes changed alarms on the kit's realtime channel (`alarm` event, the kit's shape with category
 * `intrusion` or `status`): to the customer's Defcon alarm room and, through `companies`, to the rooms of the
 * security company and the police companies it reached.
 */
export async function pushDefconAlarms(database: Database, change: kit.AlarmChange, ids: number[]) {
  if (ids.length === 0) return;
  const { db } = database;
  const rows = await alarmsByIds(db, ids);
  const extra = await db
    .select({
      alarmId: defconAlarms.alarmId,
      s: defconAlarms.securityCompanyId,
      h: defconAlarms.policeHqId,
      p: defconAlarms.policeStationId,
    })
    .from(defconAlarms)
    .where(idIn(defconAlarms.alarmId, ids));
  for (const alarm of rows) {
    const more = extra.find((e) => e.alarmId === alarm.id);
    const companies = [more?.s, more?.h, more?.p].filter((c): c is number => typeof c === 'number');
    emitAlarms(database, change, [alarm], companies);
  }
}
