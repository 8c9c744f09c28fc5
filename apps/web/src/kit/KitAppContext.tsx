import { createContext, type ReactNode, useContext } from 'react';
import type { KitApp } from './app.ts';

const KitAppContext = createContext<KitApp | null>(null);

/** Gives the kit's components under it their application (the route factories wrap every page in it). */
export function KitAppProvider({ app, children }: { app: KitApp; children: ReactNode }) {
  return <KitAppContext.Provider value={app}>{children}</KitAppContext.Provider>;
}

/** The application of the kit screen being shown. */
export function useKitApp(): KitApp {
  const app = useContext(KitAppContext);
  if (app === null) throw new Error('A kit component was rendered outside a KitAppProvider');
  return app;
}

/** A page element of `app`: what the route factories (and apps' own pages built on kit parts) render. */
export const withKitApp = (app: KitApp, element: ReactNode) => (
  <KitAppProvider app={app}>{element}</KitAppProvider>
);
