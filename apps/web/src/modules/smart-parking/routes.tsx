import { IconChartBar, IconHistory, IconList, IconMap2, IconMapPin, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { withKitApp } from '../../kit/KitAppContext.tsx';
import { relative } from '../../kit/paths.ts';
import { kitDeviceRoutes, kitDevicesGroupId } from '../../kit/routes/index.ts';
import { SP_KEYS as KEYS, SP_ANY_VIEW } from './access.ts';
import { SMART_PARKING as APP } from './kitApp.ts';
import { SP_PATHS as P } from './paths.ts';

/** A page's chunk, loaded on first visit, rendered in the app's KitAppProvider (kit parts find their app). */
const page = (load: () => Promise<ReactNode>) => async () => ({ element: withKitApp(APP, await load()) });
const redirect = (to: string) => () => replace(to);
const DEVICES = kitDevicesGroupId(APP);

/** The sidebar under `smart-parking`: analysis 1, locations 2, devices 3 (the kit's, with the map and history). */
const ownRoutes: AppRoute[] = [
  {
    id: APP.id,
    path: relative(P.root),
    loader: redirect(P.dashboard),
    element: null,
    handle: {
      label: 'smart-parking:nav.app',
      icon: APP.icon,
      container: 'applications',
      order: APP.order,
      permissions: SP_ANY_VIEW,
      redirects: [P.locationsList, P.devicesMap],
    },
  },
  {
    id: 'smart-parking-analysis',
    path: relative(P.analysis),
    loader: redirect(P.dashboard),
    element: null,
    handle: {
      label: 'smart-parking:nav.analysis',
      icon: IconChartBar,
      parent: APP.id,
      order: 1,
      permissions: KEYS.analysis,
    },
  },
  {
    id: 'smart-parking-dashboard',
    path: relative(P.dashboard),
    lazy: page(() =>
      import('./pages/analysis/DashboardPage.tsx').then(({ DashboardPage }) => <DashboardPage />),
    ),
    handle: {
      label: 'smart-parking:nav.dashboard',
      icon: IconChartBar,
      parent: 'smart-parking-analysis',
      order: 1,
      permissions: KEYS.analysis,
      redirects: [P.locationsList, P.devicesMap],
    },
  },
  {
    id: 'smart-parking-locations',
    path: relative(P.locations),
    loader: redirect(P.locationsList),
    element: null,
    handle: {
      label: 'smart-parking:nav.locations',
      icon: IconMapPin,
      parent: APP.id,
      order: 2,
      permissions: KEYS.locations.view,
    },
  },
  {
    id: 'smart-parking-locations-list',
    path: relative(P.locationsList),
    lazy: page(() =>
      import('./pages/locations/LocationsListPage.tsx').then(({ LocationsListPage }) => (
        <LocationsListPage />
      )),
    ),
    handle: {
      label: 'smart-parking:nav.locationsList',
      icon: IconList,
      parent: 'smart-parking-locations',
      order: 1,
      permissions: KEYS.locations.view,
    },
  },
  {
    id: 'smart-parking-locations-add',
    path: relative(P.locationAdd),
    lazy: page(() =>
      import('./pages/locations/LocationAddPage.tsx').then(({ LocationAddPage }) => <LocationAddPage />),
    ),
    handle: {
      label: 'smart-parking:nav.locationAdd',
      icon: IconPlus,
      parent: 'smart-parking-locations',
      order: 2,
      permissions: KEYS.locations.create,
    },
  },
  {
    path: `${relative(P.locations)}/details/:id`,
    lazy: page(() =>
      import('./pages/locations/LocationDetailsPage.tsx').then(({ LocationDetailsPage }) => (
        <LocationDetailsPage />
      )),
    ),
    handle: { label: 'smart-parking:details.title', permissions: KEYS.locations.view },
  },
  {
    path: `${relative(P.locations)}/edit/:id`,
    lazy: page(() =>
      import('./pages/locations/LocationEditPage.tsx').then(({ LocationEditPage }) => <LocationEditPage />),
    ),
    handle: { label: 'smart-parking:locations.editTitle', permissions: KEYS.locations.update },
  },
  {
    id: 'smart-parking-devices-map',
    path: relative(P.devicesMap),
    lazy: page(() =>
      import('./pages/devices/DevicesMapPage.tsx').then(({ DevicesMapPage }) => <DevicesMapPage />),
    ),
    handle: {
      label: 'smart-parking:nav.devicesMap',
      icon: IconMap2,
      parent: DEVICES,
      order: 4,
      permissions: KEYS.devices.view,
    },
  },
  {
    id: 'smart-parking-devices-history',
    path: relative(P.devicesHistory),
    lazy: page(() =>
      import('./pages/devices/DeviceHistoryPage.tsx').then(({ DeviceHistoryPage }) => <DeviceHistoryPage />),
    ),
    handle: {
      label: 'smart-parking:nav.devicesHistory',
      icon: IconHistory,
      parent: DEVICES,
      order: 5,
      permissions: KEYS.devices.view,
    },
  },
];

/**
 * Spec §2 "Smart parking": every screen, each switched off by HIDE_SMARTPARKING (A1); the device list,
 * tokens and inventory are the kit's.
 */
export const smartParkingRoutes: AppRoute[] = [
  ...ownRoutes.map((route) => ({ ...route, handle: { ...route.handle, app: 'smartparking' as const } })),
  ...kitDeviceRoutes(APP),
];
