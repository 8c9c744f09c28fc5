import type { auth, system } from '@atrium/contracts';
import { IconApps, IconCode, IconComponents, IconSettings, type TablerIcon } from '@tabler/icons-react';
import type { AccessContext } from '../../lib/permissions.ts';
import { type AppFlags, isAppVisible, isPermitted } from '../access.ts';
import type { SidebarContainer } from '../module.ts';
import type { CatalogRoute } from './catalog.ts';

/**
 * The sidebar, built from route metadata (spec §2, A42-A45). Pure: the same routes and user give the same
 * tree.
 *
 * - Level 1 are the fixed containers (applications 5, settings 11, libs examples 110, development 111); the
 *   last two exist in dev mode only. A container without entries is left out.
 * - A route with a `container` is a level-2 entry in it; a route with a `parent` goes under the entry of
 *   the route with that `id` (or full path), at any depth. Siblings are sorted by `order` (A44); routes
 *   without one come last, in declaration order.
 * - Icons show on levels 1 and 2 only (A44).
 * - A route whose app is switched off (HIDE_*, A1) is left out, with everything under it.
 * - A route the user lacks the permission or ability for is left out with everything under it, unless it
 *   has an `alternativePath`: then its entry leads there (A45).
 * - Routes with path parameters are never entries: there is nothing to link to.
 * - A route whose `hiddenInApps` names the app of the current page is left out (spec §1: no companies list
 *   in asset watch's sidebar).
 */

export interface NavNode {
  id: string;
  /** i18n key. */
  label: string;
  icon?: TablerIcon;
  /** Where the entry leads; containers have none. */
  path?: string;
  order: number;
  /** 1 for containers. */
  level: number;
  children: NavNode[];
}

export interface NavContext {
  user: auth.SessionUser | null;
  access: AccessContext;
  apps: AppFlags;
  devMode: boolean;
  /** The app of the page the user is on, if any (appAt). */
  currentApp?: system.HideableApp;
}

export const CONTAINERS: Record<
  SidebarContainer,
  { order: number; label: string; icon: TablerIcon; devOnly: boolean }
> = {
  applications: { order: 5, label: 'shell:nav.applications', icon: IconApps, devOnly: false },
  settings: { order: 11, label: 'shell:nav.settings', icon: IconSettings, devOnly: false },
  'libs-examples': { order: 110, label: 'shell:nav.libsExamples', icon: IconComponents, devOnly: true },
  development: { order: 111, label: 'shell:nav.development', icon: IconCode, devOnly: true },
};

const UNORDERED = Number.MAX_SAFE_INTEGER;
const MAX_ICON_LEVEL = 2;

interface Candidate {
  route: CatalogRoute;
  path: string;
}

/** An entry the user may see, and where it leads; null when it is left out. */
function candidateOf(route: CatalogRoute, context: NavContext): Candidate | null {
  const { handle } = route;
  if (!handle.container && !handle.parent) return null;
  if (route.layout !== 'main' && route.layout !== 'public') return null;
  if (route.devOnly && !context.devMode) return null;
  if (!isAppVisible(route.app, context.apps, context.user)) return null;
  if (context.currentApp && handle.hiddenInApps?.includes(context.currentApp)) return null;
  let path = route.path;
  if (!isPermitted([handle], context.access)) {
    if (!handle.alternativePath) return null;
    path = handle.alternativePath;
  }
  if (path.includes(':') || path.includes('*')) return null;
  return { route, path };
}

const byOrder = (a: NavNode, b: NavNode) => a.order - b.order;

export function buildNavTree(routes: readonly CatalogRoute[], context: NavContext): NavNode[] {
  const candidates = routes.flatMap((route) => candidateOf(route, context) ?? []);
  const byKey = new Map<string, Candidate>();
  for (const candidate of candidates) {
    byKey.set(candidate.route.id, candidate);
    if (!byKey.has(candidate.route.path)) byKey.set(candidate.route.path, candidate);
  }
  // Children of each entry, by the entry's id; an entry whose parent is left out is left out too.
  const childrenOf = new Map<string, Candidate[]>();
  const inContainer = new Map<SidebarContainer, Candidate[]>();
  for (const candidate of candidates) {
    const { parent, container } = candidate.route.handle;
    if (parent) {
      const owner = byKey.get(parent);
      if (!owner) continue;
      const list = childrenOf.get(owner.route.id) ?? [];
      list.push(candidate);
      childrenOf.set(owner.route.id, list);
    } else if (container) {
      const list = inContainer.get(container) ?? [];
      list.push(candidate);
      inContainer.set(container, list);
    }
  }

  const toNode = (candidate: Candidate, level: number, seen: ReadonlySet<string>): NavNode => {
    const { route } = candidate;
    const trail = new Set(seen).add(route.id);
    const children = (childrenOf.get(route.id) ?? [])
      .filter((child) => !trail.has(child.route.id)) // a parent cycle is a mistake; do not loop on it
      .map((child) => toNode(child, level + 1, trail))
      .sort(byOrder);
    return {
      id: route.id,
      label: route.handle.label,
      icon: level <= MAX_ICON_LEVEL ? route.handle.icon : undefined,
      path: candidate.path,
      order: route.handle.order ?? UNORDERED,
      level,
      children,
    };
  };

  return (Object.keys(CONTAINERS) as SidebarContainer[])
    .filter((container) => context.devMode || !CONTAINERS[container].devOnly)
    .map((container) => ({
      id: `container:${container}`,
      label: CONTAINERS[container].label,
      icon: CONTAINERS[container].icon,
      order: CONTAINERS[container].order,
      level: 1,
      children: (inContainer.get(container) ?? []).map((entry) => toNode(entry, 2, new Set())).sort(byOrder),
    }))
    .filter((container) => container.children.length > 0)
    .sort(byOrder);
}
