import { PRICE_INCLUDED } from './messages.ts';
import { toNumber } from './numbers.ts';

// Sums are made in whole cents so 0.1 + 0.2 gives 0.30, not 0.30000000000000004.

/** An order line: unit price (number or decimal text) and quantity. */
export interface PriceItem {
  price?: unknown;
  quantity?: unknown;
}

export interface PricedSubOrder {
  items?: readonly PriceItem[] | null;
}

/** An order may hold items directly, sub-orders, or both. */
export interface PricedOrder {
  items?: readonly PriceItem[] | null;
  subOrders?: readonly PricedSubOrder[] | null;
}

/** R101: what the summing yields. */
export interface HardwareTotals {
  hardwarePrice: number;
  devicesCount: number;
}

/** A money amount in whole cents, or undefined when not a finite number. */
const toCents = (value: unknown) => {
  const n = toNumber(value);
  return n === undefined ? undefined : Math.round(Number((n * 100).toPrecision(15)));
};

/** A quantity: a whole number of at least 0; anything else counts as 0. */
const toQuantity = (value: unknown) => {
  const n = toNumber(value);
  return n !== undefined && Number.isInteger(n) && n >= 0 ? n : 0;
};

const sumCents = (items: readonly PriceItem[] | null | undefined) => {
  let cents = 0;
  let devices = 0;
  for (const item of items ?? []) {
    const quantity = toQuantity(item.quantity);
    // A line whose price is missing, invalid or negative adds its devices but no money (it shows as 'incl').
    const price = toCents(item.price);
    if (price !== undefined && price > 0) cents += price * quantity;
    devices += quantity;
  }
  return { cents, devices };
};

const totals = (parts: { cents: number; devices: number }[]): HardwareTotals => ({
  hardwarePrice: parts.reduce((s, p) => s + p.cents, 0) / 100,
  devicesCount: parts.reduce((s, p) => s + p.devices, 0),
});

const orderParts = (order: PricedOrder) => [
  sumCents(order.items),
  ...(order.subOrders ?? []).map((sub) => sumCents(sub.items)),
];

/** R101: price x quantity summed over items. */
export const itemsTotals = (items: readonly PriceItem[] | null | undefined) => totals([sumCents(items)]);

/** R101: over one order's items and sub-orders. */
export const orderTotals = (order: PricedOrder) => totals(orderParts(order));

/** R101: over several orders (a cart, a deployment). */
export const ordersTotals = (orders: readonly PricedOrder[]) => totals(orders.flatMap(orderParts));

/** R102: '$' and 2 decimals (e.g. '$1234.50', '-$5.00'); 'incl' when zero (after rounding to cents) or invalid. */
export function formatPrice(value: unknown): string {
  const cents = toCents(value);
  if (cents === undefined || cents === 0) return PRICE_INCLUDED;
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}
