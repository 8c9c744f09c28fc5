import { management as contract, devices as deviceContract, type ListQuery } from '@atrium/contracts';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { joinedPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { deviceTokens } from '../devices/devices.schema.ts';
import { assertCustomerFilter, customerOfIntegrator, ownCompanyOf } from './customers.ts';
import { tokenAllocations } from './management.schema.ts';
import { liveAllocation, spareToken } from './quota.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const selectAllocations = (db: DbOrTx) =>
  db
    .select({ allocation: tokenAllocations, customerName: companies.name })
    .from(tokenAllocations)
    .innerJoin(companies, eq(companies.id, tokenAllocations.customerId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectAllocations>>[number];
const toAllocation = ({ allocation: a, customerName }: Row): contract.Allocation => ({
  id: a.id,
  customer: { id: a.customerId, name: customerName },
  app: a.app,
  quota: a.quota,
  used: a.used,
  remaining: contract.remainingOf(a),
  expiresAt: iso(a.expiresAt),
  createdAt: a.createdAt.toISOString(),
});

/** Per app: the integrator's spare tokens, what its live quotas hold back, what is left to allocate. */
export async function tokenStock(db: DbOrTx, integratorId: number, now = new Date()) {
  const owned = await db
    .select({ app: deviceTokens.app, n: count() })
    .from(deviceTokens)
    .where(spareToken(integratorId, undefined, now))
    .groupBy(deviceTokens.app);
  const held = await db
    .select({
      app: tokenAllocations.app,
      n: sql<number>`coalesce(sum(${tokenAllocations.quota} - ${tokenAllocations.used}), 0)::int`,
    })
    .from(tokenAllocations)
    .where(and(eq(tokenAllocations.integratorId, integratorId), liveAllocation(now)))
    .groupBy(tokenAllocations.app);
  const apps = new Set([...owned.map((r) => r.app), ...held.map((r) => r.app)]);
  return deviceContract.DEVICE_APPS.filter((app) => apps.has(app)).map((app): contract.TokenStock => {
    const ownedN = owned.find((r) => r.app === app)?.n ?? 0;
    const allocated = held.find((r) => r.app === app)?.n ?? 0;
    return { app, owned: ownedN, allocated, unallocated: Math.max(0, ownedN - allocated) };
  });
}

/**
 * Allocations of one integrator are serialised by a lock on its company row: two at once cannot both see
 * the same spare tokens as free and oversell them.
 */
async function lockIntegrator(tx: DbOrTx, integratorId: number) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, integratorId)).for('update');
}

async function unallocated(tx: DbOrTx, integratorId: number, app: deviceContract.DeviceApp) {
  return (await tokenStock(tx, integratorId)).find((s) => s.app === app)?.unallocated ?? 0;
}

function checkQuota(next: number, current: { quota: number; used: number } | null, left: number) {
  const issue = contract.quotaIssue(next, current, left);
  if (issue) throw new ValidationError([{ param: 'quota', msg: issue }]);
}

async function allocationView(db: DbOrTx, id: number) {
  const [row] = await selectAllocations(db).where(eq(tokenAllocations.id, id));
  if (!row) throw notFound('Allocation');
  return toAllocation(row);
}

export async function allocate(db: DbOrTx, ctx: RequestContext, input: contract.AllocationInput) {
  const integratorId = ownCompanyOf(ctx);
  const customer = await customerOfIntegrator(db, integratorId, input.customerId);
  const id = await db.transaction(async (tx) => {
    await lockIntegrator(tx, integratorId);
    const [existing] = await tx
      .select({ id: tokenAllocations.id })
      .from(tokenAllocations)
      .where(and(eq(tokenAllocations.customerId, customer.id), eq(tokenAllocations.app, input.app)));
    if (existing) {
      throw new HttpError(
        409,
        'This customer already has a quota of this application: change that one',
        'ALLOCATION_EXISTS',
      );
    }
    checkQuota(input.quota, null, await unallocated(tx, integratorId, input.app));
    const [row] = await tx
      .insert(tokenAllocations)
      .values({
        integratorId,
        customerId: customer.id,
        app: input.app,
        quota: input.quota,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning({ id: tokenAllocations.id });
    if (!row) throw new Error('allocation insert returned nothing');
    return row.id;
  });
  return allocationView(db, id);
}

export async function updateAllocation(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: contract.AllocationUpdate,
) {
  const integratorId = ownCompanyOf(ctx);
  await db.transaction(async (tx) => {
    await lockIntegrator(tx, integratorId);
    const [current] = await tx
      .select()
      .from(tokenAllocations)
      .where(and(eq(tokenAllocations.id, id), eq(tokenAllocations.integratorId, integratorId)))
      .for('update');
    if (!current) throw notFound('Allocation');
    // What this quota holds back now is free for itself again.
    const left = (await unallocated(tx, integratorId, current.app)) + contract.remainingOf(current);
    checkQuota(input.quota, { quota: 0, used: current.used }, left);
    await tx
      .update(tokenAllocations)
      .set({
        quota: input.quota,
        ...(input.expiresAt !== undefined && {
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        }),
        updatedAt: new Date(),
      })
      .where(eq(tokenAllocations.id, id));
  });
  return allocationView(db, id);
}

export async function deleteAllocation(db: DbOrTx, ctx: RequestContext, id: number) {
  const integratorId = ownCompanyOf(ctx);
  const [gone] = await db
    .delete(tokenAllocations)
    .where(and(eq(tokenAllocations.id, id), eq(tokenAllocations.integratorId, integratorId)))
    .returning({ id: tokenAllocations.id });
  if (!gone) throw notFound('Allocation');
}

/** An integrator's quotas for its customers; a customer's own; every one for a system admin. */
function quotasSeenBy(ctx: RequestContext) {
  if (ctx.user?.isAdmin) return undefined;
  const own = ownCompanyOf(ctx);
  return or(eq(tokenAllocations.integratorId, own), eq(tokenAllocations.customerId, own));
}

export async function listAllocations(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { customerId?: number; app?: deviceContract.DeviceApp },
  page: ListQuery<(typeof contract.ALLOCATION_SORTS)[number]>,
) {
  if (filters.customerId !== undefined) await assertCustomerFilter(db, ctx, filters.customerId);
  const where = and(
    quotasSeenBy(ctx),
    filters.customerId ? eq(tokenAllocations.customerId, filters.customerId) : undefined,
    filters.app ? eq(tokenAllocations.app, filters.app) : undefined,
  );
  const { data, totalRecords } = await joinedPage(db, selectAllocations(db), tokenAllocations, where, page, {
    id: tokenAllocations.id,
    createdAt: tokenAllocations.createdAt,
    quota: tokenAllocations.quota,
  });
  return { data: data.map(toAllocation), totalRecords };
}

/** The caller's company's quotas from its integrator. */
export async function myAllocations(db: DbOrTx, ctx: RequestContext) {
  const own = ownCompanyOf(ctx);
  const rows = await selectAllocations(db)
    .where(eq(tokenAllocations.customerId, own))
    .orderBy(asc(tokenAllocations.app));
  return rows.map(toAllocation);
}
