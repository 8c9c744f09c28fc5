import { IconBoxSeam, IconCpu, IconList, IconShieldBolt, IconTicket } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { SWAM_DEVICES } from './access.ts';
import { alarmRoutes } from './alarmRoutes.tsx';
import { analysisRoutes } from './analysisRoutes.tsx';
import { SolutionRoute } from './components/SolutionRoute.tsx';
import { deviceKindRoutes } from './deviceKindRoutes.tsx';
import { groupRoutes } from './groupRoutes.tsx';
import { DeviceDetailsPage } from './pages/DeviceDetailsPage.tsx';
import { DevicesListPage } from './pages/DevicesListPage.tsx';
import { InventoryPage } from './pages/InventoryPage.tsx';
import { TokensPage } from './pages/TokensPage.tsx';
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
    element: <DevicesListPage />,
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
    element: <SolutionRoute render={(solutionId) => <DevicesListPage solutionId={solutionId} />} />,
    handle: { label: 'ignite-shield:nav.list', permissions: VIEW },
  },
  {
    id: 'ignite-shield-devices-tokens',
    path: relative(DEVICE_TOKENS_PATH),
    element: <TokensPage />,
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
    element: <InventoryPage />,
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
    element: <SolutionRoute render={(solutionId) => <InventoryPage solutionId={solutionId} />} />,
    handle: { label: 'ignite-shield:nav.inventory', permissions: VIEW },
  },
  {
    path: `${relative(DEVICES_LIST_PATH)}/${SOLUTION_SUFFIX}/device/:id`,
    element: <DeviceDetailsPage />,
    handle: { label: 'ignite-shield:nav.device', icon: IconCpu, permissions: VIEW },
  },
  ...templateRoutes,
  ...deviceKindRoutes,
  ...alarmRoutes,
  ...groupRoutes,
  ...analysisRoutes,
];
