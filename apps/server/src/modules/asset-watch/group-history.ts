import { assetwatch, type ListQuery, type Paged } from '@atrium/contracts';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { assets } from '../places/places.schema.ts';
import { userOf } from '../scope/request-scope.ts';
import { users } from '../users/users.schema.ts';
import { awGroupHistory, awGroups } from './asset-watch.schema.ts';
import { awCompanyOf, checkIds } from './company.ts';
import { totalOf, totalOver } from './paging.ts';

async function record(
  tx: DbOrTx,
  ctx: RequestContext | null,
  companyId: number,
  assetId: number,
  groupId: number,
  event: assetwatch.GroupEvent,
) {
  const [group] = await tx.select({ name: awGroups.name }).from(awGroups).where(eq(awGroups.id, groupId));
  const [asset] = await tx.select({ name: assets.name }).from(assets).where(eq(assets.id, assetId));
  await tx.insert(awGroupHistory).values({
    companyId,
    groupId,
    groupName: group?.name ?? '',
    assetId,
    assetName: asset?.name ?? '',
    event,
    byUser: ctx ? userOf(ctx).id : null,
  });
}

export const joinGroup = (
  tx: DbOrTx,
  ctx: RequestContext | null,
  companyId: number,
  assetId: number,
  groupId: number,
) => record(tx, ctx, companyId, assetId, groupId, 'joined');
export const leaveGroup = (
  tx: DbOrTx,
  ctx: RequestContext | null,
  companyId: number,
  assetId: number,
  groupId: number,
) => record(tx, ctx, companyId, assetId, groupId, 'left');

/** Records an asset's move from one group to another (either may be none). */
export async function regroup(
  tx: DbOrTx,
  ctx: RequestContext | null,
  companyId: number,
  assetId: number,
  from: number | null,
  to: number | null,
) {
  if (from === to) return;
  if (from !== null) await leaveGroup(tx, ctx, companyId, assetId, from);
  if (to !== null) await joinGroup(tx, ctx, companyId, assetId, to);
}

export async function listGroupHistory(
  db: DbOrTx,
  ctx: RequestContext,
  query: { companyId?: number; from?: string; to?: string; groupId?: number; assetId?: number },
  page: ListQuery,
): Promise<Paged<assetwatch.GroupHistoryEntry>> {
  const companyId = await awCompanyOf(db, ctx, query.companyId);
  const period = assetwatch.periodOf(query);
  if (!period) throw new ValidationError([{ param: 'from', msg: assetwatch.PERIOD_ERROR }]);
  await checkIds(db, companyId, { groupId: query.groupId });
  if (query.assetId !== undefined) {
    const [asset] = await db
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.id, query.assetId), eq(assets.companyId, companyId)));
    if (!asset) throw new ValidationError([{ param: 'assetId', msg: 'No such asset in this company' }]);
  }
  const where = and(
    eq(awGroupHistory.companyId, companyId),
    gte(awGroupHistory.at, period.from),
    lte(awGroupHistory.at, period.to),
    query.groupId !== undefined ? eq(awGroupHistory.groupId, query.groupId) : undefined,
    query.assetId !== undefined ? eq(awGroupHistory.assetId, query.assetId) : undefined,
  );
  const rows = await db
    .select({
      h: awGroupHistory,
      firstName: users.firstName,
      lastName: users.lastName,
      total: totalOver(),
    })
    .from(awGroupHistory)
    .leftJoin(users, eq(users.id, awGroupHistory.byUser))
    .where(where)
    .orderBy(
      page.sort[0]?.direction === 'asc' ? awGroupHistory.at : desc(awGroupHistory.at),
      desc(awGroupHistory.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return {
    data: rows.map(({ h, firstName, lastName }) => ({
      id: h.id,
      at: h.at.toISOString(),
      event: h.event,
      group: { id: h.groupId, name: h.groupName },
      asset: { id: h.assetId, name: h.assetName },
      by: h.byUser === null ? null : { id: h.byUser, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() },
    })),
    totalRecords: await totalOf(db, rows, page.offset, awGroupHistory, where),
  };
}
