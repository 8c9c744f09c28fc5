import { anpr, type devices as deviceContract, type ListQuery, type Paged } from '@atrium/contracts';
import { and, asc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { structures } from '../places/places.schema.ts';
import { uniquely } from '../places/scope.ts';
import { requestScope, userOf } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { anprResidentStructures, anprResidents, anprVehicles } from './anpr.schema.ts';
import { listOwners, ownedRow, refused, targetCompany } from './tenancy.ts';
import { vehicleViews } from './vehicles.service.ts';

/** Residents, their structures, and the signed-in user's own profile. */

type ResidentRow = typeof anprResidents.$inferSelect;
type FieldError = { param: string; msg: string };

export async function residentViews(db: DbOrTx, rows: ResidentRow[]): Promise<anpr.Resident[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, userRows, placeRows, counts] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, [...new Set(rows.map((r) => r.companyId))])),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(inArray(users.id, rows.flatMap((r) => (r.userId === null ? [] : [r.userId])).concat(0))),
    db
      .select({ residentId: anprResidentStructures.residentId, id: structures.id, name: structures.name })
      .from(anprResidentStructures)
      .innerJoin(structures, eq(structures.id, anprResidentStructures.structureId))
      .where(inArray(anprResidentStructures.residentId, ids))
      .orderBy(asc(structures.name), asc(structures.id)),
    db
      .select({ residentId: anprVehicles.residentId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(anprVehicles)
      .where(inArray(anprVehicles.residentId, ids))
      .groupBy(anprVehicles.residentId),
  ]);
  const companyName = new Map(names.map((c) => [c.id, c.name]));
  const userById = new Map(userRows.map((u) => [u.id, u]));
  const count = new Map(counts.map((c) => [c.residentId, c.n]));
  return rows.map((r) => {
    const user = r.userId === null ? undefined : userById.get(r.userId);
    return {
      id: r.id,
      company: { id: r.companyId, name: companyName.get(r.companyId) ?? '' },
      user: user ? { id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email } : null,
      name: r.name,
      email: r.email,
      phone: r.phone,
      structures: placeRows.filter((p) => p.residentId === r.id).map((p) => ({ id: p.id, name: p.name })),
      vehicles: count.get(r.id) ?? 0,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

const residentView = async (db: DbOrTx, row: ResidentRow) =>
  (await residentViews(db, [row]))[0] as anpr.Resident;

export const findResident = (db: DbOrTx, ctx: RequestContext, id: number) =>
  ownedRow(db, ctx, anprResidents, id, 'Resident');

export interface ResidentFilters {
  name?: string;
  customerId?: deviceContract.CustomerId;
  /** The `on-behalf-of` header (R130). */
  onBehalfOf?: deviceContract.CustomerId;
  structureId?: number;
}

const SORTS = { id: anprResidents.id, name: anprResidents.name, createdAt: anprResidents.createdAt };

export async function listResidents(
  db: DbOrTx,
  ctx: RequestContext,
  filters: ResidentFilters,
  page: ListQuery<keyof typeof SORTS>,
): Promise<Paged<anpr.Resident>> {
  if (filters.structureId !== undefined) {
    const [seen] = await db
      .select({ id: structures.id })
      .from(structures)
      .where(
        and(
          eq(structures.id, filters.structureId),
          await requestScope(db, ctx).companies(structures.companyId),
        ),
      );
    if (!seen) throw refused('structureId', 'Not found in your companies');
  }
  const pattern = containsPattern(filters.name);
  const norm = filters.name ? anpr.normalisePlate(filters.name) : '';
  const where = and(
    await listOwners(db, ctx, anprResidents.companyId, filters),
    filters.structureId !== undefined
      ? exists(
          db
            .select({ one: sql`1` })
            .from(anprResidentStructures)
            .where(
              and(
                eq(anprResidentStructures.residentId, anprResidents.id),
                eq(anprResidentStructures.structureId, filters.structureId),
              ),
            ),
        )
      : undefined,
    pattern
      ? or(
          ilike(anprResidents.name, pattern),
          ilike(anprResidents.email, pattern),
          ilike(anprResidents.phone, pattern),
          norm.length > 1
            ? exists(
                db
                  .select({ one: sql`1` })
                  .from(anprVehicles)
                  .where(
                    and(
                      eq(anprVehicles.residentId, anprResidents.id),
                      sql`strpos(${anprVehicles.plateNorm}, ${norm}) > 0`,
                    ),
                  ),
              )
            : undefined,
        )
      : undefined,
  );
  const found = await listPage(db, anprResidents, where, page, SORTS);
  return { data: await residentViews(db, found.data), totalRecords: found.totalRecords };
}

export const getResident = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  residentView(db, await findResident(db, ctx, id));

/** The signed-in user's resident profile with their vehicles; 404 NOT_A_RESIDENT for anyone else. */
export async function myResident(db: DbOrTx, ctx: RequestContext) {
  const me = userOf(ctx);
  const [row] = await db.select().from(anprResidents).where(eq(anprResidents.userId, me.id));
  if (!row) throw new HttpError(404, 'You are not a resident', anpr.NOT_A_RESIDENT);
  return { data: await residentView(db, row), vehicles: await vehiclesOf(db, row.id) };
}

async function vehiclesOf(db: DbOrTx, residentId: number) {
  const rows = await db
    .select()
    .from(anprVehicles)
    .where(eq(anprVehicles.residentId, residentId))
    .orderBy(asc(anprVehicles.id));
  return vehicleViews(db, rows);
}

export async function residentVehicles(db: DbOrTx, ctx: RequestContext, id: number) {
  const resident = await findResident(db, ctx, id);
  return vehiclesOf(db, resident.id);
}

/** The user (of the company, on no other resident) and the structures (of the company) a resident is given. */
async function checkReferences(
  db: DbOrTx,
  companyId: number,
  refs: { userId?: number | null; structureIds?: number[] },
  residentId?: number,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (refs.userId != null) {
    const [user] = await db
      .select({ id: users.id, resident: anprResidents.id })
      .from(users)
      .leftJoin(anprResidents, eq(anprResidents.userId, users.id))
      .where(and(eq(users.id, refs.userId), eq(users.companyId, companyId)));
    if (!user) errors.push({ param: 'userId', msg: "Choose a user of the resident's company" });
    else if (user.resident !== null && user.resident !== residentId)
      errors.push({ param: 'userId', msg: 'This user is another resident' });
  }
  const wanted = [...new Set(refs.structureIds ?? [])];
  if (wanted.length > 0) {
    const found = await db
      .select({ id: structures.id })
      .from(structures)
      .where(and(inArray(structures.id, wanted), eq(structures.companyId, companyId)));
    if (found.length !== wanted.length)
      errors.push({ param: 'structureIds', msg: "Choose structures of the resident's company" });
  }
  return errors;
}

async function setStructureRows(db: DbOrTx, residentId: number, structureIds: number[]) {
  await db.delete(anprResidentStructures).where(eq(anprResidentStructures.residentId, residentId));
  const unique = [...new Set(structureIds)];
  if (unique.length > 0)
    await db
      .insert(anprResidentStructures)
      .values(unique.map((structureId) => ({ residentId, structureId })));
}

const sameUser = (work: () => Promise<ResidentRow | undefined>) =>
  uniquely(work, 'userId', 'This user is another resident');

export async function createResident(
  db: DbOrTx,
  ctx: RequestContext,
  companyIdParam: number | undefined,
  input: anpr.ResidentInput,
) {
  const companyId = await targetCompany(db, ctx, companyIdParam);
  const errors = await checkReferences(db, companyId, input);
  if (errors.length > 0) throw new ValidationError(errors);
  const row = await db.transaction(async (tx) => {
    const created = await sameUser(async () => {
      const [r] = await tx
        .insert(anprResidents)
        .values({
          companyId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          userId: input.userId ?? null,
        })
        .returning();
      return r;
    });
    if (!created) throw new Error('resident insert returned nothing');
    await setStructureRows(tx, created.id, input.structureIds);
    return created;
  });
  return residentView(db, row);
}

export async function updateResident(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: anpr.ResidentUpdate,
) {
  const resident = await findResident(db, ctx, id);
  const errors = await checkReferences(db, resident.companyId, input, id);
  if (errors.length > 0) throw new ValidationError(errors);
  const { structureIds, ...fields } = input;
  const row = await db.transaction(async (tx) => {
    const [updated] = await uniquely(
      () =>
        tx
          .update(anprResidents)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(anprResidents.id, id))
          .returning(),
      'userId',
      'This user is another resident',
    );
    if (structureIds !== undefined) await setStructureRows(tx, id, structureIds);
    return updated;
  });
  return residentView(db, (row ?? resident) as ResidentRow);
}

/** Deletes a resident with their vehicles; their accesses and their vehicles' go with them (cascade). */
export async function deleteResident(db: DbOrTx, ctx: RequestContext, id: number) {
  await findResident(db, ctx, id);
  await db.transaction(async (tx) => {
    await tx.delete(anprVehicles).where(eq(anprVehicles.residentId, id));
    await tx.delete(anprResidents).where(eq(anprResidents.id, id));
  });
}

export async function residentStructures(db: DbOrTx, ctx: RequestContext, id: number) {
  const resident = await findResident(db, ctx, id);
  return (await residentView(db, resident)).structures;
}

export async function setResidentStructures(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  structureIds: number[],
) {
  const resident = await findResident(db, ctx, id);
  const errors = await checkReferences(db, resident.companyId, { structureIds });
  if (errors.length > 0) throw new ValidationError(errors);
  await db.transaction(async (tx) => {
    await setStructureRows(tx, id, structureIds);
    await tx.update(anprResidents).set({ updatedAt: new Date() }).where(eq(anprResidents.id, id));
  });
  return residentStructures(db, ctx, id);
}
