import type { anpr, metrowatch } from '@atrium/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { anprAccesses, anprResidents, anprVehicles } from '../anpr/anpr.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { commandStateOf } from '../metrowatch/commands.service.ts';
import { deviceCommands } from '../metrowatch/metrowatch.schema.ts';
import { anprVehicleLogs as logs } from './vehicle-logs.schema.ts';

/** The devices a log names: its box (the gate), its camera, the barrier its command went to. */
export const box = alias(devices, 'box');
const camera = alias(devices, 'camera');
const barrier = alias(devices, 'barrier');
const command = alias(deviceCommands, 'cmd');

const columns = (deps: AppDeps) => ({
  log: {
    id: logs.id,
    cameraName: logs.cameraName,
    frigateId: logs.frigateId,
    plate: logs.plate,
    plateNorm: logs.plateNorm,
    score: logs.score,
    knownName: logs.knownName,
    direction: logs.direction,
    seenAt: logs.seenAt,
    decision: logs.decision,
    code: logs.code,
    reason: logs.reason,
    createdAt: logs.createdAt,
    updatedAt: logs.updatedAt,
    hasSnapshot: sql<boolean>`${logs.snapshot} is not null`,
  },
  companyId: companies.id,
  companyName: companies.name,
  boxId: box.id,
  boxName: box.name,
  boxSerial: box.serial,
  cameraId: camera.id,
  cameraDeviceName: camera.name,
  cameraSerial: camera.serial,
  vehicleId: anprVehicles.id,
  vehiclePlate: anprVehicles.plate,
  residentId: anprResidents.id,
  residentName: anprResidents.name,
  accessId: anprAccesses.id,
  accessName: anprAccesses.name,
  commandId: command.id,
  commandState: sql<metrowatch.CommandState>`${commandStateOf(deps, 'cmd').state}`,
  barrierId: barrier.id,
  barrierName: barrier.name,
  barrierSerial: barrier.serial,
});

type Row = Awaited<ReturnType<typeof selectLogs>>[number];

/** Logs with everything they name, for a condition; the caller orders and pages. */
export function selectLogs(deps: AppDeps, db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns(deps))
    .from(logs)
    .innerJoin(companies, eq(companies.id, logs.companyId))
    .innerJoin(box, eq(box.id, logs.boxDeviceId))
    .leftJoin(camera, eq(camera.id, logs.cameraDeviceId))
    .leftJoin(anprVehicles, eq(anprVehicles.id, logs.vehicleId))
    .leftJoin(anprResidents, eq(anprResidents.id, logs.residentId))
    .leftJoin(anprAccesses, eq(anprAccesses.id, logs.accessId))
    .leftJoin(command, eq(command.id, logs.commandId))
    .leftJoin(barrier, eq(barrier.id, logs.barrierDeviceId))
    .where(where)
    .$dynamic();
}

export function toVehicleLog(row: Row): anpr.VehicleLog {
  const { log } = row;
  return {
    id: log.id,
    company: { id: row.companyId, name: row.companyName },
    box: { id: row.boxId, gateName: row.boxName || row.boxSerial, serial: row.boxSerial },
    camera:
      row.cameraId === null
        ? null
        : {
            id: row.cameraId,
            name: row.cameraDeviceName || (row.cameraSerial ?? ''),
            serial: row.cameraSerial ?? '',
          },
    cameraName: log.cameraName,
    frigateId: log.frigateId,
    plate: log.plate,
    plateNorm: log.plateNorm,
    score: log.score,
    knownName: log.knownName,
    direction: log.direction,
    seenAt: log.seenAt.toISOString(),
    decision: log.decision,
    code: log.code,
    reason: log.reason,
    vehicle: row.vehicleId === null ? null : { id: row.vehicleId, plate: row.vehiclePlate ?? '' },
    resident: row.residentId === null ? null : { id: row.residentId, name: row.residentName ?? '' },
    access: row.accessId === null ? null : { id: row.accessId, name: row.accessName || `#${row.accessId}` },
    command:
      row.commandId === null || row.barrierId === null
        ? null
        : {
            id: row.commandId,
            barrier: { id: row.barrierId, name: row.barrierName || (row.barrierSerial ?? '') },
            state: row.commandState,
          },
    hasSnapshot: log.hasSnapshot,
    createdAt: log.createdAt.toISOString(),
    updatedAt: log.updatedAt.toISOString(),
  };
}

/** One log with what it names (no tenancy: the ingest's own read, or after the caller's check). */
export async function vehicleLogById(deps: AppDeps, id: number): Promise<anpr.VehicleLog | null> {
  const [row] = await selectLogs(deps, deps.database.db, eq(logs.id, id));
  return row ? toVehicleLog(row) : null;
}
