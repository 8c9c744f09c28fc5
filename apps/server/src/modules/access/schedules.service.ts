import { access as contract, type ListQuery, type places, type SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { ownerOfNew, type TenancyInputs } from '../devices/tenancy.ts';
import { iso } from '../places/scope.ts';
import { requestScope } from '../scope/index.ts';
import { accessSchedules, doorAccesses } from './access.schema.ts';

const activeAccesses = sql<number>`(select count(*)::int from ${doorAccesses} a
  where a.schedule_id = ${accessSchedules.id} and a.revoked_at is null)`;

function selectRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ row: accessSchedules, companyName: companies.name, accessCount: activeAccesses })
    .from(accessSchedules)
    .innerJoin(companies, eq(companies.id, accessSchedules.companyId))
    .where(where)
    .$dynamic();
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toSchedule = ({ row, companyName, accessCount }: Row): contract.CompanySchedule => ({
  id: row.id,
  name: row.name,
  company: { id: row.companyId, name: companyName },
  timeZone: row.timeZone,
  windows: contract.sortWindows(row.windows),
  accessCount,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export async function listSchedules(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { name?: string; customerId?: places.CustomerId },
  page: ListQuery,
) {
  const pattern = containsPattern(filters.name);
  const where = and(
    await requestScope(db, ctx).customer(accessSchedules.companyId, filters.customerId),
    pattern ? ilike(accessSchedules.name, pattern) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<(typeof contract.SCHEDULE_SORTS)[number]>[], {
    id: accessSchedules.id,
    name: accessSchedules.name,
    createdAt: accessSchedules.createdAt,
  });
  const rows = await selectRows(db, where)
    .orderBy(...order, asc(accessSchedules.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(accessSchedules).where(where);
  return { data: rows.map(toSchedule), totalRecords: total?.n ?? 0 };
}

async function findSchedule(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectRows(
    db,
    and(eq(accessSchedules.id, id), await requestScope(db, ctx).companies(accessSchedules.companyId)),
  );
  if (!row) throw notFound('Schedule');
  return row;
}

export const getSchedule = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  toSchedule(await findSchedule(db, ctx, id));

interface ScheduleInput {
  name: string;
  timeZone: string;
  windows: contract.AccessWindow[];
}

export async function createSchedule(
  db: DbOrTx,
  ctx: RequestContext,
  tenancy: Omit<TenancyInputs, 'body'>,
  input: ScheduleInput & { customerId?: number },
) {
  const { customerId, ...values } = input;
  const companyId = await ownerOfNew(db, ctx, { ...tenancy, body: customerId });
  const [row] = await db
    .insert(accessSchedules)
    .values({ ...values, windows: contract.sortWindows(values.windows), companyId })
    .returning({ id: accessSchedules.id });
  if (!row) throw new Error('schedule insert returned nothing');
  return getSchedule(db, ctx, row.id);
}

export async function updateSchedule(db: DbOrTx, ctx: RequestContext, id: number, input: ScheduleInput) {
  await findSchedule(db, ctx, id);
  await db
    .update(accessSchedules)
    .set({ ...input, windows: contract.sortWindows(input.windows), updatedAt: new Date() })
    .where(eq(accessSchedules.id, id));
  return getSchedule(db, ctx, id);
}

/** A schedule that active accesses follow stays (409); revoked ones keep their history without it. */
export async function deleteSchedule(db: DbOrTx, ctx: RequestContext, id: number) {
  const { accessCount } = await findSchedule(db, ctx, id);
  if (accessCount > 0) {
    throw new HttpError(
      409,
      `${accessCount} access${accessCount === 1 ? ' follows' : 'es follow'} this schedule: revoke them first`,
      'SCHEDULE_IN_USE',
    );
  }
  await db.delete(accessSchedules).where(eq(accessSchedules.id, id));
}
