import type { apps, analysis as contract } from '@atrium/contracts';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound } from '../../kernel/http/errors.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { structures } from '../places/places.schema.ts';
import { appDefault, customerOf, requestScope, type Tenancy } from '../scope/index.ts';

/**
 * What an analysis call covers (asked of the request's scope): the app's devices the caller sees, of the customer the call means
 * (spec §6: the caller's own company unless customerId or on-behalf-of says otherwise). Queries using it join
 * `hardware` on the device.
 */
export async function deviceScope(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  query: Pick<contract.StatisticsQuery, 'customerId' | 'solutionId'> & Tenancy,
): Promise<SQL | undefined> {
  const scope = requestScope(db, ctx);
  return and(
    await scope.devices('view', app),
    eq(hardware.app, app),
    // With the devices the app lets the company see (Defcon: monitored), as the app's device list.
    await scope.appOwners(app, devices.companyId, customerOf(query, appDefault(ctx))),
    query.solutionId ? eq(devices.solutionId, query.solutionId) : undefined,
  );
}

export interface Target {
  id: number;
  name: string;
}

/** The asked devices within the scope, by id; one outside (another company's, or unknown) is a 404. */
export async function scopedDevices(db: DbOrTx, scope: SQL | undefined, ids: number[]): Promise<Target[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: devices.id, name: devices.name, serial: devices.serial })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(scope, inArray(devices.id, ids)));
  if (rows.length !== ids.length) throw notFound('Device');
  return rows.map((r) => ({ id: r.id, name: r.name || r.serial }));
}

/** The asked structures of the customer the call means; one outside is a 404. */
export async function scopedStructures(
  db: DbOrTx,
  ctx: RequestContext,
  query: Pick<contract.StatisticsQuery, 'customerId'> & Tenancy,
  ids: number[],
): Promise<Target[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: structures.id, name: structures.name })
    .from(structures)
    .where(and(inArray(structures.id, ids), await requestScope(db, ctx).owners(structures.companyId, query)));
  if (rows.length !== ids.length) throw notFound('Structure');
  return rows;
}

/** The devices a call's targets name: the asked devices and the devices of the asked structures. */
export function targetCondition(deviceIds: number[], structureIds: number[]): SQL | undefined {
  return or(
    deviceIds.length > 0 ? inArray(devices.id, deviceIds) : undefined,
    structureIds.length > 0 ? inArray(devices.structureId, structureIds) : undefined,
  );
}
