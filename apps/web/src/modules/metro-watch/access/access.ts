import { apps } from '@atrium/contracts';
import { hasPermissions, useAccessContext } from '../../../lib/permissions.ts';

const key = (action: 'view' | 'grant' | 'revoke') => apps.appPermission('metrowatch', 'access', action);

/** The access-management keys of the catalogue (`p_metrowatch_access_<action>`): screens view, writes grant or revoke. */
export const METRO_ACCESS = {
  view: [key('view')],
  grant: [key('grant')],
  revoke: [key('revoke')],
} as const;

/** What the signed-in user may change here: grant (create, edit, transitions) and revoke (delete, revoke). */
export function useAccessRights() {
  const context = useAccessContext();
  return {
    grant: hasPermissions(context, METRO_ACCESS.grant),
    revoke: hasPermissions(context, METRO_ACCESS.revoke),
  };
}
