export const PERMISSIONS_PATH = '/core/permissions/list';

/** The permissions page on one company's role. */
export function permissionsPath(target: { companyId?: number; roleId?: number } = {}): string {
  const search = new URLSearchParams();
  if (target.companyId) search.set('companyId', String(target.companyId));
  if (target.roleId) search.set('roleId', String(target.roleId));
  const query = search.toString();
  return query ? `${PERMISSIONS_PATH}?${query}` : PERMISSIONS_PATH;
}
