import { useMemo } from 'react';
import { useConfig } from '../../lib/config.ts';
import { useAccessContext } from '../../lib/permissions.ts';
import { useSessionUser } from '../../lib/session.ts';
import type { CatalogRoute } from './catalog.ts';
import { buildNavTree, type NavNode } from './navTree.ts';

/** The signed-in user's sidebar; rebuilt when the user, the permissions or the abilities change (R116). */
export function useNavTree(catalog: readonly CatalogRoute[], devMode: boolean): NavNode[] {
  const user = useSessionUser();
  const access = useAccessContext();
  const { apps } = useConfig();
  return useMemo(
    () => buildNavTree(catalog, { user, access, apps, devMode }),
    [catalog, user, access, apps, devMode],
  );
}
