import type { auth } from '@atrium/contracts';
import { getSelectedCompany, type SelectedCompany } from './company.ts';
import { getSessionUser } from './session.ts';

/**
 * The customer a call works for (spec §6, R129, R132, R133), sent by the API client as the `customerId`
 * query parameter of customer-scoped calls unless the call names one itself.
 */

export const CUSTOMER_PARAM = 'customerId';
/** R133: provider companies work for no particular customer. */
export const NO_CUSTOMER = ':none';

/** R129: these act as their own customer. */
const OWN_CUSTOMER_TYPES: readonly auth.CompanyType[] = ['Customer', 'Security Company'];
/** R133: these send ':none'. */
const PROVIDER_TYPES: readonly auth.CompanyType[] = ['FMC', 'AMC', 'Operator', 'Authority'];
/** R133: device, token, structure, meter bill and control room calls, recognised by a path segment. */
const CUSTOMER_SEGMENTS = new Set([
  'device',
  'devices',
  'device-token',
  'device-tokens',
  'token',
  'tokens',
  'structure',
  'structures',
  'meter-bill',
  'meter-bills',
  'bill',
  'control-room',
  'control-rooms',
]);
/** Sign-in and account calls are never customer-scoped (`/auth/token` is the session's own token). */
const ACCOUNT_PREFIXES = ['/auth', '/user', '/User'];
const SWAM_PREFIX = '/swam';
/** R132: the swam calls that are not per customer. */
const SWAM_UNSCOPED = /(^|\/)(permissions-group|notifications-group)(\/|$)/;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** R129, R133: the customer of the user's own scope; null when there is none (nothing is sent). */
export function customerOf(user: auth.SessionUser | null, selected: SelectedCompany | null): string | null {
  if (!user) return null;
  const type = user.personalInfo.company?.type;
  if (!user.isAdmin && type && OWN_CUSTOMER_TYPES.includes(type))
    return user.personalInfo.companyId === null ? null : String(user.personalInfo.companyId);
  if (!user.isAdmin && type && PROVIDER_TYPES.includes(type)) return NO_CUSTOMER;
  return selected ? String(selected.id) : null;
}

/** The `customerId` a call to `path` carries by default, or null for none. */
export function customerIdFor(
  path: string,
  user: auth.SessionUser | null = getSessionUser(),
  selected: SelectedCompany | null = getSelectedCompany(),
): string | null {
  const pathname = path.split('?')[0] ?? path;
  if (!user || ACCOUNT_PREFIXES.some((prefix) => under(pathname, prefix))) return null;
  // R132: swam calls default to the selected company, else the own one.
  if (under(pathname, SWAM_PREFIX)) {
    if (SWAM_UNSCOPED.test(pathname)) return null;
    const id = selected?.id ?? user.personalInfo.companyId;
    return id === null ? null : String(id);
  }
  const scoped = pathname.split('/').some((segment) => CUSTOMER_SEGMENTS.has(segment));
  return scoped ? customerOf(user, selected) : null;
}
