import type { RouteObject } from 'react-router';

/**
 * Route metadata kept in a route's `handle` (spec §2: label, icon, order, parent, container,
 * permissions, abilities, alternative path). The sidebar will be built from it.
 */
export interface RouteHandle {
  /** i18n key, `namespace:key`. */
  label: string;
  /** Reachable without a session. */
  public?: true;
  order?: number;
  parent?: string;
  permissions?: readonly string[];
}

export type AppRoute = RouteObject & { handle: RouteHandle };

/** A web module: its i18n namespace (= id) and routes, grouped by the layout that hosts them. */
export interface WebModule {
  id: string;
  i18n: { en: Record<string, unknown>; ar: Record<string, unknown> };
  routes: {
    /** Auth layout (public): sign-in and friends. */
    auth?: AppRoute[];
    /** Public pages without the auth card (page not found, terms, ...). */
    public?: AppRoute[];
    /** Main layout: needs a session. */
    main?: AppRoute[];
  };
}

export const defineModule = (module: WebModule): WebModule => module;

export const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && typeof (value as RouteHandle).label === 'string';
