import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { type RuntimeFlags, runtimeFlags } from '../lib/runtime.ts';
import type { WebModule } from './module.ts';
import { modules as registered } from './modules.ts';
import { buildRouteTree } from './routeTree.tsx';

interface BuildOptions {
  /** Dev and PDF-generator mode (default: read from the URL at start, lib/runtime.ts). */
  flags?: RuntimeFlags;
  /** The modules to host (default: the registry). Tests pass their own. */
  modules?: readonly WebModule[];
}

/**
 * The whole route tree with every module's routes in it from the start (tests). The app's entry builds the
 * tree with `buildRouteTree` instead, and fetches the signed-in routes after sign-in.
 */
export function buildRoutes(
  queryClient: QueryClient,
  { flags = runtimeFlags, modules = registered }: BuildOptions = {},
): RouteObject[] {
  return buildRouteTree(queryClient, { flags, entry: modules, all: modules }).routes;
}
