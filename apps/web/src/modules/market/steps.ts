import { market } from '@atrium/contracts';

/**
 * Spec §2 market steps of every app, as data. The stepper builds the steps it knows (solutions, products,
 * device configuration, product details, tokens); `deviceTypes`, `packagesOrDevices`, `details` and `serial`
 * have no screen yet and the page says so.
 */
export type StepKind =
  | 'solutions'
  | 'products'
  | 'deviceConfig'
  | 'productDetails'
  | 'tokens'
  | 'deviceTypes'
  | 'packagesOrDevices'
  | 'details'
  | 'serial';

export const MARKET_STEPS: Record<market.MarketApp, readonly StepKind[]> = {
  swam: ['solutions', 'products', 'deviceConfig', 'tokens'],
  metrowatch: ['solutions', 'products', 'deviceConfig'],
  'urban-ai': ['solutions', 'products', 'deviceConfig'],
  fleet: ['products', 'deviceConfig'],
  'asset-watch': ['solutions', 'products', 'productDetails', 'tokens'],
  'cloud-orbit': ['solutions', 'products', 'deviceConfig', 'tokens'],
  'facility-booking': ['products', 'productDetails'],
  mobility: ['deviceTypes', 'products', 'productDetails'],
  anpr: ['packagesOrDevices'],
  defcon: ['packagesOrDevices', 'details'],
  // Not in spec §2's list: a hardware app like fleet.
  'smart-parking': ['products', 'deviceConfig'],
  core: ['packagesOrDevices'],
};

const BUILT = new Set<StepKind>(['solutions', 'products', 'deviceConfig', 'productDetails', 'tokens']);
export const isBuiltFlow = (app: market.MarketApp) => MARKET_STEPS[app].every((s) => BUILT.has(s));

/** The order type a device line of the app goes into (its hardware order). */
export const hardwareOrderType = (app: market.MarketApp) =>
  market.orderTypesOf(app).find((type) => {
    const rule = market.ORDER_TYPE_RULES[type];
    return rule.devices !== undefined && !rule.accessories;
  }) ?? null;

export const MAX_DEVICES = 100;
export const MAX_TOKENS = 100;

/** What the buyer chose so far. `options` and `tokens` map item id → quantity (per device for options). */
export interface Draft {
  solutionId: number | null;
  productId: number | null;
  qty: number;
  options: Record<number, number>;
  tokens: Record<number, number>;
}

export const EMPTY_DRAFT: Draft = { solutionId: null, productId: null, qty: 1, options: {}, tokens: {} };

export type StepErrors = Partial<Record<'solution' | 'product' | 'qty' | 'options' | 'tokens', string>>;

const badQty = (qty: number, max: number) =>
  !Number.isInteger(qty)
    ? 'Must be a whole number'
    : qty < 1
      ? 'Must be at least 1'
      : qty > max
        ? `Must be at most ${max}`
        : null;

/** The errors that keep the buyer on a step (keys of the `market:errors` strings, or contract messages). */
export function validateStep(
  kind: StepKind,
  draft: Draft,
  options: readonly market.MarketItem[],
): StepErrors {
  const errors: StepErrors = {};
  if (kind === 'solutions' && draft.solutionId === null) errors.solution = 'chooseSolution';
  if (kind === 'products') {
    if (draft.productId === null) errors.product = 'chooseProduct';
    const qty = badQty(draft.qty, MAX_DEVICES);
    if (qty) errors.qty = qty;
  }
  if (kind === 'deviceConfig' || kind === 'productDetails') {
    const chosen = new Set(Object.keys(draft.options).map(Number));
    const missing = options.find(
      (o) => chosen.has(o.id) && o.dependencyId !== null && !chosen.has(o.dependencyId),
    );
    if (missing) errors.options = 'dependency';
  }
  if (kind === 'tokens') {
    const wrong = Object.values(draft.tokens)
      .map((q) => badQty(q, MAX_TOKENS))
      .find(Boolean);
    if (wrong) errors.tokens = wrong;
  }
  return errors;
}

/** The cart order the draft makes (spec §3). */
export function draftToOrder(
  app: market.MarketApp,
  draft: Draft,
  items: ReadonlyMap<number, market.MarketItem>,
  solution: market.MarketSolution | undefined,
  index: number,
): market.CartOrder | null {
  const type = hardwareOrderType(app);
  if (!type || draft.productId === null) return null;
  const line = ([id, qty]: [string, number]): market.CartLine => {
    const item = items.get(Number(id));
    return { id: Number(id), qty, name: item?.name ?? '', priceCents: item?.priceCents ?? 0 };
  };
  return {
    index,
    type,
    app: { name: app },
    solution: solution ? { id: solution.id, name: solution.name, details: solution.description } : null,
    subOrders: [
      {
        qty: draft.qty,
        hardwareId: draft.productId,
        items: Object.entries(draft.options).map(([id, qty]) => {
          const item = items.get(Number(id));
          return { id: Number(id), qty, type: item?.type ?? 'undefined', details: item?.details };
        }),
      },
    ],
    tokens: market.ORDER_TYPE_RULES[type].tokens ? Object.entries(draft.tokens).map(line) : [],
    plugins: [],
    packages: [],
  };
}

/** Edit mode: the draft of a cart order's device line, or of its tokens. */
export function orderToDraft(order: market.CartOrder, itemIndex: number): Draft {
  const sub = order.subOrders[itemIndex] ?? order.subOrders[0];
  return {
    solutionId: order.solution?.id ?? null,
    productId: sub?.hardwareId ?? null,
    qty: sub?.qty ?? 1,
    options: Object.fromEntries((sub?.items ?? []).map((i) => [i.id, i.qty])),
    tokens: Object.fromEntries(order.tokens.map((l) => [l.id, l.qty])),
  };
}
