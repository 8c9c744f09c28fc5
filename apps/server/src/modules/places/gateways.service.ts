import { type ListQuery, places, type SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, getTableColumns, gte, ilike, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { ownerOfNew, type TenancyInputs } from '../devices/tenancy.ts';
import { requestScope } from '../scope/index.ts';
import { lorawanGateways, structures } from './places.schema.ts';
import { iso, reachablePlaces, uniquely, userOf } from './scope.ts';

const EUI_TAKEN = 'This EUI Is Already Registered';

const columns = { ...getTableColumns(lorawanGateways), companyName: companies.name };
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toGateway = (row: Row, now: Date): places.Gateway => ({
  id: row.id,
  companyId: row.companyId,
  companyName: row.companyName,
  eui: row.eui,
  name: row.name,
  description: row.description,
  frequencyPlan: row.frequencyPlan,
  structureId: row.structureId,
  location:
    row.lat === null || row.lng === null
      ? null
      : { lat: row.lat, lng: row.lng, address: row.locationAddress ?? '' },
  status: places.gatewayStatus(row.lastSeenAt, now),
  lastSeenAt: row.lastSeenAt && iso(row.lastSeenAt),
  lastRssi: row.lastRssi,
  lastSnr: row.lastSnr,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

function selectRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(lorawanGateways)
    .innerJoin(companies, eq(companies.id, lorawanGateways.companyId))
    .where(where)
    .$dynamic();
}

/** The status filter in SQL, matching places.gatewayStatus at `now`. */
function statusIs(status: places.GatewayStatus, now: Date): SQL {
  const since = new Date(now.getTime() - places.GATEWAY_ONLINE_WINDOW_MS);
  if (status === 'never-seen') return isNull(lorawanGateways.lastSeenAt);
  return status === 'online' ? gte(lorawanGateways.lastSeenAt, since) : lt(lorawanGateways.lastSeenAt, since);
}

export interface GatewayFilters {
  name?: string;
  customerId?: places.CustomerId;
  status?: places.GatewayStatus;
  structureId?: number;
}

export async function listGateways(
  db: DbOrTx,
  ctx: RequestContext,
  filters: GatewayFilters,
  page: ListQuery,
) {
  const now = new Date();
  const pattern = containsPattern(filters.name);
  await reachablePlaces(db, ctx, { structureId: filters.structureId });
  const where = and(
    await requestScope(db, ctx).customer(lorawanGateways.companyId, filters.customerId),
    pattern
      ? or(ilike(lorawanGateways.name, pattern), ilike(lorawanGateways.eui, places.normalizeEui(pattern)))
      : undefined,
    filters.status ? statusIs(filters.status, now) : undefined,
    filters.structureId !== undefined ? eq(lorawanGateways.structureId, filters.structureId) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<(typeof places.GATEWAY_SORTS)[number]>[], {
    id: lorawanGateways.id,
    name: lorawanGateways.name,
    eui: lorawanGateways.eui,
    lastSeenAt: lorawanGateways.lastSeenAt,
    createdAt: lorawanGateways.createdAt,
  });
  const rows = await selectRows(db, where)
    .orderBy(...order, asc(lorawanGateways.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(lorawanGateways).where(where);
  return { data: rows.map((r) => toGateway(r, now)), totalRecords: total?.n ?? 0 };
}

async function findGateway(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectRows(
    db,
    and(eq(lorawanGateways.id, id), await requestScope(db, ctx).companies(lorawanGateways.companyId)),
  );
  if (!row) throw notFound('Gateway');
  return row;
}

export const getGateway = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  toGateway(await findGateway(db, ctx, id), new Date());

/** Whose gateway a new one is: the company the request names (one the caller serves), else the caller's own. */
async function ownerOf(db: DbOrTx, ctx: RequestContext, tenancy: Omit<TenancyInputs, 'body'>) {
  const names = typeof tenancy.query === 'number' || typeof tenancy.onBehalfOf === 'number';
  if (tenancy.query === ':none' || (!names && userOf(ctx).companyId === null)) {
    throw new ValidationError([{ param: 'customerId', msg: 'Choose the Company the Gateway Belongs To' }]);
  }
  return ownerOfNew(db, ctx, tenancy);
}

async function assertEuiFree(db: DbOrTx, eui: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: lorawanGateways.id })
    .from(lorawanGateways)
    .where(and(eq(lorawanGateways.eui, eui), exceptId ? ne(lorawanGateways.id, exceptId) : undefined));
  if (taken) throw new ValidationError([{ param: 'eui', msg: EUI_TAKEN }]);
}

async function assertOwnStructure(db: DbOrTx, companyId: number, structureId: number | null | undefined) {
  if (structureId === null || structureId === undefined) return;
  const [row] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(and(eq(structures.id, structureId), eq(structures.companyId, companyId)));
  if (!row) throw new ValidationError([{ param: 'structureId', msg: 'Choose One of Your Structures' }]);
}

type LocationInput = { lat: number; lng: number; address: string } | null;
interface GatewayInput {
  eui: string;
  name: string;
  description: string;
  frequencyPlan: places.Gateway['frequencyPlan'];
  structureId: number | null;
  location: LocationInput;
}

const locationColumns = (location: LocationInput) => ({
  lat: location?.lat ?? null,
  lng: location?.lng ?? null,
  locationAddress: location?.address ?? null,
});

export async function createGateway(
  db: DbOrTx,
  ctx: RequestContext,
  tenancy: Omit<TenancyInputs, 'body'>,
  input: GatewayInput,
) {
  const companyId = await ownerOf(db, ctx, tenancy);
  await assertEuiFree(db, input.eui);
  await assertOwnStructure(db, companyId, input.structureId);
  const { location, ...rest } = input;
  const [row] = await uniquely(
    () =>
      db
        .insert(lorawanGateways)
        .values({ ...rest, ...locationColumns(location), companyId })
        .returning({ id: lorawanGateways.id }),
    'eui',
    EUI_TAKEN,
  );
  if (!row) throw new Error('gateway insert returned nothing');
  return getGateway(db, ctx, row.id);
}

export async function updateGateway(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: Partial<GatewayInput>,
) {
  const current = await findGateway(db, ctx, id);
  if (input.eui !== undefined) await assertEuiFree(db, input.eui, id);
  await assertOwnStructure(db, current.companyId, input.structureId);
  const { location, ...rest } = input;
  await uniquely(
    () =>
      db
        .update(lorawanGateways)
        .set({ ...rest, ...(location !== undefined && locationColumns(location)), updatedAt: new Date() })
        .where(eq(lorawanGateways.id, id)),
    'eui',
    EUI_TAKEN,
  );
  return getGateway(db, ctx, id);
}

export async function deleteGateway(db: DbOrTx, ctx: RequestContext, id: number) {
  await findGateway(db, ctx, id);
  await db.delete(lorawanGateways).where(eq(lorawanGateways.id, id));
}

/**
 * For the LoRaWAN network-server side (uplinks, gateway status events): the gateway was heard of at `at`.
 * Returns whether a gateway with that EUI is registered.
 */
export async function markGatewaySeen(db: DbOrTx, eui: string, at: Date = new Date()): Promise<boolean> {
  const updated = await db
    .update(lorawanGateways)
    .set({ lastSeenAt: at })
    .where(eq(lorawanGateways.eui, places.normalizeEui(eui)))
    .returning({ id: lorawanGateways.id });
  return updated.length > 0;
}
