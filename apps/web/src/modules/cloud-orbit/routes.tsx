import {
  IconAlarm,
  IconAlertTriangle,
  IconChartBar,
  IconCpu,
  IconHeartbeat,
  IconHistory,
  IconList,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { relative } from '../../kit/paths.ts';
import { kitGroupRoutes } from '../../kit/routes/index.ts';
import { lazyPage } from '../../kit/routes/lazyPage.tsx';
import { CO_ANY_VIEW, CO_KEYS as KEYS } from './access.ts';
import { CLOUD_ORBIT as APP } from './kitApp.ts';
import { CO_PATHS as P } from './paths.ts';

/** A page's chunk, loaded on first visit, rendered in the app's KitAppProvider (kit parts find their app). */
const page = (load: () => Promise<ReactNode>) => lazyPage(APP, load);
const redirect = (to: string) => () => replace(to);
const alarmsPage = (category: 'operational' | 'status') =>
  page(() =>
    import('../../kit/pages/alarms/AlarmsPage.tsx').then(({ AlarmsPage }) => (
      <AlarmsPage key={category} category={category} closed={false} />
    )),
  );

const routes: AppRoute[] = [
  {
    id: 'cloud-orbit',
    path: relative(P.root),
    loader: redirect(P.dashboard),
    element: null,
    handle: {
      label: 'cloud-orbit:nav.app',
      icon: APP.icon,
      container: 'applications',
      order: APP.order,
      permissions: CO_ANY_VIEW,
    },
  },
  // Analysis, order 1.
  {
    path: relative(P.analysis),
    loader: redirect(P.dashboard),
    element: null,
    handle: { label: 'cloud-orbit:nav.dashboard', permissions: KEYS.analysis },
  },
  {
    id: 'cloud-orbit-dashboard',
    path: relative(P.dashboard),
    lazy: page(() => import('./pages/DashboardPage.tsx').then(({ DashboardPage }) => <DashboardPage />)),
    handle: {
      label: 'cloud-orbit:nav.dashboard',
      icon: IconChartBar,
      parent: 'cloud-orbit',
      order: 1,
      permissions: KEYS.analysis,
    },
  },
  // Devices, order 3: the kit's list, the readings history, a station's page.
  {
    id: 'cloud-orbit-devices',
    path: relative(P.devices),
    loader: redirect(P.deviceList),
    element: null,
    handle: {
      label: 'kit:nav.devices',
      icon: IconCpu,
      parent: 'cloud-orbit',
      order: 3,
      permissions: KEYS.devices.view,
    },
  },
  {
    id: 'cloud-orbit-devices-list',
    path: relative(P.deviceList),
    lazy: page(() =>
      import('../../kit/pages/DevicesListPage.tsx').then(({ DevicesListPage }) => <DevicesListPage />),
    ),
    handle: {
      label: 'kit:nav.list',
      icon: IconList,
      parent: 'cloud-orbit-devices',
      order: 1,
      permissions: KEYS.devices.view,
    },
  },
  {
    id: 'cloud-orbit-devices-history',
    path: relative(P.deviceHistory),
    lazy: page(() =>
      import('./pages/DeviceHistoryPage.tsx').then(({ DeviceHistoryPage }) => <DeviceHistoryPage />),
    ),
    handle: {
      label: 'cloud-orbit:nav.history',
      icon: IconHistory,
      parent: 'cloud-orbit-devices',
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
  {
    id: 'cloud-orbit-alarms',
    path: relative(P.alarms),
    loader: redirect(P.operationalAlarms),
    element: null,
    handle: {
      label: 'kit:alarms.nav.group',
      icon: IconAlarm,
      parent: 'cloud-orbit',
      order: 4,
      permissions: KEYS.alarms.view,
    },
  },
  {
    id: 'cloud-orbit-alarms-operational',
    path: relative(P.operationalAlarms),
    lazy: alarmsPage('operational'),
    handle: {
      label: 'kit:alarms.nav.operational',
      icon: IconAlertTriangle,
      parent: 'cloud-orbit-alarms',
      order: 1,
      permissions: KEYS.operationalAlarms,
      redirects: [P.statusAlarms],
      quietDenial: true,
    },
  },
  {
    id: 'cloud-orbit-alarms-status',
    path: relative(P.statusAlarms),
    lazy: alarmsPage('status'),
    handle: {
      label: 'kit:alarms.nav.status',
      icon: IconHeartbeat,
      parent: 'cloud-orbit-alarms',
      order: 2,
      permissions: KEYS.alarms.view,
    },
  },
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
