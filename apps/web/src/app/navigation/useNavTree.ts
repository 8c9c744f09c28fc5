import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useConfig } from '../../lib/config.ts';
import { useAccessContext } from '../../lib/permissions.ts';
import { useSessionUser } from '../../lib/session.ts';
import { appAt, type CatalogRoute } from './catalog.ts';
import { buildNavTree, type NavNode } from './navTree.ts';

/**
 * The signed-in user's sidebar; rebuilt when the user, the permissions or the abilities change (R116), and
 * when the user enters another app (some entries are hidden in some apps).
 */
export function useNavTree(catalog: readonly CatalogRoute[], devMode: boolean): NavNode[] {
  const user = useSessionUser();
  const access = useAccessContext();
  const { apps } = useConfig();
  const { pathname } = useLocation();
  const currentApp = useMemo(() => appAt(catalog, pathname), [catalog, pathname]);
  return useMemo(
    () => buildNavTree(catalog, { user, access, apps, devMode, currentApp }),
    [catalog, user, access, apps, devMode, currentApp],
  );
}
