import { randomInt } from 'node:crypto';
import type { market as contract, ListQuery } from '@atrium/contracts';
import { and, count, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { findVisibleCompany } from '../companies/companies.service.ts';
import { companyDiscounts, discountCodes, discountRates, orders, vouchers } from './orders.schema.ts';
import { holderStatus, isSpentBy, SPENDING_STATUSES } from './reservations.ts';

type DiscountState = (typeof contract.DISCOUNT_STATES)[number];

export async function getDiscountRate(db: DbOrTx, ctx: RequestContext, companyId: number) {
  await findVisibleCompany(db, ctx, companyId);
  const [row] = await db.select().from(discountRates).where(eq(discountRates.companyId, companyId));
  return { rateBps: row?.rateBps ?? 0 };
}

/** Used once the order holding it is paid (reservations.ts); an unpaid holder leaves it available. */
const stateOf = (
  holder: contract.OrderStatus | null | undefined,
  until: Date | null,
  now: Date,
): DiscountState => (isSpentBy(holder) ? 'used' : until && until < now ? 'expired' : 'available');

/** The SQL "spent" of a `used_by_order_id` column: its order is paid. */
const spentBy = (usedBy: SQL) =>
  sql`exists (select 1 from ${orders} where ${orders.id} = ${usedBy} and ${inArray(orders.status, [...SPENDING_STATUSES])})`;

const discountRows = (db: DbOrTx) =>
  db
    .select({ code: discountCodes, added: companyDiscounts, holder: orders.status })
    .from(companyDiscounts)
    .innerJoin(discountCodes, eq(discountCodes.id, companyDiscounts.codeId))
    .leftJoin(orders, eq(orders.id, companyDiscounts.usedByOrderId));
type DiscountRow = Awaited<ReturnType<typeof discountRows>>[number];

const toDiscount = ({ code, added, holder }: DiscountRow, now = new Date()): contract.CompanyDiscount => ({
  code: code.code,
  description: code.description,
  percentOffBps: code.percentOffBps,
  amountOffCents: code.amountOffCents,
  validUntil: code.validUntil?.toISOString() ?? null,
  addedAt: added.addedAt.toISOString(),
  usedByOrderId: added.usedByOrderId,
  state: stateOf(holder, code.validUntil, now),
});

const stateWhere = (state: DiscountState | undefined, usedBy: SQL, until: SQL, now: Date) => {
  const used = spentBy(usedBy);
  if (state === 'used') return used;
  if (state === 'expired') return sql`not ${used} and ${until} < ${now}`;
  if (state === 'available') return sql`not ${used} and (${until} is null or ${until} >= ${now})`;
  return undefined;
};

export async function listDiscounts(
  db: DbOrTx,
  ctx: RequestContext,
  companyId: number,
  state: DiscountState | undefined,
  page: ListQuery,
) {
  await findVisibleCompany(db, ctx, companyId);
  const now = new Date();
  const where = and(
    eq(companyDiscounts.companyId, companyId),
    stateWhere(state, sql`${companyDiscounts.usedByOrderId}`, sql`${discountCodes.validUntil}`, now),
  );
  const rows = await discountRows(db)
    .where(where)
    .orderBy(desc(companyDiscounts.addedAt), desc(discountCodes.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(companyDiscounts)
    .innerJoin(discountCodes, eq(discountCodes.id, companyDiscounts.codeId))
    .where(where);
  return { data: rows.map((r) => toDiscount(r, now)), totalRecords: total?.n ?? 0 };
}

/** Adds a code to a company: it must exist, be meant for it, be valid, have redemptions left, and be new to it. */
export async function addDiscount(db: DbOrTx, ctx: RequestContext, companyId: number, code: string) {
  await findVisibleCompany(db, ctx, companyId);
  const fail = (msg: string) => new ValidationError([{ param: 'code', msg }]);
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  if (!row || (row.companyId !== null && row.companyId !== companyId)) throw fail('Unknown discount code');
  if (row.validUntil && row.validUntil < new Date()) throw fail('This code has expired');
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(companyDiscounts)
      .values({ companyId, codeId: row.id })
      .onConflictDoNothing()
      .returning();
    if (!added) throw fail('This code was already added');
    const [counted] = await tx
      .update(discountCodes)
      .set({ redemptions: sql`${discountCodes.redemptions} + 1` })
      .where(
        and(
          eq(discountCodes.id, row.id),
          or(
            isNull(discountCodes.maxRedemptions),
            lt(discountCodes.redemptions, discountCodes.maxRedemptions),
          ),
        ),
      )
      .returning();
    if (!counted) throw fail('This code has been used up');
    return toDiscount({ code: counted, added, holder: null });
  });
}

const toVoucher = (
  row: typeof vouchers.$inferSelect,
  holder: contract.OrderStatus | null | undefined,
  now = new Date(),
): contract.Voucher => ({
  id: row.id,
  code: row.code,
  companyId: row.companyId,
  amountCents: row.amountCents,
  expiresAt: row.expiresAt.toISOString(),
  usedByOrderId: row.usedByOrderId,
  state: stateOf(holder, row.expiresAt, now),
  createdAt: row.createdAt.toISOString(),
});

export async function listVouchers(
  db: DbOrTx,
  ctx: RequestContext,
  filters: { companyId?: number; state?: DiscountState },
  page: ListQuery,
) {
  const user = ctx.user;
  if (!user) throw forbidden();
  let companyId = user.companyId;
  if (filters.companyId !== undefined) companyId = (await findVisibleCompany(db, ctx, filters.companyId)).id;
  if (companyId === null && !user.isAdmin) return { data: [], totalRecords: 0 };
  const now = new Date();
  const where = and(
    companyId === null ? undefined : eq(vouchers.companyId, companyId),
    stateWhere(filters.state, sql`${vouchers.usedByOrderId}`, sql`${vouchers.expiresAt}`, now),
  );
  const rows = await db
    .select({ voucher: vouchers, holder: orders.status })
    .from(vouchers)
    .leftJoin(orders, eq(orders.id, vouchers.usedByOrderId))
    .where(where)
    .orderBy(desc(vouchers.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(vouchers).where(where);
  return { data: rows.map((r) => toVoucher(r.voucher, r.holder, now)), totalRecords: total?.n ?? 0 };
}

const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newVoucherCode = () =>
  `V-${Array.from({ length: 12 }, () => VOUCHER_ALPHABET[randomInt(VOUCHER_ALPHABET.length)]).join('')}`;

export async function issueVoucher(
  db: DbOrTx,
  ctx: RequestContext,
  input: { companyId: number; amountCents: number; expiresAt: string; code?: string },
) {
  await findVisibleCompany(db, ctx, input.companyId);
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt <= new Date())
    throw new ValidationError([{ param: 'expiresAt', msg: 'Must be in the future' }]);
  const code = input.code ?? newVoucherCode();
  const [row] = await db
    .insert(vouchers)
    .values({ code, companyId: input.companyId, amountCents: input.amountCents, expiresAt })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new ValidationError([{ param: 'code', msg: 'This code is already used by another voucher' }]);
  return toVoucher(row, null);
}

/** A voucher the company can use now: another company's is unknown (404); expired 400; used 409. */
export async function checkVoucher(db: DbOrTx, ctx: RequestContext, companyId: number, code: string) {
  await findVisibleCompany(db, ctx, companyId);
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.code, code), eq(vouchers.companyId, companyId)));
  if (!row) throw notFound('Voucher');
  const holder = await holderStatus(db, row.usedByOrderId);
  if (isSpentBy(holder)) throw new HttpError(409, 'This voucher has already been used', 'VOUCHER_USED');
  if (row.expiresAt < new Date()) throw new HttpError(400, 'This voucher has expired', 'VOUCHER_EXPIRED');
  return toVoucher(row, holder);
}
