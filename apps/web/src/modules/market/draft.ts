import { market } from '@atrium/contracts';
import { hardwareOrderType, packageOrderType } from './steps.ts';

/**
 * What the buyer chose so far in an app's steps, and the cart orders it makes (spec §3, A57). Maps are item
 * id → quantity (per device for `options`).
 */
export interface Draft {
  solutionId: number | null;
  /** The product of a single device line (products step, or devices in packages-or-devices). */
  productId: number | null;
  qty: number;
  options: Record<number, number>;
  tokens: Record<number, number>;
  /** Mobility device types: one device line each. */
  devices: Record<number, number>;
  plugins: Record<number, number>;
  packages: Record<number, number>;
  /** Packages-or-devices (A26, A27): what the buyer buys. */
  buy: 'packages' | 'devices' | null;
  /** The sensor package flow (A25): the device the tokens are for. */
  serial: string;
}

export const EMPTY_DRAFT: Draft = {
  solutionId: null,
  productId: null,
  qty: 1,
  options: {},
  tokens: {},
  devices: {},
  plugins: {},
  packages: {},
  buy: null,
  serial: '',
};

type Items = ReadonlyMap<number, market.MarketItem>;
type NewOrder = Omit<market.CartOrder, 'index'>;

const lines = (chosen: Record<number, number>, items: Items): market.CartLine[] =>
  Object.entries(chosen).map(([id, qty]) => {
    const item = items.get(Number(id));
    return { id: Number(id), qty, name: item?.name ?? '', priceCents: item?.priceCents ?? 0 };
  });

const subOrder = (hardwareId: number, qty: number, options: Record<number, number>, items: Items) => ({
  qty,
  hardwareId,
  items: Object.entries(options).map(([id, perDevice]) => {
    const item = items.get(Number(id));
    return { id: Number(id), qty: perDevice, type: item?.type ?? 'undefined', details: item?.details };
  }),
});

function order(
  type: market.OrderType,
  solution: market.MarketSolution | undefined,
  more: Partial<NewOrder>,
): NewOrder {
  return {
    type,
    app: { name: market.ORDER_TYPE_RULES[type].app },
    solution: solution ? { id: solution.id, name: solution.name, details: solution.description } : null,
    subOrders: [],
    tokens: [],
    plugins: [],
    packages: [],
    ...more,
  };
}

/** Packages go into the app's order type for their item type: one order per type (core sells three). */
function packageOrders(app: market.MarketApp, draft: Draft, items: Items): NewOrder[] {
  const byType = new Map<market.OrderType, Record<number, number>>();
  for (const [id, qty] of Object.entries(draft.packages)) {
    const item = items.get(Number(id));
    const type = item ? packageOrderType(app, item.type) : null;
    if (type) byType.set(type, { ...byType.get(type), [Number(id)]: qty });
  }
  return [...byType].map(([type, chosen]) => order(type, undefined, { packages: lines(chosen, items) }));
}

/** The cart orders the draft makes, without their cart index (spec §3; mobility devices carry no products). */
export function draftToOrders(
  app: market.MarketApp,
  draft: Draft,
  items: Items,
  solution: market.MarketSolution | undefined,
  flow: 'package' | null = null,
): NewOrder[] {
  if (flow === 'package') {
    const type = market.orderTypesOf(app).find((t) => market.ORDER_TYPE_RULES[t].devices === undefined);
    return type ? [order(type, solution, { tokens: lines(draft.tokens, items) })] : [];
  }
  if (app === 'mobility') {
    const devices = Object.entries(draft.devices).map(([id, qty]) => subOrder(Number(id), qty, {}, items));
    const plugins = lines(draft.plugins, items);
    if (devices.length > 0) return [order('mobility-hardware', undefined, { subOrders: devices, plugins })];
    return plugins.length > 0 ? [order('mobility-plugin', undefined, { plugins })] : [];
  }
  if (draft.buy === 'packages') return packageOrders(app, draft, items);
  const type = hardwareOrderType(app);
  if (!type || draft.productId === null) return [];
  return [
    order(type, solution, {
      subOrders: [subOrder(draft.productId, draft.qty, draft.options, items)],
      tokens: market.ORDER_TYPE_RULES[type].tokens ? lines(draft.tokens, items) : [],
    }),
  ];
}

const record = (ls: readonly market.CartLine[]) => Object.fromEntries(ls.map((l) => [l.id, l.qty]));

/** Edit mode: the draft a cart order came from (its device line `itemIndex`). */
export function orderToDraft(order: market.CartOrder, itemIndex: number): Draft {
  const sub = order.subOrders[itemIndex] ?? order.subOrders[0];
  return {
    ...EMPTY_DRAFT,
    solutionId: order.solution?.id ?? null,
    productId: sub?.hardwareId ?? null,
    qty: sub?.qty ?? 1,
    options: Object.fromEntries((sub?.items ?? []).map((i) => [i.id, i.qty])),
    tokens: record(order.tokens),
    devices: Object.fromEntries(order.subOrders.map((s) => [s.hardwareId, s.qty])),
    plugins: record(order.plugins),
    packages: record(order.packages),
    buy: order.packages.length > 0 ? 'packages' : order.subOrders.length > 0 ? 'devices' : null,
  };
}

/**
 * A23: the edit query of a cart order, or null when it cannot be edited (R35, or packages, which spec §2
 * gives no edit query). Hardware first, then plugins, then tokens.
 */
export function editTarget(order: market.CartOrder) {
  if (!market.isOrderEditable(order.type)) return null;
  const base = { orderIndex: order.index, solutionId: order.solution?.id ?? null, itemIndex: 0 };
  const hardware = order.subOrders[0]?.hardwareId;
  if (hardware !== undefined) return { ...base, hardwareId: hardware };
  const plugin = order.plugins[0]?.id;
  if (plugin !== undefined) return { ...base, pluginId: plugin };
  if (order.tokens.length > 0) return { ...base, tokens: true as const };
  return null;
}
export type EditTarget = NonNullable<ReturnType<typeof editTarget>>;
