import { market } from '@atrium/contracts';
import type { Draft } from './draft.ts';

/**
 * Spec §2 market steps of every app (A24-A34), as data, and what keeps the buyer on a step. Mobility's
 * "products" are its plugins (its devices take no add-ons, spec §3), so that step is `plugins` here.
 */
export type StepKind =
  | 'solutions'
  | 'products'
  | 'deviceConfig'
  | 'productDetails'
  | 'tokens'
  | 'deviceTypes'
  | 'plugins'
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
  mobility: ['deviceTypes', 'plugins', 'productDetails'],
  anpr: ['packagesOrDevices'],
  defcon: ['packagesOrDevices', 'details'],
  // Not in spec §2's list: a hardware app like fleet.
  'smart-parking': ['products', 'deviceConfig'],
  core: ['packagesOrDevices'],
};

/** A25: the sensor package flow (`?flow=package` on the sensor-solution market): tokens for a device one has. */
export const SENSOR_PACKAGE_STEPS: readonly StepKind[] = ['solutions', 'serial'];

export const stepsOf = (app: market.MarketApp, flow: string | null) =>
  app === 'swam' && flow === 'package' ? SENSOR_PACKAGE_STEPS : MARKET_STEPS[app];

/** The order type a device line of the app goes into (its hardware order). */
export const hardwareOrderType = (app: market.MarketApp) =>
  market.orderTypesOf(app).find((type) => {
    const rule = market.ORDER_TYPE_RULES[type];
    return rule.devices !== undefined && !rule.accessories;
  }) ?? null;

/** The order type of the app that takes package lines of this item type. */
export const packageOrderType = (app: market.MarketApp, type: market.ItemType) =>
  market.orderTypesOf(app).find((t) => market.ORDER_TYPE_RULES[t].packages?.includes(type)) ?? null;

export const MAX_DEVICES = 100;
export const MAX_UNITS = 100;

/** Field errors of a step: keys of `market:errors` or contract messages; `lines` by item id. */
export type StepErrors = Partial<
  Record<'solution' | 'product' | 'qty' | 'options' | 'lines' | 'buy' | 'serial', string>
> & { byItem?: Record<number, string> };

export const badQty = (qty: number, max: number) =>
  !Number.isInteger(qty)
    ? 'Must be a whole number'
    : qty < 1
      ? 'Must be at least 1'
      : qty > max
        ? `Must be at most ${max}`
        : null;

/** The wrong quantities of chosen lines, by item id. */
function lineErrors(lines: Record<number, number>, errors: StepErrors) {
  for (const [id, qty] of Object.entries(lines)) {
    const wrong = badQty(qty, MAX_UNITS);
    if (wrong) errors.byItem = { ...errors.byItem, [Number(id)]: wrong };
  }
}

const SERIAL = /^[A-Za-z0-9._:-]{3,64}$/;

function productErrors(draft: Draft, errors: StepErrors) {
  if (draft.productId === null) errors.product = 'chooseProduct';
  const qty = badQty(draft.qty, MAX_DEVICES);
  if (qty) errors.qty = qty;
}

/** The errors that keep the buyer on a step. `options` are the chosen product's add-ons. */
export function validateStep(
  kind: StepKind,
  draft: Draft,
  options: readonly market.MarketItem[],
): StepErrors {
  const errors: StepErrors = {};
  const none = (lines: Record<number, number>) => Object.keys(lines).length === 0;
  if (kind === 'solutions' && draft.solutionId === null) errors.solution = 'chooseSolution';
  if (kind === 'products') productErrors(draft, errors);
  if (kind === 'deviceTypes') lineErrors(draft.devices, errors);
  if (kind === 'plugins') {
    lineErrors(draft.plugins, errors);
    if (none(draft.devices) && none(draft.plugins)) errors.lines = 'chooseDeviceOrPlugin';
  }
  if (kind === 'tokens') lineErrors(draft.tokens, errors);
  if (kind === 'serial') {
    if (!SERIAL.test(draft.serial.trim())) errors.serial = 'serial';
    lineErrors(draft.tokens, errors);
    if (none(draft.tokens)) errors.lines = 'chooseTokens';
  }
  if (kind === 'packagesOrDevices') {
    if (draft.buy === null) errors.buy = 'chooseBuy';
    if (draft.buy === 'devices') productErrors(draft, errors);
    if (draft.buy === 'packages') {
      lineErrors(draft.packages, errors);
      if (none(draft.packages)) errors.lines = 'choosePackage';
    }
  }
  if (kind === 'deviceConfig' || kind === 'productDetails' || kind === 'details') {
    const chosen = new Set(Object.keys(draft.options).map(Number));
    const missing = options.find(
      (o) => chosen.has(o.id) && o.dependencyId !== null && !chosen.has(o.dependencyId),
    );
    if (missing) errors.options = 'dependency';
  }
  return errors;
}

export const hasErrors = (errors: StepErrors) => Object.keys(errors).length > 0;

/**
 * Edit mode (A23): the step a cart order reopens at: its tokens (tokens=true), its plugins (pluginId), or
 * where its hardware is chosen (hardwareId); else the first step.
 */
export function editStep(steps: readonly StepKind[], query: URLSearchParams): number {
  const at = (...kinds: StepKind[]) => {
    const found = steps.findIndex((s) => kinds.includes(s));
    return found < 0 ? 0 : found;
  };
  if (query.get('tokens') === 'true') return at('tokens', 'serial');
  if (query.has('pluginId')) return at('plugins');
  if (query.has('hardwareId')) return at('products', 'deviceTypes', 'packagesOrDevices');
  return 0;
}
