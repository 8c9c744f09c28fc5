import {
  access,
  anpr,
  type devices as deviceContract,
  type ListQuery,
  type Paged,
  type SortTerm,
} from '@atrium/contracts';
import { and, asc, count, eq, gt, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { devices } from '../devices/devices.schema.ts';
import { requestScope } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { sameAccessTwice } from './access-overlap.ts';
import { anprAccesses, anprResidents, anprVehicles } from './anpr.schema.ts';
import { boxOf } from './boxes.service.ts';
import { listOwners, refused, rowOfCompany, visibleFilter } from './tenancy.ts';

/** Plate accesses: which vehicles, residents and visitor plates may pass which gate, and when. */

type AccessRow = typeof anprAccesses.$inferSelect;
const a = anprAccesses;
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const creatorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;

function selectAccesses(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      row: a,
      companyName: companies.name,
      gateName: devices.name,
      gateSerial: devices.serial,
      vehiclePlate: anprVehicles.plate,
      residentName: anprResidents.name,
      creatorName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(a)
    .innerJoin(companies, eq(companies.id, a.companyId))
    .innerJoin(devices, eq(devices.id, a.boxDeviceId))
    .leftJoin(anprVehicles, eq(anprVehicles.id, a.vehicleId))
    .leftJoin(anprResidents, eq(anprResidents.id, a.residentId))
    .leftJoin(users, eq(users.id, a.createdBy))
    .where(where)
    .$dynamic();
}
type Selection = Awaited<ReturnType<typeof selectAccesses>>[number];

const toAccess = (r: Selection, now = new Date()): anpr.PlateAccess => ({
  id: r.row.id,
  company: { id: r.row.companyId, name: r.companyName },
  box: { id: r.row.boxDeviceId, gateName: r.gateName, serial: r.gateSerial },
  name: r.row.name,
  subject: r.row.vehicleId !== null ? 'vehicle' : r.row.residentId !== null ? 'resident' : 'plate',
  vehicle: r.row.vehicleId === null ? null : { id: r.row.vehicleId, plate: r.vehiclePlate ?? '' },
  resident: r.row.residentId === null ? null : { id: r.row.residentId, name: r.residentName ?? '' },
  plate: r.row.plate,
  plateNorm: r.row.plateNorm,
  type: r.row.type,
  windows: r.row.windows && access.sortWindows(r.row.windows),
  timeZone: r.row.timeZone,
  validFrom: isoOrNull(r.row.validFrom),
  validUntil: isoOrNull(r.row.validUntil),
  source: r.row.source,
  state: anpr.plateAccessState(r.row, now),
  createdBy: r.row.createdBy === null ? null : { id: r.row.createdBy, name: r.creatorName ?? '' },
  createdAt: r.row.createdAt.toISOString(),
  updatedAt: r.row.updatedAt.toISOString(),
  revokedAt: isoOrNull(r.row.revokedAt),
});

export interface AccessFilters {
  name?: string;
  customerId?: deviceContract.CustomerId;
  /** The `on-behalf-of` header (R130). */
  onBehalfOf?: deviceContract.CustomerId;
  boxId?: number;
  vehicleId?: number;
  residentId?: number;
  type?: anpr.AnprAccessType;
  source?: anpr.AccessSource;
  active?: 'true' | 'false';
}

/** Not revoked and within its bounds at `now` (a scheduled one in or out of a window). */
const activeAt = (now: Date) =>
  and(
    isNull(a.revokedAt),
    or(isNull(a.validFrom), lte(a.validFrom, now)),
    or(isNull(a.validUntil), gt(a.validUntil, now)),
  ) as SQL;

export async function listAccesses(
  db: DbOrTx,
  ctx: RequestContext,
  filters: AccessFilters,
  page: ListQuery,
): Promise<Paged<anpr.PlateAccess>> {
  if (filters.boxId !== undefined) await boxOf(db, ctx, filters.boxId);
  await visibleFilter(db, ctx, anprVehicles, 'vehicleId', filters.vehicleId);
  await visibleFilter(db, ctx, anprResidents, 'residentId', filters.residentId);
  const now = new Date();
  const pattern = containsPattern(filters.name);
  const where = and(
    await listOwners(db, ctx, a.companyId, filters),
    filters.boxId !== undefined ? eq(a.boxDeviceId, filters.boxId) : undefined,
    filters.vehicleId !== undefined ? eq(a.vehicleId, filters.vehicleId) : undefined,
    filters.residentId !== undefined
      ? or(
          eq(a.residentId, filters.residentId),
          inArray(
            a.vehicleId,
            db
              .select({ id: anprVehicles.id })
              .from(anprVehicles)
              .where(eq(anprVehicles.residentId, filters.residentId)),
          ),
        )
      : undefined,
    filters.type ? eq(a.type, filters.type) : undefined,
    filters.source ? eq(a.source, filters.source) : undefined,
    filters.active === undefined
      ? undefined
      : filters.active === 'true'
        ? activeAt(now)
        : sql`not (${activeAt(now)})`,
    pattern
      ? or(
          ilike(a.name, pattern),
          ilike(devices.name, pattern),
          ilike(a.plate, pattern),
          ilike(anprVehicles.plate, pattern),
          ilike(anprResidents.name, pattern),
        )
      : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<(typeof anpr.ACCESS_SORTS)[number]>[], {
    id: a.id,
    name: a.name,
    type: a.type,
    validFrom: a.validFrom,
    validUntil: a.validUntil,
    createdAt: a.createdAt,
  });
  const rows = await selectAccesses(db, where)
    .orderBy(...order, asc(a.id))
    .limit(page.limit)
    .offset(page.offset);
  let totalRecords = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [n] = await db
      .select({ n: count() })
      .from(a)
      .innerJoin(devices, eq(devices.id, a.boxDeviceId))
      .leftJoin(anprVehicles, eq(anprVehicles.id, a.vehicleId))
      .leftJoin(anprResidents, eq(anprResidents.id, a.residentId))
      .where(where);
    totalRecords = n?.n ?? 0;
  }
  return { data: rows.map((r) => toAccess(r, now)), totalRecords };
}

async function findAccess(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectAccesses(
    db,
    and(eq(a.id, id), await requestScope(db, ctx).companies(a.companyId)),
  );
  if (!row) throw notFound('Access');
  return row;
}

export const getAccess = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  toAccess(await findAccess(db, ctx, id));

/** One gate's accesses are written one at a time: the identical-access check and the write cannot interleave. */
const lockGate = (tx: DbOrTx, boxId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${1_720_000_020}, ${boxId})`);

type Subject = Pick<AccessRow, 'vehicleId' | 'residentId' | 'plateNorm'>;

/** Another live access of the same subject at the gate that is the same access twice: a 418 on `boxId`. */
async function assertNotTwice(
  tx: DbOrTx,
  boxId: number,
  subject: Subject,
  shape: AccessRow,
  exceptId?: number,
) {
  const others = await tx
    .select()
    .from(a)
    .where(
      and(
        eq(a.boxDeviceId, boxId),
        isNull(a.revokedAt),
        eq(a.source, 'manual'),
        subject.vehicleId !== null
          ? eq(a.vehicleId, subject.vehicleId)
          : subject.residentId !== null
            ? eq(a.residentId, subject.residentId)
            : eq(a.plateNorm, subject.plateNorm ?? ''),
        exceptId !== undefined ? ne(a.id, exceptId) : undefined,
      ),
    );
  const clash = others.find((other) => sameAccessTwice(other, shape));
  if (clash) {
    throw refused(
      'boxId',
      `The same access at this gate exists already (access ${clash.id}${clash.name ? `, ${clash.name}` : ''})`,
    );
  }
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

export async function createAccess(db: DbOrTx, ctx: RequestContext, input: anpr.AccessInput) {
  const box = await boxOf(db, ctx, input.boxId);
  const companyId = box.companyId;
  const subject: Subject = { vehicleId: null, residentId: null, plateNorm: null };
  if (input.vehicleId !== undefined)
    subject.vehicleId = (
      await rowOfCompany(
        db,
        anprVehicles,
        input.vehicleId,
        companyId,
        'vehicleId',
        "Choose a vehicle of the gate's company",
      )
    ).id;
  if (input.residentId !== undefined)
    subject.residentId = (
      await rowOfCompany(
        db,
        anprResidents,
        input.residentId,
        companyId,
        'residentId',
        "Choose a resident of the gate's company",
      )
    ).id;
  if (input.plate !== undefined) subject.plateNorm = anpr.normalisePlate(input.plate);
  const values = {
    companyId,
    boxDeviceId: box.id,
    name: input.name,
    ...subject,
    plate: input.plate ?? null,
    type: input.type,
    windows: input.type === 'scheduled' && input.windows ? access.sortWindows(input.windows) : null,
    timeZone: input.type === 'scheduled' ? (input.timeZone ?? null) : null,
    validFrom: dateOrNull(input.validFrom),
    validUntil: dateOrNull(input.validUntil),
    source: 'manual' as const,
    createdBy: ctx.user?.actorId ?? ctx.user?.id ?? null,
  };
  const id = await db.transaction(async (tx) => {
    await lockGate(tx, box.id);
    await assertNotTwice(tx, box.id, subject, values as AccessRow);
    const [row] = await tx.insert(a).values(values).returning({ id: a.id });
    if (!row) throw new Error('access insert returned nothing');
    return row.id;
  });
  return getAccess(db, ctx, id);
}

/** The zod issues of the whole access after a change, as 418 fields. */
function assertShape(shape: unknown) {
  const parsed = anpr.accessShape.safeParse(shape);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({ param: String(issue.path[0] ?? 'type'), msg: issue.message })),
    );
  }
}

export async function updateAccess(db: DbOrTx, ctx: RequestContext, id: number, input: anpr.AccessUpdate) {
  const { row } = await findAccess(db, ctx, id);
  if (row.revokedAt) throw new HttpError(409, 'This access is revoked', 'ACCESS_REVOKED');
  if (row.source === 'visitor') {
    throw new HttpError(
      409,
      "A visitor's access follows its reservation: change the reservation",
      'VISITOR_ACCESS',
    );
  }
  const type = input.type ?? row.type;
  const scheduled = type === 'scheduled';
  const next = {
    ...row,
    name: input.name ?? row.name,
    type,
    windows: input.windows !== undefined ? input.windows : scheduled ? row.windows : null,
    timeZone: input.timeZone !== undefined ? input.timeZone : scheduled ? row.timeZone : null,
    validFrom: input.validFrom !== undefined ? dateOrNull(input.validFrom) : row.validFrom,
    validUntil: input.validUntil !== undefined ? dateOrNull(input.validUntil) : row.validUntil,
  };
  assertShape({
    ...next,
    validFrom: isoOrNull(next.validFrom),
    validUntil: isoOrNull(next.validUntil),
  });
  await db.transaction(async (tx) => {
    await lockGate(tx, row.boxDeviceId);
    await assertNotTwice(tx, row.boxDeviceId, row, next, row.id);
    await tx
      .update(a)
      .set({
        name: next.name,
        type: next.type,
        windows: next.windows && access.sortWindows(next.windows),
        timeZone: next.timeZone,
        validFrom: next.validFrom,
        validUntil: next.validUntil,
        updatedAt: new Date(),
      })
      .where(eq(a.id, id));
  });
  return getAccess(db, ctx, id);
}

export async function revokeAccess(db: DbOrTx, ctx: RequestContext, id: number) {
  await findAccess(db, ctx, id);
  const now = new Date();
  const [done] = await db
    .update(a)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(a.id, id), isNull(a.revokedAt)))
    .returning({ id: a.id });
  if (!done) throw new HttpError(409, 'This access is already revoked', 'ACCESS_REVOKED');
  return getAccess(db, ctx, id);
}

export async function deleteAccess(db: DbOrTx, ctx: RequestContext, id: number) {
  await findAccess(db, ctx, id);
  await db.delete(a).where(eq(a.id, id));
}
