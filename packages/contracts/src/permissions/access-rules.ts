import type { AdminType, CompanyType } from '../auth/index.ts';

/**
 * The access conditions of spec §6 beyond permission keys, shared by the server guard and the web's route
 * guard and sidebar: visibility by company type, admin type and company selection (R112-R114), and
 * abilities tied to an entity (R111) with their two ways through (R26 system admins, R117 the
 * administrator of the entity's customer).
 */

export interface IncludeExclude<T> {
  /** When given, the value must be one of these (an absent value is not). */
  include?: readonly T[];
  /** The value must not be one of these. */
  exclude?: readonly T[];
}

export interface VisibilityRule {
  /** R112 */
  companyTypes?: IncludeExclude<CompanyType>;
  /** R113 */
  adminTypes?: IncludeExclude<AdminType>;
  /** R114: a company must be selected (the caller's own, or one acted for). */
  requiresCompany?: boolean;
}

export interface VisibilitySubject {
  /** The type of the caller's company; null for users without one (system admins). */
  companyType: CompanyType | null;
  adminType: AdminType | null;
  companySelected: boolean;
}

function passesList<T>(value: T | null, list: IncludeExclude<T> | undefined): boolean {
  if (!list) return true;
  if (list.include && (value === null || !list.include.includes(value))) return false;
  return !(list.exclude && value !== null && list.exclude.includes(value));
}

/** R112-R114: every stated condition must pass; a rule that states none passes. */
export function meetsVisibility(subject: VisibilitySubject, rule: VisibilityRule | undefined): boolean {
  if (!rule) return true;
  return (
    passesList(subject.companyType, rule.companyTypes) &&
    passesList(subject.adminType, rule.adminTypes) &&
    (!rule.requiresCompany || subject.companySelected)
  );
}

/** R111: one app's abilities: entity id → module → actions. `*` stands for any entity, module or action. */
export type AbilityMap = Record<string, Record<string, string[]>>;
export const ANY = '*';
/** R26: what a system admin holds, without asking the server. */
export const ALL_ABILITIES: AbilityMap = { [ANY]: { [ANY]: [ANY] } };

/** R111: whether `map` allows `action` of `module` on the entity (on any entity when no id is given). */
export function hasAbility(
  map: AbilityMap,
  module: string,
  action: string,
  entityId?: string | number,
): boolean {
  const entities = entityId === undefined ? Object.keys(map) : [String(entityId), ANY];
  return entities.some((id) => {
    const modules = map[id];
    if (!modules) return false;
    return [module, ANY].some((m) => modules[m]?.some((a) => a === action || a === ANY) ?? false);
  });
}

export interface AbilitySubject {
  /** A system administrator (Super Admin, Financial Admin). */
  isAdmin: boolean;
  /** The administrator of their company (its owner). */
  companyAdmin: boolean;
  companyId: number | null;
  /** The caller's abilities in the app being checked. */
  abilities: AbilityMap;
}

export interface AbilityCheck {
  module: string;
  action: string;
}

/** The record an ability is checked against: its id, and the customer company it belongs to if known. */
export interface AbilityEntity {
  id: string | number;
  customerId?: number | null;
}

/**
 * R26 system admins hold every ability; R117 the administrator of the entity's customer company passes;
 * anyone else needs the ability on that entity (R111), or on any entity when none is given.
 */
export function passesAbility(subject: AbilitySubject, check: AbilityCheck, entity?: AbilityEntity): boolean {
  if (subject.isAdmin) return true;
  const customerId = entity?.customerId;
  if (subject.companyAdmin && customerId != null && customerId === subject.companyId) return true;
  return hasAbility(subject.abilities, check.module, check.action, entity?.id);
}
