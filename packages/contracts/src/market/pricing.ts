import { formatPrice, ordersTotals, type PricedOrder, type PriceItem } from '../validation/price.ts';
import type { OrderPart } from './payload.ts';
import { type ItemType, type OrderType, SHIPPING_CENTS, type ShippingMethod } from './reference.ts';

/**
 * Order pricing, the same on both sides: R101 (price × quantity summed over items, sub-orders and orders,
 * yielding hardwarePrice and devicesCount) through `ordersTotals` of the price rule, then discounts, shipping
 * and a voucher. Money is integer cents; the R101 function is fed decimal text made from cents, so no float
 * rounding can creep in.
 */

/** What pricing needs of a catalogue item. */
export interface PricingItem {
  id: number;
  name: string;
  type: ItemType;
  priceCents: number;
}

export type LineKind = 'device' | 'product' | 'token' | 'plugin' | 'package';

export interface PricedLine {
  kind: LineKind;
  itemId: number;
  name: string;
  itemType: ItemType;
  /** Units of this line in the whole order part (a product's count per device × the devices). */
  qty: number;
  unitPriceCents: number;
  totalCents: number;
  /** For device and product lines: the index of the device line in the part. */
  deviceIndex: number | null;
}

export interface PricedPart {
  type: OrderType;
  lines: PricedLine[];
  subtotalCents: number;
  devicesCount: number;
}

/** Cents as decimal text ('1234.05'), the R101 function's input. */
export const centsToDecimal = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Dollars (as R101 yields them) back to whole cents. */
export const dollarsToCents = (dollars: number) => Math.round(Number((dollars * 100).toPrecision(15)));

/** R102 for an amount in cents: '$12.50', or 'incl' when zero. */
export const formatCents = (cents: number) => formatPrice(centsToDecimal(cents));

/** `amount × bps / 10000`, rounded half up, in exact integer arithmetic. */
export const percentOfCents = (amountCents: number, bps: number) =>
  Number((BigInt(amountCents) * BigInt(bps) + 5000n) / 10000n);

const countBy = (ids: readonly number[]) => {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

/**
 * Prices one order part (already checked by `checkOrderPart`): a device line is `qty` × (product + its
 * add-ons), each add-on counted once per id in `products`.
 */
export function priceOrderPart(part: OrderPart, item: (id: number) => PricingItem): PricedPart {
  const lines: PricedLine[] = [];
  const line = (kind: LineKind, id: number, qty: number, deviceIndex: number | null) => {
    const it = item(id);
    lines.push({
      kind,
      itemId: id,
      name: it.name,
      itemType: it.type,
      qty,
      unitPriceCents: it.priceCents,
      totalCents: it.priceCents * qty,
      deviceIndex,
    });
  };
  part.devices.forEach((device, index) => {
    line('device', device.id, device.qty, index);
    for (const [id, perDevice] of countBy(device.products))
      line('product', id, perDevice * device.qty, index);
  });
  for (const token of part.tokens) line('token', token.id, token.qty, null);
  for (const plugin of part.plugins) line('plugin', plugin.id, plugin.qty, null);
  for (const pkg of part.packages) line('package', pkg.id, pkg.qty, null);
  const totals = ordersTotals([asR101(lines)]);
  return {
    type: part.type,
    lines,
    subtotalCents: dollarsToCents(totals.hardwarePrice),
    devicesCount: totals.devicesCount,
  };
}

const toPriceItem = (l: PricedLine): PriceItem => ({
  price: centsToDecimal(l.unitPriceCents),
  quantity: l.qty,
});

/** A priced part in the R101 function's shape: device lines with their add-ons are its sub-orders. */
function asR101(lines: readonly PricedLine[]): PricedOrder {
  const devices = new Map<number, PriceItem[]>();
  const items: PriceItem[] = [];
  for (const l of lines) {
    if (l.deviceIndex === null) items.push(toPriceItem(l));
    else devices.set(l.deviceIndex, [...(devices.get(l.deviceIndex) ?? []), toPriceItem(l)]);
  }
  return { items, subOrders: [...devices.values()].map((sub) => ({ items: sub })) };
}

export interface DiscountTerms {
  percentOffBps: number | null;
  amountOffCents: number | null;
}

export interface QuoteInput {
  /** The company's discount rate (basis points, 100 = 1 %). */
  discountRateBps: number;
  discountCode?: DiscountTerms | null;
  voucherCents?: number | null;
  shippingMethod?: ShippingMethod | null;
}

export interface PriceQuote {
  parts: PricedPart[];
  /** R101 over every part: hardwarePrice in cents. */
  subtotalCents: number;
  devicesCount: number;
  needsShipping: boolean;
  discountRateBps: number;
  discountRateCents: number;
  discountCodeCents: number;
  shippingMethod: ShippingMethod | null;
  shippingCents: number;
  voucherCents: number;
  totalCents: number;
}

/** Whether a part ships something (device lines; tokens, plugins and packages are delivered online). */
export const partShips = (part: Pick<OrderPart, 'devices'>) => part.devices.length > 0;

/**
 * The whole order: subtotal (R101) − the company's rate − the discount code (on what is left) + shipping −
 * the voucher (never below zero). Each step rounds half up to a cent.
 */
export function quoteOrder(parts: PricedPart[], input: QuoteInput, ships: boolean): PriceQuote {
  const totals = ordersTotals(parts.map((p) => asR101(p.lines)));
  const subtotalCents = dollarsToCents(totals.hardwarePrice);
  const discountRateCents = percentOfCents(subtotalCents, input.discountRateBps);
  const afterRate = subtotalCents - discountRateCents;
  const code = input.discountCode;
  const discountCodeCents = !code
    ? 0
    : code.percentOffBps !== null
      ? percentOfCents(afterRate, code.percentOffBps)
      : Math.min(code.amountOffCents ?? 0, afterRate);
  const shippingMethod = ships ? (input.shippingMethod ?? 'standard') : null;
  const shippingCents = shippingMethod ? SHIPPING_CENTS[shippingMethod] : 0;
  const beforeVoucher = afterRate - discountCodeCents + shippingCents;
  const voucherCents = Math.min(input.voucherCents ?? 0, beforeVoucher);
  return {
    parts,
    subtotalCents,
    devicesCount: totals.devicesCount,
    needsShipping: ships,
    discountRateBps: input.discountRateBps,
    discountRateCents,
    discountCodeCents,
    shippingMethod,
    shippingCents,
    voucherCents,
    totalCents: beforeVoucher - voucherCents,
  };
}
