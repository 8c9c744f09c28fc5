import { type apps, devices as contract, type ListQuery, type SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import { randomToken } from '../../kernel/auth/tokens.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { structures } from '../places/places.schema.ts';
import { reachablePlaces, uniquely } from '../places/scope.ts';
import { recordInfo } from './device-logs.service.ts';
import { connectivitySql, deviceById, deviceRows, toDevice, tokenStateSql } from './device-rows.ts';
import { devices, deviceTokens, hardware, sensorTypes, solutions } from './devices.schema.ts';
import { appDefault, customerOf, findDevice, requestScope, type Tenancy, visibleCustomer } from './scope.ts';

export interface DeviceFilters extends Tenancy {
  name?: string;
  solutionId?: number;
  hardwareId?: number;
  type?: contract.DeviceType;
  structureId?: number;
  floorId?: number;
  spaceId?: number;
  installState?: contract.InstallState;
  state?: contract.DeviceState;
  connectivity?: contract.Connectivity;
  tokenState?: contract.TokenState;
}

type Sort = SortTerm<(typeof contract.DEVICE_SORTS)[number]>;
const sortColumns = {
  id: devices.id,
  serial: devices.serial,
  name: devices.name,
  lastSeenAt: devices.lastSeenAt,
  installedAt: devices.installedAt,
  battery: devices.battery,
  createdAt: devices.createdAt,
};

const when = <T>(value: T | undefined, condition: (v: T) => SQL) =>
  value === undefined ? undefined : condition(value);

/** Every list, count and inventory filter as one condition over devices, hardware and device tokens. */
async function deviceWhere(
  db: DbOrTx,
  ctx: RequestContext,
  filters: DeviceFilters,
  now: Date,
  fallback?: contract.CustomerId,
  app?: apps.AppKey,
): Promise<SQL | undefined> {
  const pattern = containsPattern(filters.name);
  // Issue 15 §7: a place filter of another company is a 418, not an empty answer.
  await reachablePlaces(db, ctx, filters);
  const scope = requestScope(db, ctx);
  const customer = customerOf(filters, fallback);
  // An app's call holds the devices its app lets the company see too (Defcon: monitored), `appOwners`.
  const owners = app
    ? await scope.appOwners(app, devices.companyId, customer)
    : await scope.customer(devices.companyId, customer);
  return and(
    await scope.devices(),
    owners,
    pattern ? or(ilike(devices.serial, pattern), ilike(devices.name, pattern)) : undefined,
    when(filters.solutionId, (id) => eq(devices.solutionId, id)),
    when(filters.hardwareId, (id) => eq(devices.hardwareId, id)),
    when(filters.type, (type) => eq(hardware.type, type)),
    when(filters.structureId, (id) => eq(devices.structureId, id)),
    when(filters.floorId, (id) => eq(devices.floorId, id)),
    when(filters.spaceId, (id) => eq(devices.spaceId, id)),
    when(filters.installState, (s) =>
      s === 'installed' ? isNotNull(devices.structureId) : isNull(devices.structureId),
    ),
    when(filters.state, (s) => eq(devices.state, s)),
    when(filters.connectivity, (c) => sql`${connectivitySql(now)} = ${c}`),
    when(filters.tokenState, (t) => sql`${tokenStateSql(now)} = ${t}`),
  );
}

/** The counts' filters: with `app`, that app's devices, with those it grants (core calls' default owners). */
const appDeviceWhere = async (
  db: DbOrTx,
  ctx: RequestContext,
  filters: DeviceFilters & { app?: apps.AppKey },
  now: Date,
) =>
  and(
    await deviceWhere(db, ctx, filters, now, undefined, filters.app),
    filters.app ? eq(hardware.app, filters.app) : undefined,
  );

/** The joins the filters need, for counting queries. */
const counted = <T extends Record<string, unknown>>(db: DbOrTx, fields: T) =>
  db
    .select(fields as Record<string, SQL | typeof devices.id>)
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .leftJoin(deviceTokens, eq(deviceTokens.deviceId, devices.id))
    .$dynamic();

export async function listDevices(
  db: DbOrTx,
  ctx: RequestContext,
  filters: DeviceFilters,
  page: ListQuery,
  /** `core`: every app's devices the caller sees; an app key: that app's, of the own company by default. */
  scope: 'core' | apps.AppKey = 'core',
) {
  const now = new Date();
  const where = and(
    scope === 'core'
      ? await deviceWhere(db, ctx, filters, now)
      : await deviceWhere(db, ctx, filters, now, appDefault(ctx), scope),
    scope === 'core' ? undefined : eq(hardware.app, scope),
  );
  const rows = await deviceRows(db)
    .where(where)
    .orderBy(...orderByTerms(page.sort as Sort[], sortColumns), asc(devices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = page.total ? await counted(db, { n: count() }).where(where) : [{ n: rows.length }];
  return { data: rows.map((r) => toDevice(r, now)), totalRecords: Number(total?.n ?? 0) };
}

export async function getDevice(db: DbOrTx, ctx: RequestContext, id: number) {
  await findDevice(db, ctx, id, 'view');
  return deviceById(db, id);
}

const countOf = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** R206: a device of solution 17 or 18 counts as its sensors. */
const sensorUnits = sql<number>`coalesce(sum(case
  when ${inArray(devices.solutionId, [...contract.SENSOR_COUNT_SOLUTION_IDS])}
  then greatest(cardinality(${hardware.sensorTypeIds}), 1) else 1 end), 0)`.mapWith(Number);

export async function countDevices(
  db: DbOrTx,
  ctx: RequestContext,
  filters: DeviceFilters & { app?: apps.AppKey },
): Promise<contract.DeviceCounts> {
  const now = new Date();
  const where = await appDeviceWhere(db, ctx, filters, now);
  const connectivity = connectivitySql(now);
  const [row] = await counted(db, {
    total: count(),
    installed: countOf(isNotNull(devices.structureId)),
    online: countOf(sql`${connectivity} = 'online'`),
    offline: countOf(sql`${connectivity} = 'offline'`),
    neverSeen: countOf(sql`${connectivity} = 'never-seen'`),
    blocked: countOf(eq(devices.state, 'blocked')),
    locked: countOf(eq(devices.locked, true)),
    sensors: sensorUnits,
  }).where(where);
  const n = (key: string) => Number((row as Record<string, unknown> | undefined)?.[key] ?? 0);
  return {
    total: n('total'),
    installed: n('installed'),
    notInstalled: n('total') - n('installed'),
    online: n('online'),
    offline: n('offline'),
    neverSeen: n('neverSeen'),
    blocked: n('blocked'),
    locked: n('locked'),
    sensors: n('sensors'),
  };
}

export async function countDevicesByStructure(
  db: DbOrTx,
  ctx: RequestContext,
  filters: DeviceFilters & { app?: apps.AppKey },
) {
  const now = new Date();
  const where = and(await appDeviceWhere(db, ctx, filters, now), isNotNull(devices.structureId));
  const connectivity = connectivitySql(now);
  const rows = await db
    .select({
      structureId: structures.id,
      structureName: structures.name,
      total: count(),
      online: countOf(sql`${connectivity} = 'online'`),
      offline: countOf(sql`${connectivity} = 'offline'`),
      neverSeen: countOf(sql`${connectivity} = 'never-seen'`),
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .leftJoin(deviceTokens, eq(deviceTokens.deviceId, devices.id))
    .innerJoin(structures, eq(structures.id, devices.structureId))
    .where(where)
    .groupBy(structures.id, structures.name)
    .orderBy(asc(structures.name), asc(structures.id));
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

/** Devices per hardware; with `app`, only that app's hardware (the kit's inventory page of that app). */
export async function deviceInventory(
  db: DbOrTx,
  ctx: RequestContext,
  filters: DeviceFilters & { app?: apps.AppKey },
) {
  const now = new Date();
  const where = await appDeviceWhere(db, ctx, filters, now);
  const rows = await db
    .select({
      hardwareId: hardware.id,
      hardwareName: hardware.name,
      type: hardware.type,
      total: count(),
      installed: countOf(isNotNull(devices.structureId)),
      withActiveToken: countOf(sql`${tokenStateSql(now)} = 'active'`),
    })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .leftJoin(deviceTokens, eq(deviceTokens.deviceId, devices.id))
    .where(where)
    .groupBy(hardware.id, hardware.name, hardware.type)
    .orderBy(asc(hardware.id));
  return rows.map((r) => ({ ...r, total: Number(r.total), notInstalled: Number(r.total) - r.installed }));
}

/** A16: the sensor solutions the customer has devices of (every one for an admin without a customer). */
export async function userSolutions(db: DbOrTx, ctx: RequestContext, tenancy: Tenancy) {
  const customer = customerOf(tenancy, appDefault(ctx));
  const swam = eq(solutions.app, 'swam');
  if (customer === undefined && ctx.user?.isAdmin) {
    return db.select().from(solutions).where(swam).orderBy(asc(solutions.id));
  }
  const scope = requestScope(db, ctx);
  const owned = and(await scope.devices(), await scope.customer(devices.companyId, customer));
  return db
    .selectDistinct({ id: solutions.id, name: solutions.name, app: solutions.app, group: solutions.group })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .innerJoin(solutions, eq(solutions.id, devices.solutionId))
    .where(and(owned, swam))
    .orderBy(asc(solutions.id));
}

export const SERIAL_TAKEN = 'This Serial Is Already Registered';

export interface RegisterInput {
  serial: string;
  name: string;
  hardwareId: number;
  solutionId: number | null;
  customerId: number;
  password?: string;
}

/** A new device with its free token (not activated until installed) and a credential shown once. */
export async function registerDevice(db: DbOrTx, ctx: RequestContext, input: RegisterInput) {
  const model = contract.hardwareById(input.hardwareId);
  if (!model) throw new ValidationError([{ param: 'hardwareId', msg: 'Choose a Hardware' }]);
  if (input.solutionId !== null && !model.solutionIds.includes(input.solutionId)) {
    throw new ValidationError([{ param: 'solutionId', msg: 'This Hardware Does Not Serve That Solution' }]);
  }
  const owner = await visibleCustomer(db, ctx, input.customerId);
  const [taken] = await db.select({ id: devices.id }).from(devices).where(eq(devices.serial, input.serial));
  if (taken) throw new ValidationError([{ param: 'serial', msg: SERIAL_TAKEN }]);
  const password = input.password ?? randomToken();
  const passwordHash = await hashPassword(password);
  const id = await uniquely(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(devices)
          .values({
            serial: input.serial,
            name: input.name,
            hardwareId: model.id,
            solutionId: input.solutionId ?? model.solutionIds[0] ?? null,
            companyId: owner.id,
            passwordHash,
            reportingIntervalSeconds: model.defaultReportingIntervalSeconds,
          })
          .returning({ id: devices.id });
        if (!row) throw new Error('device insert returned nothing');
        await tx.insert(deviceTokens).values({
          companyId: owner.id,
          app: model.app,
          deviceId: row.id,
          validityMonths: model.freeTokenValidityMonths,
        });
        await recordInfo(tx, row.id, 'info', 'REGISTERED', `Registered for ${owner.name}`);
        return row.id;
      }),
    'serial',
    SERIAL_TAKEN,
  );
  return { ...(await deviceById(db, id)), password };
}

export async function listSensorTypes(db: DbOrTx, solutionId?: number) {
  return db
    .select()
    .from(sensorTypes)
    .where(solutionId === undefined ? undefined : sql`${solutionId} = any(${sensorTypes.solutionIds})`)
    .orderBy(asc(sensorTypes.id));
}

export async function listHardware(db: DbOrTx, solutionId?: number) {
  const rows = await db
    .select()
    .from(hardware)
    .where(
      and(
        eq(hardware.app, 'swam'),
        solutionId === undefined ? undefined : sql`${solutionId} = any(${hardware.solutionIds})`,
      ),
    )
    .orderBy(asc(hardware.id));
  return rows.map((h) => ({ ...h, queuedConfig: h.id === contract.QUEUED_CONFIG_HARDWARE_ID }));
}
