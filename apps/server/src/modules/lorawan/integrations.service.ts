import { createHash, randomBytes } from 'node:crypto';
import type { ListQuery, lorawan, places, SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, getTableColumns, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { ownerOfNew, type TenancyInputs } from '../devices/tenancy.ts';
import { userOf } from '../places/scope.ts';
import { requestScope } from '../scope/index.ts';
import { lorawanIntegrations } from './lorawan.schema.ts';
import type { LorawanRuntime } from './runtime.ts';

const t = lorawanIntegrations;
const columns = { ...getTableColumns(t), companyName: companies.name };
type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** 32 random bytes, URL-safe: what the network server sends as its bearer token. */
export const newSecret = () => `lw_${randomBytes(32).toString('base64url')}`;
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toIntegration = (row: Row): lorawan.Integration => ({
  id: row.id,
  companyId: row.companyId,
  companyName: row.companyName,
  kind: row.kind,
  name: row.name,
  enabled: row.enabled,
  accepted: row.accepted,
  duplicates: row.duplicates,
  unknownDevEui: row.unknownDevEui,
  refused: row.refused,
  rateLimited: row.rateLimited,
  lastUplinkAt: iso(row.lastUplinkAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function selectRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(t)
    .innerJoin(companies, eq(companies.id, t.companyId))
    .where(where)
    .$dynamic();
}

export async function listIntegrations(
  db: DbOrTx,
  runtime: LorawanRuntime,
  ctx: RequestContext,
  filters: { name?: string; customerId?: places.CustomerId },
  page: ListQuery,
) {
  // The counters held in memory are written first, so the list shows every uplink answered so far.
  await runtime.flush();
  const pattern = containsPattern(filters.name);
  const where = and(
    await requestScope(db, ctx).customer(t.companyId, filters.customerId),
    pattern ? ilike(t.name, pattern) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<(typeof lorawan.INTEGRATION_SORTS)[number]>[], {
    id: t.id,
    name: t.name,
    kind: t.kind,
    lastUplinkAt: t.lastUplinkAt,
    createdAt: t.createdAt,
  });
  const rows = await selectRows(db, where)
    .orderBy(...order, asc(t.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  return { data: rows.map(toIntegration), totalRecords: total?.n ?? 0 };
}

async function findIntegration(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectRows(db, and(eq(t.id, id), await requestScope(db, ctx).companies(t.companyId)));
  if (!row) throw notFound('Integration');
  return row;
}

async function ownerOf(db: DbOrTx, ctx: RequestContext, tenancy: Omit<TenancyInputs, 'body'>) {
  const names = typeof tenancy.query === 'number' || typeof tenancy.onBehalfOf === 'number';
  if (tenancy.query === ':none' || (!names && userOf(ctx).companyId === null)) {
    throw new ValidationError([
      { param: 'customerId', msg: 'Choose the Company the Integration Belongs To' },
    ]);
  }
  return ownerOfNew(db, ctx, tenancy);
}

export async function createIntegration(
  db: DbOrTx,
  ctx: RequestContext,
  tenancy: Omit<TenancyInputs, 'body'>,
  input: { kind: lorawan.IntegrationKind; name: string },
): Promise<lorawan.IntegrationWithSecret> {
  const companyId = await ownerOf(db, ctx, tenancy);
  const secret = newSecret();
  const [row] = await db
    .insert(t)
    .values({ ...input, companyId, secretHash: secretHash(secret) })
    .returning({ id: t.id });
  if (!row) throw new Error('integration insert returned nothing');
  return { ...toIntegration(await findIntegration(db, ctx, row.id)), secret };
}

export async function updateIntegration(
  db: DbOrTx,
  runtime: LorawanRuntime,
  ctx: RequestContext,
  id: number,
  input: { name?: string; enabled?: boolean },
) {
  await findIntegration(db, ctx, id);
  await db
    .update(t)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(t.id, id));
  await runtime.flush();
  return toIntegration(await findIntegration(db, ctx, id));
}

export async function regenerateSecret(db: DbOrTx, ctx: RequestContext, id: number) {
  await findIntegration(db, ctx, id);
  const secret = newSecret();
  await db
    .update(t)
    .set({ secretHash: secretHash(secret), updatedAt: new Date() })
    .where(eq(t.id, id));
  return { ...toIntegration(await findIntegration(db, ctx, id)), secret };
}

export async function deleteIntegration(db: DbOrTx, ctx: RequestContext, id: number) {
  await findIntegration(db, ctx, id);
  await db.delete(t).where(eq(t.id, id));
}

/** The integration a bearer secret belongs to, or null. */
export async function integrationBySecret(db: DbOrTx, secret: string) {
  const [row] = await db
    .select({ id: t.id, companyId: t.companyId, kind: t.kind, enabled: t.enabled })
    .from(t)
    .where(eq(t.secretHash, secretHash(secret)));
  return row ?? null;
}
