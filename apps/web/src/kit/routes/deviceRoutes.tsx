import { IconBoxSeam, IconCpu, IconList, IconTicket } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { devicePermissionsOf } from '../access.ts';
import type { KitApp } from '../app.ts';
import { withKitApp } from '../KitAppContext.tsx';
import { relative, SOLUTION_SUFFIX } from '../paths.ts';
import { lazyPage } from './lazyPage.tsx';

/** The devices group of the sidebar (`<id>-devices`): its entries go under it. */
export const kitDevicesGroupId = (app: KitApp) => `${app.id}-devices`;

export interface KitDeviceOptions {
  /** The group's position under the app's entry. */
  order?: number;
  /** Only the list: the app has no tokens and inventory pages (spec §2: global mobility, cloud orbit). */
  listOnly?: boolean;
}

/**
 * The devices group of an app's sidebar and its list, tokens and inventory pages (spec §2); with solutions,
 * the `.../solution/:solutionId` forms too. Every route needs `p_<app>_devices_view`.
 */
export function kitDeviceRoutes(app: KitApp, options: KitDeviceOptions = {}): AppRoute[] {
  const { order = 3, listOnly = false } = options;
  const { paths } = app;
  const VIEW = devicePermissionsOf(app).view;
  const group = kitDevicesGroupId(app);
  const listPage = (solutionId: number | null) =>
    import('../pages/DevicesListPage.tsx').then(({ DevicesListPage }) => (
      <DevicesListPage solutionId={solutionId} />
    ));
  const list: AppRoute[] = [
    {
      id: group,
      path: relative(paths.devices),
      loader: () => replace(paths.devicesList),
      element: null,
      handle: { label: 'kit:nav.devices', icon: IconCpu, parent: app.id, order, permissions: VIEW },
    },
    {
      id: `${group}-list`,
      path: relative(paths.devicesList),
      lazy: lazyPage(app, () => listPage(null)),
      handle: { label: 'kit:nav.list', icon: IconList, parent: group, order: 1, permissions: VIEW },
    },
  ];
  if (listOnly) return list;
  const routes: AppRoute[] = [
    ...list,
    {
      id: `${group}-tokens`,
      path: relative(paths.deviceTokens),
      lazy: () =>
        import('../pages/TokensPage.tsx').then(({ TokensPage }) => ({
          element: withKitApp(app, <TokensPage />),
        })),
      handle: { label: 'kit:nav.tokens', icon: IconTicket, parent: group, order: 2, permissions: VIEW },
    },
    {
      id: `${group}-inventory`,
      path: relative(paths.deviceInventory),
      lazy: () =>
        import('../pages/InventoryPage.tsx').then(({ InventoryPage }) => ({
          element: withKitApp(app, <InventoryPage />),
        })),
      handle: { label: 'kit:nav.inventory', icon: IconBoxSeam, parent: group, order: 3, permissions: VIEW },
    },
  ];
  if (!app.solutions) return routes;
  return [
    ...routes,
    {
      path: `${relative(paths.devicesList)}/${SOLUTION_SUFFIX}`,
      lazy: () =>
        Promise.all([import('../pages/DevicesListPage.tsx'), import('../components/SolutionRoute.tsx')]).then(
          ([{ DevicesListPage }, { SolutionRoute }]) => ({
            element: withKitApp(
              app,
              <SolutionRoute render={(solutionId) => <DevicesListPage solutionId={solutionId} />} />,
            ),
          }),
        ),
      handle: { label: 'kit:nav.list', permissions: VIEW },
    },
    {
      path: `${relative(paths.deviceInventory)}/${SOLUTION_SUFFIX}`,
      lazy: () =>
        Promise.all([import('../pages/InventoryPage.tsx'), import('../components/SolutionRoute.tsx')]).then(
          ([{ InventoryPage }, { SolutionRoute }]) => ({
            element: withKitApp(
              app,
              <SolutionRoute render={(solutionId) => <InventoryPage solutionId={solutionId} />} />,
            ),
          }),
        ),
      handle: { label: 'kit:nav.inventory', permissions: VIEW },
    },
  ];
}
