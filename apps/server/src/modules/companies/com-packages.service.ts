import { companies as contract, type ListQuery } from '@atrium/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { listPage } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { comPackages } from './companies.schema.ts';
import { findVisibleCompany } from './companies.service.ts';

export const COM_PACKAGE_SORTS = contract.COM_PACKAGE_SORTS;
const columns = {
  id: comPackages.id,
  name: comPackages.name,
  kind: comPackages.kind,
  quantity: comPackages.quantity,
  createdAt: comPackages.createdAt,
};

const toComPackage = (row: typeof comPackages.$inferSelect): contract.ComPackage => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  quantity: row.quantity,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listComPackages(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  kind: contract.ComPackageKind | undefined,
  page: ListQuery,
) {
  await findVisibleCompany(db, ctx, companyId);
  const where = and(eq(comPackages.companyId, companyId), kind ? eq(comPackages.kind, kind) : undefined);
  const { data: rows, totalRecords } = await listPage(
    db,
    comPackages,
    where,
    page as ListQuery<keyof typeof columns>,
    columns,
  );
  return { data: rows.map(toComPackage), totalRecords };
}

/** Adds units to a company's package of that kind and name (created on first use): purchases, transfers. */
export async function addComPackageUnits(
  db: DbOrTx,
  companyId: number,
  item: { kind: contract.ComPackageKind; name: string; quantity: number },
) {
  const [row] = await db
    .insert(comPackages)
    .values({ companyId, ...item })
    .onConflictDoUpdate({
      target: [comPackages.companyId, comPackages.kind, comPackages.name],
      set: { quantity: sql`${comPackages.quantity} + excluded.quantity`, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('package upsert returned nothing');
  return row;
}

/**
 * Moves units of a package of `companyId` to a company it manages. The source never goes below zero: the
 * decrement is conditional, so two transfers racing for the last units cannot both succeed.
 */
export async function transferComPackages(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  input: { packageId: number; destinationCompanyId: number; quantity: number },
) {
  await findVisibleCompany(db, ctx, companyId);
  const [source] = await db
    .select()
    .from(comPackages)
    .where(and(eq(comPackages.id, input.packageId), eq(comPackages.companyId, companyId)));
  if (!source) throw notFound('Package');
  const destination = await findVisibleCompany(db, ctx, input.destinationCompanyId);
  if (destination.parentCompanyId !== companyId) {
    throw new ValidationError([
      { param: 'destinationCompanyId', msg: 'Packages go only to companies this company manages' },
    ]);
  }
  const tooMany = () => new ValidationError([{ param: 'quantity', msg: `At most ${source.quantity}` }]);
  if (input.quantity > source.quantity) throw tooMany();
  return db.transaction(async (tx) => {
    const [left] = await tx
      .update(comPackages)
      .set({ quantity: sql`${comPackages.quantity} - ${input.quantity}`, updatedAt: new Date() })
      .where(and(eq(comPackages.id, source.id), gte(comPackages.quantity, input.quantity)))
      .returning();
    if (!left) throw tooMany();
    const added = await addComPackageUnits(tx, destination.id, {
      kind: source.kind,
      name: source.name,
      quantity: input.quantity,
    });
    return { source: toComPackage(left), destination: toComPackage(added) };
  });
}
