import type { RouteObject } from 'react-router';
import { loadNamespaces } from './i18n.ts';
import type { WebModule } from './module.ts';

/** The namespaces a module's pages show: its own, those it uses (`i18n.uses`) and what those use in turn. */
export function namespacesOf(module: WebModule, modules: readonly WebModule[]): string[] {
  const byId = new Map(modules.map((one) => [one.id, one]));
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const used of byId.get(id)?.i18n.uses ?? []) visit(used);
  };
  visit(module.id);
  return [...seen];
}

/**
 * The module with each of its signed-in routes waiting for the module's namespaces before it renders, beside
 * its own code (a route's `lazy` runs once): a page fetches its own dictionary, not every module's.
 */
export function withDictionaries(module: WebModule, modules: readonly WebModule[]): WebModule {
  const main = module.routes.main;
  if (!main) return module;
  const namespaces = namespacesOf(module, modules);
  const wrap = <R extends RouteObject>(routes: readonly R[]): R[] =>
    routes.map((route) => {
      const own = route.lazy;
      return {
        ...route,
        lazy: async () => {
          const [properties] = await Promise.all([
            typeof own === 'function' ? own() : {},
            loadNamespaces(namespaces),
          ]);
          return properties;
        },
        ...(route.children && { children: wrap(route.children) }),
      };
    });
  return { ...module, routes: { ...module.routes, main: wrap(main) } };
}
