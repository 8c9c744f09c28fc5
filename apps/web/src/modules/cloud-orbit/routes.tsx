import { IconChartBar, IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AppRoute } from '../../app/module.ts';
import { relative } from '../../kit/paths.ts';
import {
  kitAlarmRoutes,
  kitAppEntry,
  kitDeviceRoutes,
  kitDevicesGroupId,
  kitGroupRoutes,
  kitSectionRoutes,
} from '../../kit/routes/index.ts';
import { lazyPage } from '../../kit/routes/lazyPage.tsx';
import { CO_ANY_VIEW, CO_KEYS as KEYS } from './access.ts';
import { CLOUD_ORBIT as APP } from './kitApp.ts';
import { CO_PATHS as P } from './paths.ts';

/** A page's chunk, loaded on first visit, rendered in the app's KitAppProvider (kit parts find their app). */
const page = (load: () => Promise<ReactNode>) => lazyPage(APP, load);

const routes: AppRoute[] = [
  kitAppEntry(APP, { landing: P.dashboard, permissions: CO_ANY_VIEW }),
  // Analysis, order 1.
  ...kitSectionRoutes(APP, {
    id: 'cloud-orbit-dashboard',
    label: 'cloud-orbit:nav.dashboard',
    icon: IconChartBar,
    order: 1,
    permissions: KEYS.analysis,
    path: P.analysis,
    pagePath: P.dashboard,
    page: () => import('./pages/DashboardPage.tsx').then(({ DashboardPage }) => <DashboardPage />),
  }),
  // Devices, order 3: the kit's list, the readings history, a station's page.
  ...kitDeviceRoutes(APP, { listOnly: true }),
  {
    id: 'cloud-orbit-devices-history',
    path: relative(P.deviceHistory),
    lazy: page(() =>
      import('./pages/DeviceHistoryPage.tsx').then(({ DeviceHistoryPage }) => <DeviceHistoryPage />),
    ),
    handle: {
      label: 'cloud-orbit:nav.history',
      icon: IconHistory,
      parent: kitDevicesGroupId(APP),
      order: 2,
      permissions: KEYS.devices.view,
    },
  },
  {
    path: `${relative(P.devices)}/details/:id`,
    lazy: page(() => import('./pages/StationPage.tsx').then(({ StationPage }) => <StationPage />)),
    handle: { label: 'cloud-orbit:station.title', permissions: KEYS.devices.view },
  },
  // Alarms, order 4 (A40: operational needs its own key, else status).
  ...kitAlarmRoutes(APP, {
    screens: ['operational', 'status'],
    handles: {
      operational: { permissions: KEYS.operationalAlarms, redirects: [P.statusAlarms], quietDenial: true },
    },
  }),
  // Groups (the kit's, `groups/main`), order 6.
  ...kitGroupRoutes(APP),
];

/**
 * Spec §2 "Cloud orbit": every screen, each switched off by HIDE_CLOUDORBIT (A1) and shown in English, left
 * to right, whatever language is chosen (A4, spec §1: rodent pages do not support Arabic).
 */
export const cloudOrbitRoutes: AppRoute[] = routes.map((route) => ({
  ...route,
  handle: { ...route.handle, app: 'cloudorbit', noArabic: true },
}));
