import { market as contract, type FieldError } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { type CatalogueEntry, catalogueFor } from '../market/catalogue.service.ts';
import {
  companyDiscounts,
  discountCodes,
  discountRates,
  type StoredPart,
  vouchers,
} from './orders.schema.ts';
import { holderStatus, isSpentBy } from './reservations.ts';

/**
 * The server's price of an order body for one company: the catalogue's (or its reseller's) prices only, the
 * order rules of the contracts, R101 through the contracts' pricing, then the company's rate, its discount
 * code, shipping and a voucher. Every problem is a field error; nothing is written here.
 */

export interface PricedBody {
  quote: contract.Quote;
  parts: StoredPart[];
  voucherId: number | null;
  discountCodeId: number | null;
  /** Unpaid orders holding the code or voucher now: their open payments are canceled before this one takes them. */
  holders: { orderId: number; param: 'discountCode' | 'voucherCode' }[];
}

const idsOf = (body: contract.OrderBody) =>
  body.orders.flatMap((p) => [
    ...p.devices.flatMap((d) => [d.id, ...d.products]),
    ...p.tokens.map((l) => l.id),
    ...p.plugins.map((l) => l.id),
    ...p.packages.map((l) => l.id),
  ]);

/** Another order holding a code or voucher (an unpaid one gives it up, see reservations.ts). */
const otherHolder = (usedBy: number | null, forOrderId: number | null) =>
  usedBy !== null && usedBy !== forOrderId ? usedBy : null;

async function discountCodeOf(
  db: DbOrTx,
  companyId: number,
  code: string,
  forOrderId: number | null,
  errors: FieldError[],
) {
  const [row] = await db
    .select({ code: discountCodes, added: companyDiscounts })
    .from(companyDiscounts)
    .innerJoin(discountCodes, eq(discountCodes.id, companyDiscounts.codeId))
    .where(and(eq(companyDiscounts.companyId, companyId), eq(discountCodes.code, code)));
  const fail = (msg: string) => void errors.push({ param: 'discountCode', msg });
  if (!row) return fail('Add this code to the company first');
  const holder = otherHolder(row.added.usedByOrderId, forOrderId);
  if (isSpentBy(await holderStatus(db, holder))) return fail('This code has already been used');
  if (row.code.validUntil && row.code.validUntil.getTime() < Date.now()) return fail('This code has expired');
  return { ...row.code, holder };
}

async function voucherOf(
  db: DbOrTx,
  companyId: number,
  code: string,
  forOrderId: number | null,
  errors: FieldError[],
) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
  const fail = (msg: string) => void errors.push({ param: 'voucherCode', msg });
  // Another company's voucher is as unknown as a made-up one: its existence is not confirmed.
  if (!row || row.companyId !== companyId) return fail('Unknown voucher');
  const holder = otherHolder(row.usedByOrderId, forOrderId);
  if (isSpentBy(await holderStatus(db, holder))) return fail('This voucher has already been used');
  if (row.expiresAt.getTime() < Date.now()) return fail('This voucher has expired');
  return { ...row, holder };
}

export async function priceBody(
  db: DbOrTx,
  config: Config,
  ctx: RequestContext,
  companyId: number,
  body: contract.OrderBody,
  forOrderId: number | null = null,
): Promise<PricedBody> {
  const catalogue = await catalogueFor(db, companyId, idsOf(body));
  const item = (id: number) => catalogue.items.get(id);
  const rules: contract.OrderCatalogue = {
    item,
    optionsOf: (id) => catalogue.options.get(id) ?? new Map(),
    solution: (id) => catalogue.solutions.get(id),
    isAppShown: (app) => contract.isMarketAppShown(app, config.hiddenApps),
    // R32: system admins hold every key, so they may buy from any app for a company.
    canBuyFrom: (app) => contract.canBuyFrom(app, ctx.permissions),
  };
  const errors = body.orders.flatMap((part, i) => contract.checkOrderPart(part, `orders.${i}`, rules));
  if (errors.length > 0) throw new ValidationError(errors);

  const priced = body.orders.map((part) => contract.priceOrderPart(part, (id) => item(id) as CatalogueEntry));
  const ships = body.orders.some(contract.partShips);
  if (ships && !body.address) errors.push({ param: 'address', msg: 'Required' });
  const [rate] = await db.select().from(discountRates).where(eq(discountRates.companyId, companyId));
  const code = body.discountCode
    ? await discountCodeOf(db, companyId, body.discountCode, forOrderId, errors)
    : undefined;
  const voucher = body.voucherCode
    ? await voucherOf(db, companyId, body.voucherCode, forOrderId, errors)
    : undefined;
  const q = contract.quoteOrder(
    priced,
    {
      discountRateBps: rate?.rateBps ?? 0,
      discountCode: code ?? null,
      voucherCents: voucher?.amountCents ?? 0,
      shippingMethod: body.shippingMethod ?? null,
    },
    ships,
  );
  if (q.totalCents > contract.LIMITS.totalCents)
    errors.push({
      param: 'orders',
      msg: `The total is above ${contract.formatCents(contract.LIMITS.totalCents)}: split the order or contact sales`,
    });
  if (body.expectedTotalCents !== undefined && body.expectedTotalCents !== q.totalCents)
    errors.push({
      param: 'expectedTotalCents',
      msg: `Prices have changed: the total is ${contract.formatCents(q.totalCents)}`,
    });
  if (errors.length > 0) throw new ValidationError(errors);

  const parts: StoredPart[] = body.orders.map((part, index) => {
    const p = priced[index] as contract.PricedPart;
    return {
      index,
      type: part.type,
      app: contract.ORDER_TYPE_RULES[part.type].app,
      devices: part.devices,
      tokens: part.tokens,
      plugins: part.plugins,
      packages: part.packages,
      lines: p.lines,
      subtotalCents: p.subtotalCents,
      devicesCount: p.devicesCount,
    };
  });
  return {
    parts,
    voucherId: voucher?.id ?? null,
    discountCodeId: code?.id ?? null,
    holders: [
      ...(code?.holder ? [{ orderId: code.holder, param: 'discountCode' as const }] : []),
      ...(voucher?.holder ? [{ orderId: voucher.holder, param: 'voucherCode' as const }] : []),
    ],
    quote: {
      parts: parts.map((p) => ({ ...p, editable: contract.isOrderEditable(p.type) })),
      subtotalCents: q.subtotalCents,
      devicesCount: q.devicesCount,
      needsShipping: q.needsShipping,
      discountRateBps: q.discountRateBps,
      discountRateCents: q.discountRateCents,
      discountCode: code ? code.code : null,
      discountCodeCents: q.discountCodeCents,
      shippingMethod: q.shippingMethod,
      shippingCents: q.shippingCents,
      voucherCode: voucher ? voucher.code : null,
      voucherCents: q.voucherCents,
      totalCents: q.totalCents,
      currency: contract.CURRENCY,
    },
  };
}
