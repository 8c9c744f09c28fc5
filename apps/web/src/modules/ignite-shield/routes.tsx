import { IconBoxSeam, IconCpu, IconList, IconShieldBolt, IconTicket } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { SWAM_DEVICES } from './access.ts';
import { alarmRoutes } from './alarmRoutes.tsx';
import { analysisRoutes } from './analysisRoutes.tsx';
import { SolutionRoute } from './components/SolutionRoute.tsx';
import { deviceKindRoutes } from './deviceKindRoutes.tsx';
import { groupRoutes } from './groupRoutes.tsx';
import { DEVICE_INVENTORY_PATH, DEVICE_TOKENS_PATH, DEVICES_LIST_PATH, SOLUTION_SUFFIX } from './paths.ts';
import { templateRoutes } from './templateRoutes.tsx';

const relative = (path: string) => path.replace(/^\//, '');
const VIEW = SWAM_DEVICES.view;

/**
 * Spec §2 "Sensor solution app", the devices screens. Every route needs `p_swam_devices_view`; the actions
 * on a device check their own keys. `.../solution/:solutionId` forms follow the solution redirect rule.
 */
export const igniteShieldMainRoutes: AppRoute[] = [
  {
    id: 'ignite-shield',
    path: 'ignite-shield',
    loader: () => replace(DEVICES_LIST_PATH),
    element: null,
    handle: {
      label: 'ignite-shield:nav.app',
      icon: IconShieldBolt,
      container: 'applications',
      order: 1,
      permissions: VIEW,
    },
  },
  {
    id: 'ignite-shield-devices',
    path: 'ignite-shield/devices',
    loader: () => replace(DEVICES_LIST_PATH),
    element: null,
    handle: {
      label: 'ignite-shield:nav.devices',
      icon: IconCpu,
      parent: 'ignite-shield',
      order: 3,
      permissions: VIEW,
    },
  },
  {
    id: 'ignite-shield-devices-list',
    path: relative(DEVICES_LIST_PATH),
    lazy: () =>
      import('./pages/DevicesListPage.tsx').then(({ DevicesListPage }) => ({ Component: DevicesListPage })),
    handle: {
      label: 'ignite-shield:nav.list',
      icon: IconList,
      parent: 'ignite-shield-devices',
      order: 1,
      permissions: VIEW,
    },
  },
  {
    path: `${relative(DEVICES_LIST_PATH)}/${SOLUTION_SUFFIX}`,
    lazy: () =>
      import('./pages/DevicesListPage.tsx').then(({ DevicesListPage }) => ({
        element: <SolutionRoute render={(solutionId) => <DevicesListPage solutionId={solutionId} />} />,
      })),
    handle: { label: 'ignite-shield:nav.list', permissions: VIEW },
  },
  {
    id: 'ignite-shield-devices-tokens',
    path: relative(DEVICE_TOKENS_PATH),
    lazy: () => import('./pages/TokensPage.tsx').then(({ TokensPage }) => ({ Component: TokensPage })),
    handle: {
      label: 'ignite-shield:nav.tokens',
      icon: IconTicket,
      parent: 'ignite-shield-devices',
      order: 2,
      permissions: VIEW,
    },
  },
  {
    id: 'ignite-shield-devices-inventory',
    path: relative(DEVICE_INVENTORY_PATH),
    lazy: () =>
      import('./pages/InventoryPage.tsx').then(({ InventoryPage }) => ({ Component: InventoryPage })),
    handle: {
      label: 'ignite-shield:nav.inventory',
      icon: IconBoxSeam,
      parent: 'ignite-shield-devices',
      order: 3,
      permissions: VIEW,
    },
  },
  {
    path: `${relative(DEVICE_INVENTORY_PATH)}/${SOLUTION_SUFFIX}`,
    lazy: () =>
      import('./pages/InventoryPage.tsx').then(({ InventoryPage }) => ({
        element: <SolutionRoute render={(solutionId) => <InventoryPage solutionId={solutionId} />} />,
      })),
    handle: { label: 'ignite-shield:nav.inventory', permissions: VIEW },
  },
  {
    path: `${relative(DEVICES_LIST_PATH)}/${SOLUTION_SUFFIX}/device/:id`,
    lazy: () =>
      import('./pages/DeviceDetailsPage.tsx').then(({ DeviceDetailsPage }) => ({
        Component: DeviceDetailsPage,
      })),
    handle: { label: 'ignite-shield:nav.device', icon: IconCpu, permissions: VIEW },
  },
  ...templateRoutes,
  ...deviceKindRoutes,
  ...alarmRoutes,
  ...groupRoutes,
  ...analysisRoutes,
];
