import type { ReactNode } from 'react';
import type { KitApp } from '../app.ts';
import { withKitApp } from '../KitAppContext.tsx';

/** A route's `lazy`: the page's chunk loaded on first visit, rendered in the app's KitAppProvider. */
export const lazyPage = (app: KitApp, load: () => Promise<ReactNode>) => async () => ({
  element: withKitApp(app, await load()),
});
