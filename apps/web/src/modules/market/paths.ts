import { market } from '@atrium/contracts';

type MarketApp = market.MarketApp;

/** Spec §2 "Market": the signed-in screens under /core and the same screens for guests under /global. */

export type MarketBase = '/core/market' | '/global/market';
export const CORE_MARKET = '/core/market';
export const GLOBAL_MARKET = '/global/market';

/** A path as a child route's (no leading slash). */
export const relative = (path: string) => path.replace(/^\//, '');
/** R123: integrators buy through the device store instead. */
export const INTEGRATOR_STORE_PATH = '/management/devices/store';

/** The sensor-solution app is `ignite-shield` in the address (spec §2); the other apps keep their names. */
const SENSOR_SOLUTION_SLUG = 'ignite-shield';

export const slugOf = (app: MarketApp) => (app === 'swam' ? SENSOR_SOLUTION_SLUG : app);

export function appOfSlug(slug: string | undefined): MarketApp | null {
  if (slug === SENSOR_SOLUTION_SLUG) return 'swam';
  return (market.MARKET_APPS as readonly string[]).includes(slug ?? '') && slug !== 'swam'
    ? (slug as MarketApp)
    : null;
}

export const marketPaths = (base: MarketBase) => ({
  main: `${base}/main`,
  app: (app: MarketApp) => `${base}/main/${slugOf(app)}`,
  cart: `${base}/cart`,
  checkout: `${base}/checkout`,
  discounts: `${base}/discounts-code`,
  paymentSuccess: `${base}/payment/success`,
  paymentFail: `${base}/payment/fail`,
});
export type MarketPaths = ReturnType<typeof marketPaths>;

/** Spec §2 edit mode (A23): the query that opens a cart order back in its app's steps. */
export function editQuery(target: {
  orderIndex: number;
  solutionId: number | null;
  itemIndex: number;
  hardwareId?: number;
  pluginId?: number;
  tokens?: true;
}) {
  const params = new URLSearchParams({
    mode: 'edit',
    ordersIndexes: String(target.orderIndex),
    orderIndex: String(target.orderIndex),
    itemIndex: String(target.itemIndex),
  });
  if (target.solutionId) params.set('solutionId', String(target.solutionId));
  if (target.hardwareId !== undefined) params.set('hardwareId', String(target.hardwareId));
  else if (target.pluginId !== undefined) params.set('pluginId', String(target.pluginId));
  else params.set('tokens', 'true');
  return `?${params}`;
}

/** Spec §2 "Orders": the list and one order of a company (its customer id in the address). */
export const ORDERS_PATH = '/core/orders';
export const orderPath = (orderId: number, customerId: number) => `${ORDERS_PATH}/${orderId}/${customerId}`;

/** Spec §2 "Packages": packages sold outside the platform, and adding one by its code. */
export const PACKAGES_PATHS = {
  externalOrders: '/core/packages/external-orders',
  add: '/core/packages/add',
  addCode: (code: string, app: MarketApp) =>
    `/core/packages/add/${encodeURIComponent(code)}/${encodeURIComponent(app)}`,
};

/** R123: the integrators' device store, one app at a time. */
export const storePath = (app: MarketApp) => `${INTEGRATOR_STORE_PATH}/${slugOf(app)}`;
