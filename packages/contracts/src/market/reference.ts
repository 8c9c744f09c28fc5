import type { HideableApp } from '../system/index.ts';

/**
 * Reference data of the market (spec §2 "Market", §3 order types and item types), written once here and read
 * by the server (pricing, validation) and the web (market steps, cart).
 */

/**
 * The market's apps, as they appear in `/core/market/main/{appName}`. `anpr` and `urban-ai` have market steps
 * in spec §2 but no order type in §3: they get `anpr-hardware`, `anpr-package` and `urban-ai-hardware`.
 */
export const MARKET_APPS = [
  'core',
  'swam',
  'metrowatch',
  'asset-watch',
  'defcon',
  'mobility',
  'fleet',
  'cloud-orbit',
  'smart-parking',
  'facility-booking',
  'anpr',
  'urban-ai',
] as const;
export type MarketApp = (typeof MARKET_APPS)[number];

/** Spec §1: the HIDE_* flag that switches an app off (apps without one are always shown). */
export const MARKET_APP_FLAG: Partial<Record<MarketApp, HideableApp>> = {
  metrowatch: 'metrowatch',
  'asset-watch': 'assetmonitoring',
  defcon: 'defcon',
  mobility: 'gm',
  fleet: 'fleet',
  'cloud-orbit': 'cloudorbit',
  'smart-parking': 'smartparking',
  'facility-booking': 'facilitybooking',
};

/** Whether a deployment that hides `hiddenApps` shows `app` in its market. */
export const isMarketAppShown = (app: MarketApp, hiddenApps: readonly HideableApp[]) => {
  const flag = MARKET_APP_FLAG[app];
  return flag === undefined || !hiddenApps.includes(flag);
};

/** Spec §3 item types (`undefined` is a type name of the spec: an item not classified yet, never sold). */
export const ITEM_TYPES = [
  'package',
  'device',
  'band',
  'sensor',
  'plugin',
  'shelter',
  'tokenPackage',
  'communication',
  'service',
  'calling-package',
  'sms-package',
  'undefined',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Items that can head a device line of an order (a physical thing shipped on its own). */
export const PRODUCT_TYPES = ['device', 'sensor', 'band', 'shelter'] as const satisfies readonly ItemType[];
/** Items bought without a device: `packages` lines of an order payload. */
export const PACKAGE_TYPES = [
  'package',
  'service',
  'sms-package',
  'calling-package',
] as const satisfies readonly ItemType[];

/** Spec §3 order types, plus the anpr and urban AI ones (see MARKET_APPS). */
export const ORDER_TYPES = [
  'core-services',
  'core-sms-packages',
  'core-calling-packages',
  'swam-tokens',
  'swam-hardware',
  'metrowatch-hardware',
  'metrowatch-tokens',
  'metrowatch-accessories',
  'asset-watch-hardware',
  'asset-watch-tokens',
  'asset-watch-accessories',
  'defcon-hardware',
  'defcon-package',
  'mobility-hardware',
  'mobility-plugin',
  'fleet-hardware',
  'cloud-orbit-hardware',
  'smart-parking-hardware',
  'facility-booking-hardware',
  'anpr-hardware',
  'anpr-package',
  'urban-ai-hardware',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export interface OrderTypeRule {
  app: MarketApp;
  /** Item types allowed as the head of a device line; absent: the order has no devices. */
  devices?: readonly ItemType[];
  /** Device lines are accessories bought alone; otherwise they are products (items with hardware details). */
  accessories?: boolean;
  /** Whether devices carry products (add-on item ids repeated per quantity); mobility devices do not. */
  products?: boolean;
  /** Spec §3: devices of swam and metrowatch carry their solution id. */
  solution?: boolean;
  tokens?: boolean;
  plugins?: boolean;
  /** Item types allowed in `packages` lines. */
  packages?: readonly ItemType[];
  /** R35: whether an order of this type can be edited (from the cart, or before it is paid). */
  editable: boolean;
}

const hardware = (app: MarketApp, more: Partial<OrderTypeRule> = {}): OrderTypeRule => ({
  app,
  devices: ['device', 'sensor'],
  products: true,
  editable: true,
  ...more,
});
const tokens = (app: MarketApp): OrderTypeRule => ({ app, tokens: true, editable: true });
const accessories = (app: MarketApp, editable: boolean): OrderTypeRule => ({
  app,
  devices: ['band', 'shelter', 'sensor'],
  accessories: true,
  products: false,
  editable,
});
const packages = (app: MarketApp, types: readonly ItemType[], editable = true): OrderTypeRule => ({
  app,
  packages: types,
  editable,
});

/** What each order type may contain (the market steps of spec §2) and R35. */
export const ORDER_TYPE_RULES: Record<OrderType, OrderTypeRule> = {
  'core-services': packages('core', ['service']),
  'core-sms-packages': packages('core', ['sms-package']),
  'core-calling-packages': packages('core', ['calling-package']),
  'swam-tokens': tokens('swam'),
  'swam-hardware': hardware('swam', { solution: true, tokens: true }),
  'metrowatch-hardware': hardware('metrowatch', { solution: true }),
  'metrowatch-tokens': tokens('metrowatch'),
  'metrowatch-accessories': accessories('metrowatch', true),
  'asset-watch-hardware': hardware('asset-watch', { tokens: true }),
  'asset-watch-tokens': tokens('asset-watch'),
  'asset-watch-accessories': accessories('asset-watch', false),
  'defcon-hardware': hardware('defcon', { editable: false }),
  'defcon-package': packages('defcon', ['package'], false),
  'mobility-hardware': hardware('mobility', { products: false, plugins: true }),
  'mobility-plugin': { app: 'mobility', plugins: true, editable: true },
  'fleet-hardware': hardware('fleet'),
  'cloud-orbit-hardware': hardware('cloud-orbit', { tokens: true, editable: false }),
  'smart-parking-hardware': hardware('smart-parking', { editable: false }),
  'facility-booking-hardware': hardware('facility-booking', { editable: false }),
  'anpr-hardware': hardware('anpr'),
  'anpr-package': packages('anpr', ['package']),
  'urban-ai-hardware': hardware('urban-ai'),
};

/** R35: orders of asset-watch accessories, cloud-orbit, defcon, facility-booking and smart-parking cannot be edited. */
export const isOrderEditable = (type: OrderType) => ORDER_TYPE_RULES[type].editable;

/** The order types of one app, in catalogue order. */
export const orderTypesOf = (app: MarketApp) => ORDER_TYPES.filter((t) => ORDER_TYPE_RULES[t].app === app);

/** Spec §9: prices are US dollars with 2 decimals; the API carries them as integer cents. */
export const CURRENCY = 'usd';

/** R211: a number of months as years and months (12 a year), e.g. 30 → { years: 2, months: 6 }. */
export function yearsAndMonths(totalMonths: number): { years: number; months: number } {
  const months = Number.isFinite(totalMonths) ? Math.max(0, Math.trunc(totalMonths)) : 0;
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** Shipping of orders with physical items; orders of tokens, plugins and packages ship nothing. */
export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export const SHIPPING_CENTS: Record<ShippingMethod, number> = { standard: 2500, express: 6000 };

/** Payment methods: a card (through the payment provider) or a voucher covering the whole total. */
export const PAYMENT_METHODS = ['card', 'voucher'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The sandbox provider's test cards (the default provider, used when STRIPE_SECRET_KEY is not set; the
 * numbers are Stripe's test cards, so the same ones work in Stripe's test mode).
 */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresConfirmation: '4000002500003155',
} as const;
