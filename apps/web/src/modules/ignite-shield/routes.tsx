import { IconChartBar, IconCpu } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { analysisPermissionOf, devicePermissionsOf } from '../../kit/access.ts';
import { withKitApp } from '../../kit/KitAppContext.tsx';
import { relative, SOLUTION_SUFFIX } from '../../kit/paths.ts';
import {
  kitAlarmRoutes,
  kitAnalysisRoutes,
  kitDeviceRoutes,
  kitGroupRoutes,
  kitTemplateRoutes,
} from '../../kit/routes/index.ts';
import { IGNITE_SHIELD } from './app.ts';
import { deviceKindRoutes } from './deviceKindRoutes.tsx';
import { DEVICE_REPORT_PATH } from './paths.ts';

const app = IGNITE_SHIELD;
const VIEW = devicePermissionsOf(app).view;

/**
 * Spec §2 "Sensor solution app": the kit's screens for `swam` plus its own device pages (a device of the
 * list, meters, control units) and the device report. Every route needs `p_swam_devices_view` or the key of
 * its screen; the actions on a device check their own keys.
 */
export const igniteShieldMainRoutes: AppRoute[] = [
  {
    id: app.id,
    path: relative(app.paths.root),
    loader: () => replace(app.paths.devicesList),
    element: null,
    handle: {
      label: 'ignite-shield:nav.app',
      icon: app.icon,
      container: 'applications',
      order: app.order,
      permissions: VIEW,
    },
  },
  ...kitDeviceRoutes(app),
  {
    path: `${relative(app.paths.devicesList)}/${SOLUTION_SUFFIX}/device/:id`,
    lazy: () =>
      import('./pages/DeviceDetailsPage.tsx').then(({ DeviceDetailsPage }) => ({
        element: withKitApp(app, <DeviceDetailsPage />),
      })),
    handle: { label: 'kit:nav.device', icon: IconCpu, permissions: VIEW },
  },
  ...kitTemplateRoutes(app),
  ...deviceKindRoutes,
  ...kitAlarmRoutes(app),
  ...kitGroupRoutes(app),
  ...kitAnalysisRoutes(app),
  {
    path: relative(DEVICE_REPORT_PATH),
    lazy: () =>
      import('./pages/analysis/DeviceReportPage.tsx').then(({ DeviceReportPage }) => ({
        element: withKitApp(app, <DeviceReportPage />),
      })),
    handle: {
      label: 'kit:analysis.nav.deviceReport',
      icon: IconChartBar,
      permissions: analysisPermissionOf(app),
    },
  },
];
