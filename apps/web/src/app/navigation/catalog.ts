import type { system } from '@atrium/contracts';
import { matchPath, type RouteObject } from 'react-router';
import { isRouteHandle, type RouteHandle, type SidebarContainer, type WebModule } from '../module.ts';

/**
 * Every route with metadata, flattened with its full path: what the sidebar and the guard's redirect
 * resolution read. Pure; built once per route tree.
 */

export type Layout = 'auth' | 'public' | 'main';

export interface CatalogRoute {
  /** The route's `id`, else its full path: what a child's `parent` names. */
  id: string;
  /** Full path from the root, starting with `/`. */
  path: string;
  layout: Layout;
  handle: RouteHandle;
  /** Its own `app`, else the nearest enclosing route's (A1: a hidden app takes all its routes). */
  app?: system.HideableApp;
  /** Its own `devOnly` or a dev container, or an enclosing route's. */
  devOnly: boolean;
}

export const DEV_CONTAINERS: readonly SidebarContainer[] = ['libs-examples', 'development'];

export const isDevOnly = (handle: RouteHandle | undefined): boolean =>
  !!handle && (handle.devOnly === true || (!!handle.container && DEV_CONTAINERS.includes(handle.container)));

function joinPath(base: string, path: string | undefined): string {
  if (!path) return base || '/';
  if (path.startsWith('/')) return path;
  const joined = `${base.replace(/\/+$/, '')}/${path}`;
  return joined.startsWith('/') ? joined : `/${joined}`;
}

export function buildCatalog(layouts: Partial<Record<Layout, readonly RouteObject[]>>): CatalogRoute[] {
  const out: CatalogRoute[] = [];
  const walk = (
    routes: readonly RouteObject[],
    layout: Layout,
    base: string,
    inherited: { app?: system.HideableApp; devOnly: boolean },
  ) => {
    for (const route of routes) {
      const path = route.index ? base || '/' : joinPath(base, route.path);
      const handle = isRouteHandle(route.handle) ? route.handle : undefined;
      const own = {
        app: handle?.app ?? inherited.app,
        devOnly: inherited.devOnly || isDevOnly(handle),
      };
      if (handle) out.push({ id: route.id ?? path, path, layout, handle, ...own });
      if (route.children) walk(route.children, layout, path, own);
    }
  };
  for (const layout of ['auth', 'public', 'main'] as const) {
    walk(layouts[layout] ?? [], layout, '', { devOnly: false });
  }
  return out;
}

/** Keeps the routes (and their subtrees) that `keep` accepts. */
export function filterRoutes<R extends RouteObject>(routes: readonly R[], keep: (route: R) => boolean): R[] {
  return routes
    .filter(keep)
    .map((route) =>
      route.children ? ({ ...route, children: filterRoutes(route.children as R[], keep) } as R) : route,
    );
}

/** A6: PDF-generator mode leaves out the core and swam modules. */
export const PDF_EXCLUDED_FAMILIES: readonly NonNullable<WebModule['family']>[] = ['core', 'swam'];

export interface RouteFlags {
  devMode: boolean;
  pdfMode: boolean;
}

/** The routes of one layout over every module, without dev-only routes outside dev mode (A41). */
export function collectRoutes(
  modules: readonly WebModule[],
  layout: Layout,
  flags: RouteFlags,
): RouteObject[] {
  const included = flags.pdfMode
    ? modules.filter((module) => !PDF_EXCLUDED_FAMILIES.includes(module.family ?? 'app'))
    : modules;
  const routes = included.flatMap((module) => module.routes[layout] ?? []);
  return flags.devMode
    ? routes
    : filterRoutes<RouteObject>(
        routes,
        (route) => !isDevOnly(isRouteHandle(route.handle) ? route.handle : undefined),
      );
}

/** The app whose page `pathname` is: that of the most specific catalog route it falls under. */
/** The part of a route's path before its first parameter or splat, lower-cased as `matchPath` compares. */
const staticPrefix = (path: string) => path.replace(/\/[:*].*$/, '').toLowerCase();

export function appAt(catalog: readonly CatalogRoute[], pathname: string): system.HideableApp | undefined {
  const lowerPathname = pathname.toLowerCase();
  let best: CatalogRoute | undefined;
  for (const route of catalog) {
    if (!route.app || route.path === '/') continue;
    // Most routes fail here; `matchPath` compiles a pattern per call (about 20 ms over the catalog).
    if (!lowerPathname.startsWith(staticPrefix(route.path))) continue;
    if (!matchPath({ path: route.path, end: false }, pathname)) continue;
    if (!best || route.path.length > best.path.length) best = route;
  }
  return best?.app;
}
