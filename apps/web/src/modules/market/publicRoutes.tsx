import { type LoaderFunctionArgs, replace } from 'react-router';
import type { AppRoute, RouteHandle } from '../../app/module.ts';
import { getAccessToken } from '../../lib/session.ts';
import { CORE_MARKET, GLOBAL_MARKET, marketPaths, relative } from './paths.ts';

const GLOBAL = marketPaths(GLOBAL_MARKET);

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
