import { useCallback } from 'react';
import { hasPermissions, type PermissionRequirement, useAccessContext } from '../../lib/permissions.ts';
import { useSessionUser } from '../../lib/session.ts';

/**
 * Whether the signed-in user holds a permission (R108, R110): `can('p_company_create')`. Admins hold every
 * one (R26). Re-renders when the `permissions` header changes them (R116).
 */
export function useCan() {
  const access = useAccessContext();
  return useCallback((requirement: PermissionRequirement) => hasPermissions(access, requirement), [access]);
}

/** The signed-in user's own company id (null for admins without a company). */
export function useOwnCompanyId(): number | null {
  return useSessionUser()?.personalInfo.companyId ?? null;
}
