import type { ListQuery, places, SortTerm } from '@atrium/contracts';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { ownerOfNew, type TenancyInputs } from '../devices/tenancy.ts';
import { requestScope } from '../scope/index.ts';
import { floorsWithSpaces, insertFloors, structureCounts } from './floors.service.ts';
import { floors, spaces, structures } from './places.schema.ts';
import { iso, ownersOf, reachablePlaces } from './scope.ts';

type Sort = SortTerm<(typeof places.STRUCTURE_SORTS)[number]>;
const columns = { ...getTableColumns(structures), companyName: companies.name, ...structureCounts };
const sortColumns = {
  id: structures.id,
  name: structures.name,
  type: structures.type,
  createdAt: structures.createdAt,
  updatedAt: structures.updatedAt,
};

type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toStructure = (row: Row): places.Structure => ({
  id: row.id,
  companyId: row.companyId,
  companyName: row.companyName,
  parentId: row.parentId,
  type: row.type,
  name: row.name,
  address: row.address,
  location: { lat: row.lat, lng: row.lng, address: row.locationAddress },
  floorsCount: row.floorsCount,
  spacesCount: row.spacesCount,
  innerStructuresCount: row.innerStructuresCount,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

function selectRows(db: DbOrTx, where: SQL | undefined, page?: ListQuery) {
  const query = db
    .select(columns)
    .from(structures)
    .innerJoin(companies, eq(companies.id, structures.companyId))
    .where(where)
    .orderBy(...orderByTerms((page?.sort ?? []) as Sort[], sortColumns), asc(structures.id))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

async function paged(db: DbOrTx, where: SQL | undefined, page: ListQuery) {
  const rows = await selectRows(db, where, page);
  const [total] = page.total
    ? await db.select({ n: count() }).from(structures).where(where)
    : [{ n: rows.length }];
  return { data: rows.map(toStructure), totalRecords: total?.n ?? 0 };
}

/** The search box: name or address contains the text (from 2 characters). */
function nameMatches(name: string | undefined) {
  const pattern = containsPattern(name);
  return pattern ? or(ilike(structures.name, pattern), ilike(structures.address, pattern)) : undefined;
}

export interface StructureFilters {
  name?: string;
  customerId?: places.CustomerId;
  type?: places.StructureType;
  parentId?: number;
  topLevel?: 'true' | 'false';
}

export async function listStructures(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  filters: StructureFilters,
  page: ListQuery,
  innerOnly = false,
) {
  const owners = ownersOf(await requestScope(db, ctx).underCompany(companyId), companyId, filters.customerId);
  await reachablePlaces(db, ctx, { parentId: filters.parentId });
  const where = and(
    inArray(structures.companyId, owners),
    nameMatches(filters.name),
    filters.type ? eq(structures.type, filters.type) : undefined,
    filters.parentId !== undefined ? eq(structures.parentId, filters.parentId) : undefined,
    filters.topLevel === 'true' ? isNull(structures.parentId) : undefined,
    innerOnly ? isNotNull(structures.parentId) : undefined,
  );
  return paged(db, where, page);
}

export async function searchStructures(
  db: DbOrTx,
  ctx: RequestContext,
  filters: Pick<StructureFilters, 'name' | 'customerId' | 'type'>,
  page: ListQuery,
) {
  const where = and(
    await requestScope(db, ctx).structures(filters.customerId),
    nameMatches(filters.name),
    filters.type ? eq(structures.type, filters.type) : undefined,
  );
  return paged(db, where, page);
}

/** A structure in company :id's scope, else 404. */
export async function findStructure(db: DbOrTx, ctx: RequestContext, companyId: number, structureId: number) {
  const scope = await requestScope(db, ctx).underCompany(companyId);
  const [row] = await db
    .select()
    .from(structures)
    .where(and(eq(structures.id, structureId), inArray(structures.companyId, scope)));
  if (!row) throw notFound('Structure');
  return row;
}

async function detail(db: DbOrTx, structureId: number): Promise<places.StructureDetail> {
  const [row] = await selectRows(db, eq(structures.id, structureId));
  if (!row) throw notFound('Structure');
  const inner = await db
    .select({ id: structures.id, name: structures.name, type: structures.type })
    .from(structures)
    .where(eq(structures.parentId, structureId))
    .orderBy(asc(structures.name), asc(structures.id));
  return {
    ...toStructure(row),
    floors: await floorsWithSpaces(db, eq(floors.structureId, structureId)),
    innerStructures: inner,
  };
}

export async function getStructure(db: DbOrTx, ctx: RequestContext, companyId: number, structureId: number) {
  await findStructure(db, ctx, companyId, structureId);
  return detail(db, structureId);
}

const NOT_YOURS = 'Choose One of Your Structures';

/** 418 on parentId unless the parent is a structure of the same owner that does not sit inside `self`. */
async function assertParent(db: DbOrTx, ownerId: number, parentId: number, self?: number) {
  let current: number | null = parentId;
  const seen = new Set<number>();
  while (current !== null && !seen.has(current)) {
    seen.add(current);
    const [row]: { companyId: number; parentId: number | null }[] = await db
      .select({ companyId: structures.companyId, parentId: structures.parentId })
      .from(structures)
      .where(eq(structures.id, current));
    if (!row || row.companyId !== ownerId) throw new ValidationError([{ param: 'parentId', msg: NOT_YOURS }]);
    if (current === self) {
      throw new ValidationError([{ param: 'parentId', msg: 'A Structure Cannot Sit Inside Itself' }]);
    }
    current = row.parentId;
  }
}

type LocationInput = { lat: number; lng: number; address: string };
export interface StructureInput {
  type: places.StructureType;
  name: string;
  address: string;
  location: LocationInput;
  parentId: number | null;
}

const locationColumns = (location: LocationInput) => ({
  lat: location.lat,
  lng: location.lng,
  locationAddress: location.address,
});

export async function createStructure(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  tenancy: Omit<TenancyInputs, 'body'>,
  input: StructureInput & { floors: { name: string; level: number }[] },
) {
  if (tenancy.query === ':none') {
    throw new ValidationError([{ param: 'customerId', msg: 'Choose the Customer the Structure Belongs To' }]);
  }
  const scope = await requestScope(db, ctx).underCompany(companyId);
  // A company the request names (query, else on-behalf-of) must be one the caller serves, and in the scope of :id.
  const named = typeof tenancy.query === 'number' ? tenancy.query : tenancy.onBehalfOf;
  const customerId = typeof named === 'number' ? await ownerOfNew(db, ctx, tenancy) : tenancy.query;
  const [ownerId] = ownersOf(scope, companyId, customerId);
  if (ownerId === undefined) throw notFound('Customer');
  return db.transaction(async (tx) => {
    if (input.parentId !== null) await assertParent(tx, ownerId, input.parentId);
    const [row] = await tx
      .insert(structures)
      .values({
        companyId: ownerId,
        parentId: input.parentId,
        type: input.type,
        name: input.name,
        address: input.address,
        ...locationColumns(input.location),
      })
      .returning({ id: structures.id });
    if (!row) throw new Error('structure insert returned nothing');
    await insertFloors(tx, row.id, input.floors, (i) => `floors.${i}.level`);
    return detail(tx, row.id);
  });
}

export async function updateStructure(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  structureId: number,
  input: Partial<StructureInput>,
) {
  const current = await findStructure(db, ctx, companyId, structureId);
  return db.transaction(async (tx) => {
    if (input.parentId != null) await assertParent(tx, current.companyId, input.parentId, structureId);
    const { location, ...rest } = input;
    await tx
      .update(structures)
      .set({ ...rest, ...(location && locationColumns(location)), updatedAt: new Date() })
      .where(eq(structures.id, structureId));
    return detail(tx, structureId);
  });
}

export async function deleteStructure(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  structureId: number,
) {
  await findStructure(db, ctx, companyId, structureId);
  const [inner] = await db
    .select({ n: count() })
    .from(structures)
    .where(eq(structures.parentId, structureId));
  if ((inner?.n ?? 0) > 0) {
    throw new HttpError(409, 'Delete or move its inner structures first', 'STRUCTURE_HAS_INNER');
  }
  await db.delete(structures).where(eq(structures.id, structureId));
}

export async function structureCountsOf(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  customerId: places.CustomerId | undefined,
): Promise<places.StructureCounts> {
  const owners = ownersOf(await requestScope(db, ctx).underCompany(companyId), companyId, customerId);
  const owned = inArray(structures.companyId, owners);
  const byType = await db
    .select({ type: structures.type, count: count() })
    .from(structures)
    .where(owned)
    .groupBy(structures.type)
    .orderBy(asc(structures.type));
  const [inner] = await db
    .select({ n: count() })
    .from(structures)
    .where(and(owned, isNotNull(structures.parentId)));
  const [floorCount] = await db
    .select({ n: count() })
    .from(floors)
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .where(owned);
  const [spaceCount] = await db
    .select({ n: count() })
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .innerJoin(structures, eq(structures.id, floors.structureId))
    .where(owned);
  return {
    structures: byType.reduce((sum, t) => sum + t.count, 0),
    innerStructures: inner?.n ?? 0,
    floors: floorCount?.n ?? 0,
    spaces: spaceCount?.n ?? 0,
    byType,
  };
}
