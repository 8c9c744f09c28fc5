import type { auth, permissions, system } from '@atrium/contracts';
import type { TablerIcon } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { PermissionRequirement } from '../lib/permissions.ts';

/** The fixed sidebar containers (A43): applications 5, settings 11, libs examples 110, development 111. */
export type SidebarContainer = 'applications' | 'settings' | 'libs-examples' | 'development';

/**
 * Route metadata kept in a route's `handle` (spec §2). The guard and the sidebar read it; nothing else
 * about a route needs registering anywhere.
 *
 * A route enters the sidebar when it names a `container` (a level-2 entry) or a `parent` (the `id` of
 * another route, whose entry it goes under). Routes with path parameters never do.
 */
export interface RouteHandle {
  /** i18n key, `namespace:key`: the page title and the sidebar label. */
  label: string;
  /** A tabler icon; shown on sidebar levels 1 and 2 only (A44). */
  icon?: TablerIcon;
  /** Position among its siblings in the sidebar, lowest first (A44). */
  order?: number;
  /** The `id` of the route this one goes under in the sidebar. */
  parent?: string;
  /** The sidebar container of a top-level entry. */
  container?: SidebarContainer;
  /** Needed permission keys (R110): a list combined with `or`, or `{ keys, mode: 'and' }`. */
  permissions?: PermissionRequirement;
  /** Needed abilities, `app.module.action`; any one suffices (R97). */
  abilities?: readonly string[];
  /** R112-R114: company types and admin types included or excluded, and whether a company must be selected. */
  visibility?: permissions.VisibilityRule;
  /** Where the sidebar entry leads when the user lacks the permission or ability (A45). */
  alternativePath?: string;
  /** A10: where the guard sends a user lacking the permission, the first reachable one in order. */
  redirects?: readonly string[];
  /**
   * A11: the route's own denied handler. It runs when the user lacks the permission, no redirect of the list
   * is reachable and the user comes from another page of the main layout: it returns where to go instead, or
   * nothing to cancel the navigation.
   */
  onDenied?: (denial: RouteDenial) => string | null | undefined;
  /** A14: usable on a phone-sized screen. Routes without it show not-available-on-mobile there. */
  mobile?: boolean;
  /** Exists in dev mode only (A41); see lib/runtime.ts. */
  devOnly?: boolean;
  /** The application family, switched off with its `HIDE_*` flag (A1) along with every route under it. */
  app?: system.HideableApp;
  /** Left out of the sidebar while the user is on a page of one of these apps (the companies list in asset watch). */
  hiddenInApps?: readonly system.HideableApp[];
  /** A9, A11: a page of a public layout: no session needed, and arriving from it counts as public. */
  publicLayout?: boolean;
  /** @deprecated alias of `publicLayout`. */
  public?: true;
  /** A4: the page is shown in English, left to right, even when Arabic is chosen (defcon, anpr, rodent). */
  noArabic?: boolean;
  /** A12: a denied visit shows no "you don't have access to this page!" (the market main page). */
  quietDenial?: boolean;
  /** A35: company types for whom the header's company selector is hidden on this page (the orders list). */
  hideCompanySelectorFor?: readonly auth.CompanyType[];
}

/** What a route's `onDenied` handler is told. */
export interface RouteDenial {
  user: auth.SessionUser;
  target: { pathname: string; search?: string };
  from: { pathname: string; search?: string };
}

export type AppRoute = RouteObject & { handle: RouteHandle };

/** A dictionary fetched when it is needed. */
export type DictionaryImport = () => Promise<{ default: Record<string, unknown> }>;

/** A web module: its i18n namespace (= id) and routes, grouped by the layout that hosts them. */
export interface WebModule {
  id: string;
  /** A6: `core` and `swam` modules are left out in PDF-generator mode. */
  family?: 'core' | 'swam' | 'app' | 'reports' | 'tools';
  /**
   * English is bundled when a page outside the signed-in shell (auth, public) needs it; given as an import it is
   * fetched when one of the module's pages opens, or the sidebar (once the first screen has painted) lists it.
   * Arabic is fetched when it is chosen.
   */
  i18n: {
    en: Record<string, unknown> | DictionaryImport;
    ar: DictionaryImport;
    /**
     * The other modules' namespaces its signed-in pages show (`t('kit:...')`, `useTranslation('permissions')`):
     * fetched with its own before such a page renders. A test holds the list to the module's sources.
     */
    uses?: readonly string[];
  };
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

export const isPublicHandle = (handle: RouteHandle | undefined): boolean =>
  !!handle && (handle.publicLayout === true || handle.public === true);
