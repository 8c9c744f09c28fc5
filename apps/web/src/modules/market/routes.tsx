import { IconBuildingStore, IconDiscount, IconShoppingCart } from '@tabler/icons-react';
import type { AppRoute, RouteHandle } from '../../app/module.ts';
import { CORE_MARKET, INTEGRATOR_STORE_PATH, marketPaths, relative } from './paths.ts';

const CORE = marketPaths(CORE_MARKET);

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
