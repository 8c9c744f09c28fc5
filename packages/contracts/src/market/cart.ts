import type { MarketItem, MarketSolution } from './catalogue.ts';
import type { OrderPart } from './payload.ts';
import { type MarketApp, ORDER_TYPE_RULES, type OrderType } from './reference.ts';

/**
 * The cart (spec §3 order, §4 R31-R34): what the web keeps while the buyer shops, how it is stored compactly,
 * restored, and turned into the order payload the server takes.
 */

/** Spec §3 sub-order item: { id, type, qty, details }. */
export interface CartItem {
  id: number;
  type: MarketItem['type'];
  /** Per device. */
  qty: number;
  details?: MarketItem['details'];
}

/** Spec §3 sub-order: { qty, hardwareId, items }. */
export interface CartSubOrder {
  qty: number;
  hardwareId: number;
  items: CartItem[];
}

/** Spec §3 token package item (and the plugin and package lines): { id, qty, name, price }. */
export interface CartLine {
  id: number;
  qty: number;
  name: string;
  priceCents: number;
}

/** Spec §3 order as the cart holds it. */
export interface CartOrder {
  index: number;
  type: OrderType;
  app: { name: MarketApp };
  solution: { id: number; name: string; details?: string } | null;
  subOrders: CartSubOrder[];
  tokens: CartLine[];
  plugins: CartLine[];
  packages: CartLine[];
}

/** A57: the order payload of one cart order (products repeated per item qty; mobility devices without products). */
export function buildOrderPayload(order: CartOrder): OrderPart {
  const rule = ORDER_TYPE_RULES[order.type];
  const line = (l: CartLine) => ({ id: l.id, qty: l.qty });
  return {
    type: order.type,
    devices: order.subOrders.map((sub) => ({
      id: sub.hardwareId,
      qty: sub.qty,
      ...(rule.solution && order.solution ? { solutionId: order.solution.id } : {}),
      products: rule.products === false ? [] : sub.items.flatMap((i) => Array<number>(i.qty).fill(i.id)),
    })),
    tokens: order.tokens.map(line),
    plugins: order.plugins.map(line),
    packages: order.packages.map(line),
  };
}

/**
 * R31: the stored form: [type, solutionId or 0, devices [hardwareId, qty, [itemId, qty][]][], tokens,
 * plugins, packages ([id, qty][])]. Names, prices and details come back from the catalogue on restore.
 */
export type CompactLine = [id: number, qty: number];
export type CompactOrder = [
  type: OrderType,
  solutionId: number,
  devices: [hardwareId: number, qty: number, items: CompactLine[]][],
  tokens: CompactLine[],
  plugins: CompactLine[],
  packages: CompactLine[],
];

export function compactCart(orders: readonly CartOrder[]): CompactOrder[] {
  const lines = (ls: readonly CartLine[]): CompactLine[] => ls.map((l) => [l.id, l.qty]);
  return orders.map((o) => [
    o.type,
    o.solution?.id ?? 0,
    o.subOrders.map((s) => [s.hardwareId, s.qty, s.items.map((i): CompactLine => [i.id, i.qty])]),
    lines(o.tokens),
    lines(o.plugins),
    lines(o.packages),
  ]);
}

/**
 * A submitted order's parts back in the stored cart form (to edit the order in the market): a device line's
 * add-ons, one id per unit, become [itemId, qty per device].
 */
export function compactOrderParts(parts: readonly OrderPart[]): CompactOrder[] {
  const counted = (ids: readonly number[]): CompactLine[] =>
    [...new Set(ids)].map((id) => [id, ids.filter((x) => x === id).length]);
  const lines = (ls: readonly { id: number; qty: number }[]): CompactLine[] => ls.map((l) => [l.id, l.qty]);
  return parts.map((p) => [
    p.type,
    p.devices.find((d) => d.solutionId !== undefined)?.solutionId ?? 0,
    p.devices.map((d) => [d.id, d.qty, counted(d.products)]),
    lines(p.tokens),
    lines(p.plugins),
    lines(p.packages),
  ]);
}

export interface RestoreContext {
  /** R32: market permission for the app (see `canBuyFrom`). */
  canBuyFrom(app: MarketApp): boolean;
  /** R33: the solutions listed now. */
  solution(id: number): MarketSolution | undefined;
  item(id: number): MarketItem | undefined;
}

export type DropReason = 'permission' | 'solution' | 'unavailable' | 'malformed';

const isCompactOrder = (value: unknown): value is CompactOrder =>
  Array.isArray(value) &&
  value.length === 6 &&
  typeof value[0] === 'string' &&
  Object.hasOwn(ORDER_TYPE_RULES, value[0]) &&
  typeof value[1] === 'number' &&
  value.slice(2).every(Array.isArray);

/**
 * R31-R34: the cart back from its stored form. An order is dropped when the buyer lacks the app's market
 * permission (R32), its solution is no longer listed (R33), or one of its items is missing or has
 * isAvailable false (R34); what is kept is re-indexed from 0.
 */
export function restoreCart(
  stored: unknown,
  ctx: RestoreContext,
): { orders: CartOrder[]; dropped: { index: number; reason: DropReason }[] } {
  const orders: CartOrder[] = [];
  const dropped: { index: number; reason: DropReason }[] = [];
  const list = Array.isArray(stored) ? stored : [];
  list.forEach((raw, index) => {
    const reason = restoreOne(raw, ctx, orders.length);
    if (typeof reason === 'string') dropped.push({ index, reason });
    else orders.push(reason);
  });
  return { orders, dropped };
}

function restoreOne(raw: unknown, ctx: RestoreContext, index: number): CartOrder | DropReason {
  if (!isCompactOrder(raw)) return 'malformed';
  const [type, solutionId, devices, tokens, plugins, packages] = raw;
  const app = ORDER_TYPE_RULES[type].app;
  if (!ctx.canBuyFrom(app)) return 'permission';
  const solution = solutionId ? ctx.solution(solutionId) : undefined;
  if (solutionId && !solution) return 'solution';
  let unavailable = false;
  const item = (id: number) => {
    const found = ctx.item(id);
    if (!found?.isAvailable) unavailable = true;
    return found;
  };
  const line = ([id, qty]: CompactLine): CartLine => {
    const found = item(id);
    return { id, qty, name: found?.name ?? '', priceCents: found?.priceCents ?? 0 };
  };
  const order: CartOrder = {
    index,
    type,
    app: { name: app },
    solution: solution ? { id: solution.id, name: solution.name, details: solution.description } : null,
    subOrders: devices.map(([hardwareId, qty, items]) => {
      item(hardwareId);
      return {
        hardwareId,
        qty,
        items: items.map(([id, perDevice]) => {
          const found = item(id);
          return { id, qty: perDevice, type: found?.type ?? 'undefined', details: found?.details };
        }),
      };
    }),
    tokens: tokens.map(line),
    plugins: plugins.map(line),
    packages: packages.map(line),
  };
  return unavailable ? 'unavailable' : order;
}

/**
 * The catalogue permission module each app's market needs, with `p_market_purchase` (R32; spec §6 modules).
 * Apps without a module of their own need only the market permission.
 */
export const MARKET_APP_MODULE: Record<MarketApp, string> = {
  core: 'm_market',
  swam: 'm_swam',
  metrowatch: 'm_metrowatch',
  'asset-watch': 'm_asset',
  defcon: 'm_defcon',
  mobility: 'm_gm',
  fleet: 'm_fleet',
  'cloud-orbit': 'm_rodent',
  'smart-parking': 'm_smart_parking',
  'facility-booking': 'm_facility_booking',
  anpr: 'm_cn',
  'urban-ai': 'm_market',
};

/** R32: whether permission keys allow buying from an app's market. */
export const canBuyFrom = (app: MarketApp, granted: ReadonlySet<string>) =>
  granted.has('p_market_purchase') && granted.has(MARKET_APP_MODULE[app]);
