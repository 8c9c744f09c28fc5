import { IconBuildingStore, IconDiscount, IconShoppingCart } from '@tabler/icons-react';
import { type LoaderFunctionArgs, replace } from 'react-router';
import type { AppRoute, RouteHandle } from '../../app/module.ts';
import { getAccessToken } from '../../lib/session.ts';
import { CORE_MARKET, GLOBAL_MARKET, INTEGRATOR_STORE_PATH, marketPaths } from './paths.ts';

const CORE = marketPaths(CORE_MARKET);
const GLOBAL = marketPaths(GLOBAL_MARKET);
const relative = (path: string) => path.replace(/^\//, '');

/**
 * Spec §2 "Market": the market permission; R123 integrators are not shown the market and go to the device
 * store (A10 redirects; the store route belongs to the management module). The main page has no "no access"
 * message (A12).
 */
const guarded = (label: string, more: Partial<RouteHandle> = {}): RouteHandle => ({
  label: `market:${label}`,
  permissions: ['p_market_view'],
  visibility: { companyTypes: { exclude: ['Integrator'] } },
  redirects: [INTEGRATOR_STORE_PATH],
  ...more,
});

export const marketMainRoutes: AppRoute[] = [
  {
    id: 'market',
    path: relative(CORE.main),
    lazy: () =>
      import('./pages/MarketMainPage.tsx').then(({ MarketMainPage }) => ({
        element: <MarketMainPage paths={CORE} />,
      })),
    handle: guarded('nav.market', {
      icon: IconBuildingStore,
      container: 'applications',
      order: 1,
      quietDenial: true,
      alternativePath: INTEGRATOR_STORE_PATH,
    }),
  },
  {
    path: `${relative(CORE.main)}/:appName`,
    lazy: () =>
      import('./pages/AppMarketPage.tsx').then(({ AppMarketPage }) => ({
        element: <AppMarketPage paths={CORE} />,
      })),
    handle: guarded('nav.app'),
  },
  {
    id: 'market-cart',
    path: relative(CORE.cart),
    lazy: () =>
      import('./pages/CartPage.tsx').then(({ CartPage }) => ({ element: <CartPage paths={CORE} /> })),
    handle: guarded('nav.cart', { icon: IconShoppingCart, parent: 'market', order: 1 }),
  },
  {
    path: relative(CORE.checkout),
    lazy: () =>
      import('./pages/CheckoutPage.tsx').then(({ CheckoutPage }) => ({
        element: <CheckoutPage paths={CORE} />,
      })),
    handle: guarded('nav.checkout'),
  },
  {
    id: 'market-discounts',
    path: relative(CORE.discounts),
    lazy: () =>
      import('./pages/DiscountsCodePage.tsx').then(({ DiscountsCodePage }) => ({
        Component: DiscountsCodePage,
      })),
    handle: guarded('nav.discounts', { icon: IconDiscount, parent: 'market', order: 2 }),
  },
  {
    path: relative(CORE.paymentSuccess),
    lazy: () =>
      import('./pages/PaymentResultPage.tsx').then(({ PaymentResultPage }) => ({
        element: <PaymentResultPage paths={CORE} outcome="success" />,
      })),
    handle: guarded('nav.paymentSuccess'),
  },
  {
    path: relative(CORE.paymentFail),
    lazy: () =>
      import('./pages/PaymentResultPage.tsx').then(({ PaymentResultPage }) => ({
        element: <PaymentResultPage paths={CORE} outcome="fail" />,
      })),
    handle: guarded('nav.paymentFail'),
  },
];

/** A21: with a token the global pages go to their signed-in path, the query kept. */
const toSignedIn = ({ request }: LoaderFunctionArgs) => {
  if (!getAccessToken()) return null;
  const url = new URL(request.url);
  return replace(`${url.pathname.replace(GLOBAL_MARKET, CORE_MARKET)}${url.search}`);
};
const publicHandle = (label: string): RouteHandle => ({ label: `market:${label}`, publicLayout: true });

export const marketPublicRoutes: AppRoute[] = [
  {
    path: relative(GLOBAL.main),
    loader: toSignedIn,
    lazy: () =>
      import('./pages/MarketMainPage.tsx').then(({ MarketMainPage }) => ({
        element: <MarketMainPage paths={GLOBAL} />,
      })),
    handle: publicHandle('nav.market'),
  },
  {
    path: `${relative(GLOBAL.main)}/:appName`,
    loader: toSignedIn,
    lazy: () =>
      import('./pages/AppMarketPage.tsx').then(({ AppMarketPage }) => ({
        element: <AppMarketPage paths={GLOBAL} />,
      })),
    handle: publicHandle('nav.app'),
  },
  {
    path: relative(GLOBAL.cart),
    loader: toSignedIn,
    lazy: () =>
      import('./pages/CartPage.tsx').then(({ CartPage }) => ({ element: <CartPage paths={GLOBAL} /> })),
    handle: publicHandle('nav.cart'),
  },
  {
    path: relative(GLOBAL.checkout),
    loader: toSignedIn,
    lazy: () =>
      import('./pages/CheckoutPage.tsx').then(({ CheckoutPage }) => ({
        element: <CheckoutPage paths={GLOBAL} />,
      })),
    handle: publicHandle('nav.checkout'),
  },
  {
    path: relative(GLOBAL.discounts),
    loader: toSignedIn,
    lazy: () =>
      import('./pages/DiscountsCodePage.tsx').then(({ DiscountsCodePage }) => ({
        Component: DiscountsCodePage,
      })),
    handle: publicHandle('nav.discounts'),
  },
];
