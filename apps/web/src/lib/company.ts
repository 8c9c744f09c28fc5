import type { auth } from '@atrium/contracts';
import { useSyncExternalStore } from 'react';
import { clearRequestCache } from './requestCache.ts';
import { type StoredCompany, storage } from './storage.ts';

/**
 * The company an admin or integrator works on behalf of (spec §4, §6): kept in storage, sent by the API
 * client as the `company-id` header on every authenticated call and as `on-behalf-of` on the metro-watch
 * and swam calls (R130). Selecting one tells the registered listeners (R29).
 */

export type SelectedCompany = StoredCompany;

export const COMPANY_HEADER = 'company-id';
export const ON_BEHALF_OF_HEADER = 'on-behalf-of';
/** R130: API path prefixes whose calls carry `on-behalf-of`. */
export const ON_BEHALF_OF_PREFIXES = ['/metrowatch', '/swam'] as const;
/** R30: how long the company-change loader shows. */
export const COMPANY_CHANGE_LOADER_MS = 2000;

/** Admins and integrators choose the company they work on. */
export const canSelectCompany = (user: auth.SessionUser | null): boolean =>
  !!user && (user.isAdmin || user.personalInfo.company?.type === 'Integrator');

export const getSelectedCompany = () => storage.get('company');

/**
 * Whether a company's data is what the user's swam screens show (R130, spec §6 swam default): the selected
 * company, else the user's own; an admin with neither sees every company. Pushed events of others are skipped.
 */
export function isViewedCompany(user: auth.SessionUser | null, companyId: number): boolean {
  const viewed = getSelectedCompany()?.id ?? user?.personalInfo.companyId ?? null;
  return viewed === null ? !!user?.isAdmin : viewed === companyId;
}

const listeners = new Set<(company: SelectedCompany | null) => void>();

/** R29: called with the new company (null: none) after every selection. */
export function onCompanyChange(listener: (company: SelectedCompany | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function selectCompany(company: SelectedCompany | null): void {
  if (getSelectedCompany()?.id === company?.id) return;
  if (company) storage.set('company', { id: company.id, name: company.name, type: company.type });
  else storage.remove('company');
  clearRequestCache();
  for (const listener of listeners) listener(company);
}

/**
 * The tenancy headers of one call. `onBehalfOf: ':me'` leaves `on-behalf-of` out (R131); a number sends
 * that customer instead of the selected company.
 */
export function companyHeaders(path: string, onBehalfOf?: number | ':me'): Record<string, string> {
  const company = getSelectedCompany();
  const headers: Record<string, string> = {};
  if (company) headers[COMPANY_HEADER] = String(company.id);
  const customer = onBehalfOf === ':me' ? null : (onBehalfOf ?? company?.id ?? null);
  if (
    customer !== null &&
    ON_BEHALF_OF_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  ) {
    headers[ON_BEHALF_OF_HEADER] = String(customer);
  }
  return headers;
}

const read = () => getSelectedCompany();
export const useSelectedCompany = (): SelectedCompany | null =>
  useSyncExternalStore(storage.subscribe, read, read);
