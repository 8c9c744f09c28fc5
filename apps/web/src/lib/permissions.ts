import { type auth, permissions } from '@atrium/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { getSelectedCompany, useSelectedCompany } from './company.ts';
import { clearRequestCache } from './requestCache.ts';
import { getSessionUser, permissionsEntry, useSessionUser } from './session.ts';
import { storage } from './storage.ts';

/**
 * Permission and ability checks shared by the route guard and the sidebar (spec §6).
 *
 * A requirement is a list of items combined with `or` (default) or `and`; an item that is itself a list is
 * an `or` group (R110). Admins pass every check (R26). The user's keys are those of the last `permissions`
 * response header (R107), else the ones the user came with at sign-in.
 */

export type PermissionItem = string | readonly string[];
export interface PermissionRule {
  keys: readonly PermissionItem[];
  mode?: 'or' | 'and';
}
export type PermissionRequirement = readonly PermissionItem[] | PermissionRule;

export interface AccessContext {
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
  /** `app.module.action` strings (R97). */
  abilities: ReadonlySet<string>;
  /** Company type, admin type and whether a company is selected, for the visibility rules (R112-R114). */
  visibility?: permissions.VisibilitySubject;
}

export const NO_ACCESS: AccessContext = { isAdmin: false, permissions: new Set(), abilities: new Set() };

const NOBODY: permissions.VisibilitySubject = { companyType: null, adminType: null, companySelected: false };

/** R112-R114, with the rule shared with the server guard: every stated condition must pass. */
export const isVisible = (context: AccessContext, rule?: permissions.VisibilityRule): boolean =>
  permissions.meetsVisibility(context.visibility ?? NOBODY, rule);

const isRule = (value: PermissionRequirement): value is PermissionRule => !Array.isArray(value);

/** A requirement in its `{ keys, mode }` form. */
export const toRule = (requirement: PermissionRequirement): Required<PermissionRule> => {
  const rule: PermissionRule = isRule(requirement)
    ? requirement
    : { keys: requirement as readonly PermissionItem[] };
  return { keys: rule.keys, mode: rule.mode ?? 'or' };
};

export function hasPermissions(context: AccessContext, requirement?: PermissionRequirement): boolean {
  if (!requirement || context.isAdmin) return true;
  const { keys, mode } = toRule(requirement);
  if (keys.length === 0) return true;
  const granted = (item: PermissionItem) =>
    typeof item === 'string'
      ? context.permissions.has(item)
      : item.some((key) => context.permissions.has(key));
  return mode === 'and' ? keys.every(granted) : keys.some(granted);
}

/** Whether `app.module.action` is held, exactly or through a `*` module or action (R111). */
const holds = (held: ReadonlySet<string>, ability: string): boolean => {
  const [app, module, action] = ability.split('.');
  return [ability, `${app}.*.${action}`, `${app}.${module}.*`, `${app}.*.*`].some((key) => held.has(key));
};

/** Any of the abilities (`app.module.action`); admins have all of them without asking (R26). */
export function hasAbilities(context: AccessContext, abilities?: readonly string[]): boolean {
  if (!abilities || abilities.length === 0 || context.isAdmin) return true;
  return abilities.some((ability) => holds(context.abilities, ability));
}

/**
 * The `permissions` header value: the contract's compact encoding (a bitset over the catalogue, `b1.…`),
 * else comma-separated keys.
 */
export const parsePermissionsHeader = (value: string): string[] =>
  permissions.decodePermissions(value) ?? [
    ...new Set(
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ),
  ];

const sameKeys = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((key) => set.has(key));
};

const changeListeners = new Set<(keys: string[]) => void>();

/** Called after the stored permissions were replaced by different ones while signed in (R25). */
export function onPermissionsChange(listener: (keys: string[]) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * R25, R107: the keys of a `permissions` response header. The first header after sign-in becomes the
 * stored set quietly; a different set later replaces it, drops the request cache (R28) and tells the
 * listeners (the shell shows a 10 s notification). Returns whether the set changed.
 */
export function applyPermissionsHeader(value: string): boolean {
  if (!getSessionUser()) return false;
  const next = parsePermissionsHeader(value);
  const entry = permissionsEntry();
  const stored = storage.get(entry);
  if (stored && sameKeys(stored, next)) return false;
  storage.set(entry, next);
  if (stored === null) return false;
  clearRequestCache();
  for (const listener of changeListeners) listener(next);
  return true;
}

export const currentPermissions = (user: auth.SessionUser | null = getSessionUser()): string[] =>
  storage.get(permissionsEntry()) ?? user?.permissions ?? [];

/** Per-app abilities of a non-admin (R27): empty until a loader fills them (and on failure). */
let abilities: ReadonlySet<string> = new Set();
const abilityListeners = new Set<() => void>();
export function setAbilities(list: Iterable<string>): void {
  const next = [...list];
  if (sameKeys([...abilities], next)) return; // the guard publishes on every navigation
  abilities = new Set(next);
  for (const listener of abilityListeners) listener();
}
const subscribeAbilities = (listener: () => void) => {
  abilityListeners.add(listener);
  return () => abilityListeners.delete(listener);
};
const readAbilities = () => abilities;

export function accessContextOf(
  user: auth.SessionUser | null,
  permissions: readonly string[] = currentPermissions(user),
  abilitySet: ReadonlySet<string> = abilities,
  selectedCompanyId: number | null = getSelectedCompany()?.id ?? null,
): AccessContext {
  if (!user) return NO_ACCESS;
  return {
    isAdmin: user.isAdmin,
    permissions: new Set(permissions),
    abilities: abilitySet,
    visibility: {
      companyType: user.personalInfo.company?.type ?? null,
      adminType: user.adminType,
      companySelected: user.personalInfo.companyId !== null || selectedCompanyId !== null,
    },
  };
}

const readPermissions = () => storage.get(permissionsEntry());

/**
 * The signed-in user's access, re-computed when the user, the permissions, the abilities or the selected
 * company change (R116).
 */
export function useAccessContext(): AccessContext {
  const user = useSessionUser();
  const stored = useSyncExternalStore(storage.subscribe, readPermissions, readPermissions);
  const abilitySet = useSyncExternalStore(subscribeAbilities, readAbilities, readAbilities);
  const selectedId = useSelectedCompany()?.id ?? null;
  return useMemo(
    () => accessContextOf(user, stored ?? user?.permissions ?? [], abilitySet, selectedId),
    [user, stored, abilitySet, selectedId],
  );
}
