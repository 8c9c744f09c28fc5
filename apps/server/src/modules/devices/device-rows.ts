import { devices as contract } from '@atrium/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { notFound } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { floors, spaces, structures } from '../places/places.schema.ts';
import { devices, deviceTokens, hardware, solutions } from './devices.schema.ts';

/** How a device row is read and shown: one select with its hardware, solution, owner, place and token. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Derived states in SQL, equal to the contract's `connectivity` and `tokenState` at `now`. */
export const connectivitySql = (now: Date): SQL<contract.Connectivity> => sql`case
  when ${devices.lastSeenAt} is null then 'never-seen'
  when ${devices.lastSeenAt} >= ${now.toISOString()}::timestamptz
    - make_interval(secs => greatest(3 * ${devices.reportingIntervalSeconds}, 120)) then 'online'
  else 'offline' end`;

export const tokenStateSql = (now: Date): SQL<contract.TokenState> => sql`case
  when ${deviceTokens.id} is null then 'no-token'
  when ${deviceTokens.activationAt} is null or ${deviceTokens.activationAt} > ${now.toISOString()}::timestamptz then 'not-activated'
  when ${deviceTokens.expirationAt} < ${now.toISOString()}::timestamptz then 'expired'
  else 'active' end`;

const columns = {
  id: devices.id,
  serial: devices.serial,
  name: devices.name,
  hardwareId: devices.hardwareId,
  hardwareName: hardware.name,
  type: hardware.type,
  app: hardware.app,
  solutionId: devices.solutionId,
  solutionName: solutions.name,
  companyId: devices.companyId,
  companyName: companies.name,
  structureId: devices.structureId,
  structureName: structures.name,
  floorId: devices.floorId,
  floorName: floors.name,
  spaceId: devices.spaceId,
  spaceName: spaces.name,
  installedAt: devices.installedAt,
  state: devices.state,
  locked: devices.locked,
  lastSeenAt: devices.lastSeenAt,
  lastValues: devices.lastValues,
  battery: devices.battery,
  reportingIntervalSeconds: devices.reportingIntervalSeconds,
  pendingReportingIntervalSeconds: devices.pendingReportingIntervalSeconds,
  tokenId: deviceTokens.id,
  activationAt: deviceTokens.activationAt,
  expirationAt: deviceTokens.expirationAt,
  validityMonths: deviceTokens.validityMonths,
  createdAt: devices.createdAt,
  updatedAt: devices.updatedAt,
};

/** A device with everything the API shows of it; `where`, order and paging are added by the caller. */
export const deviceRows = (db: DbOrTx) =>
  db
    .select(columns)
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(companies, eq(companies.id, devices.companyId))
    .leftJoin(solutions, eq(solutions.id, devices.solutionId))
    .leftJoin(structures, eq(structures.id, devices.structureId))
    .leftJoin(floors, eq(floors.id, devices.floorId))
    .leftJoin(spaces, eq(spaces.id, devices.spaceId))
    .leftJoin(deviceTokens, eq(deviceTokens.deviceId, devices.id))
    .$dynamic();

type Row = Awaited<ReturnType<typeof deviceRows>>[number];

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export function toDevice(row: Row, now: Date): contract.Device {
  const token =
    row.tokenId === null
      ? null
      : {
          id: row.tokenId,
          activationAt: iso(row.activationAt),
          expirationAt: iso(row.expirationAt),
          validityMonths: row.validityMonths ?? 0,
        };
  return {
    id: row.id,
    serial: row.serial,
    name: row.name,
    type: row.type,
    app: row.app,
    hardware: { id: row.hardwareId, name: row.hardwareName },
    solution: named(row.solutionId, row.solutionName),
    company: { id: row.companyId, name: row.companyName },
    structure: named(row.structureId, row.structureName),
    floor: named(row.floorId, row.floorName),
    space: named(row.spaceId, row.spaceName),
    installState: row.structureId === null ? 'not-installed' : 'installed',
    installedAt: row.structureId === null ? null : iso(row.installedAt),
    state: row.state,
    locked: row.locked,
    connectivity: contract.connectivity(row.lastSeenAt, row.reportingIntervalSeconds, now),
    lastSeenAt: iso(row.lastSeenAt),
    lastValues: row.lastValues,
    battery: row.battery,
    batteryLevel: contract.batteryLevel(row.battery),
    reportingIntervalSeconds: row.reportingIntervalSeconds,
    pendingReportingIntervalSeconds: row.pendingReportingIntervalSeconds,
    token,
    tokenState: contract.tokenState(token, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One device as the API shows it (the caller has checked access). */
export async function deviceById(db: DbOrTx, id: number): Promise<contract.Device> {
  const [row] = await deviceRows(db).where(eq(devices.id, id));
  if (!row) throw notFound('Device');
  return toDevice(row, new Date());
}
