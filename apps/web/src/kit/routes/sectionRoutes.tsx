import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import type { PermissionRequirement } from '../../lib/permissions.ts';
import type { KitApp } from '../app.ts';
import { relative } from '../paths.ts';
import { lazyPage } from './lazyPage.tsx';

/** A route's `loader` that sends the visitor on to `to` (a section's path to its first page). */
export const redirectTo = (to: string) => () => replace(to);

/** The app's entry in the sidebar's applications container (`<ns>:nav.app`); its root opens `landing`. */
export function kitAppEntry(
  app: KitApp,
  { landing, permissions }: { landing: string; permissions: PermissionRequirement },
): AppRoute {
  return {
    id: app.id,
    path: relative(app.paths.root),
    loader: redirectTo(landing),
    element: null,
    handle: {
      label: `${app.ns}:nav.app`,
      icon: app.icon,
      container: 'applications',
      order: app.order,
      permissions,
    },
  };
}

/** A section of an app's sidebar that opens on one page (a list, a dashboard). */
export interface KitSection {
  /** The route id of the sidebar entry. */
  id: string;
  /** The sidebar label and page title, also of the section's path. */
  label: string;
  icon: TablerIcon;
  /** Position under the app's entry. */
  order: number;
  permissions: PermissionRequirement;
  /** The section's own path (`<prefix>/templates`): it redirects to `page`'s path. */
  path: string;
  /** The page's path (`<prefix>/templates/list`). */
  pagePath: string;
  page: () => Promise<ReactNode>;
}

/** A section of an app (spec §2 `<section>` and `<section>/list`): its path redirects to its page, the entry. */
export function kitSectionRoutes(app: KitApp, section: KitSection): AppRoute[] {
  const { id, label, icon, order, permissions, path, pagePath, page } = section;
  return [
    {
      path: relative(path),
      loader: redirectTo(pagePath),
      element: null,
      handle: { label, permissions },
    },
    {
      id,
      path: relative(pagePath),
      lazy: lazyPage(app, page),
      handle: { label, icon, parent: app.id, order, permissions },
    },
  ];
}
