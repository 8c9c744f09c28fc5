import {
  IconCar,
  IconCpu,
  IconHistory,
  IconList,
  IconMap2,
  IconSteeringWheel,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { withKitApp } from '../../kit/KitAppContext.tsx';
import { relative } from '../../kit/paths.ts';
import { FLEET_ANY_VIEW, FLEET_KEYS as KEYS } from './access.ts';
import { fleetDispatchRoutes } from './dispatchRoutes.tsx';
import { FLEET } from './kitApp.ts';
import { FLEET_PATHS as P } from './paths.ts';
import { fleetReportRoutes } from './reportRoutes.tsx';

/** A page's chunk, loaded on first visit, rendered in Fleet's KitAppProvider (kit parts find their app). */
const page = (load: () => Promise<ReactNode>) => async () => ({ element: withKitApp(FLEET, await load()) });
const redirect = (to: string) => () => replace(to);

/**
 * The sidebar under `fleet` (parent id 'fleet'), by `order`: analysis 1 (reports part), vehicles 2,
 * drivers 3, job cards 4, routes 5, points of interest 6, geofences 7, alarms 8 (dispatch part), reports 9
 * (reports part), devices 10.
 */
const trackingRoutes: AppRoute[] = [
  {
    id: 'fleet',
    path: relative(P.root),
    loader: redirect(P.mapView),
    element: null,
    handle: {
      label: 'fleet:nav.app',
      icon: FLEET.icon,
      container: 'applications',
      order: FLEET.order,
      permissions: FLEET_ANY_VIEW,
      redirects: [P.jobList, P.driversList, P.devicesList, P.dashboard],
    },
  },
  // Vehicles, order 2.
  {
    id: 'fleet-vehicles',
    path: relative(P.vehicles),
    loader: redirect(P.mapView),
    element: null,
    handle: {
      label: 'fleet:nav.vehicles',
      icon: IconCar,
      parent: 'fleet',
      order: 2,
      permissions: KEYS.vehicles.view,
    },
  },
  {
    id: 'fleet-vehicles-map',
    path: relative(P.mapView),
    lazy: page(() => import('./pages/vehicles/LiveMapPage.tsx').then(({ LiveMapPage }) => <LiveMapPage />)),
    handle: {
      label: 'fleet:nav.mapView',
      icon: IconMap2,
      parent: 'fleet-vehicles',
      order: 1,
      permissions: KEYS.vehicles.view,
      redirects: [P.jobList, P.driversList, P.devicesList],
    },
  },
  {
    path: `${relative(P.mapView)}/:id`,
    lazy: page(() =>
      import('./pages/vehicles/VehicleMapPage.tsx').then(({ VehicleMapPage }) => <VehicleMapPage />),
    ),
    handle: { label: 'fleet:vehicleMap.title', permissions: KEYS.vehicles.view },
  },
  {
    id: 'fleet-vehicles-list',
    path: relative(P.vehiclesList),
    lazy: page(() =>
      import('./pages/vehicles/VehiclesListPage.tsx').then(({ VehiclesListPage }) => <VehiclesListPage />),
    ),
    handle: {
      label: 'fleet:nav.vehiclesList',
      icon: IconList,
      parent: 'fleet-vehicles',
      order: 2,
      permissions: KEYS.vehicles.view,
    },
  },
  {
    id: 'fleet-vehicles-groups',
    path: relative(P.vehiclesGroups),
    lazy: page(() =>
      import('./pages/vehicles/VehicleGroupsPage.tsx').then(({ VehicleGroupsPage }) => <VehicleGroupsPage />),
    ),
    handle: {
      label: 'fleet:nav.vehicleGroups',
      icon: IconUsersGroup,
      parent: 'fleet-vehicles',
      order: 3,
      permissions: KEYS.vehicles.view,
    },
  },
  // Drivers, order 3.
  {
    path: relative(P.drivers),
    loader: redirect(P.driversList),
    element: null,
    handle: { label: 'fleet:nav.drivers', permissions: KEYS.drivers.view },
  },
  {
    id: 'fleet-drivers',
    path: relative(P.driversList),
    lazy: page(() =>
      import('./pages/drivers/DriversListPage.tsx').then(({ DriversListPage }) => <DriversListPage />),
    ),
    handle: {
      label: 'fleet:nav.drivers',
      icon: IconSteeringWheel,
      parent: 'fleet',
      order: 3,
      permissions: KEYS.drivers.view,
    },
  },
  // Devices (the kit's list, and the readings and logs of one tracker), order 10.
  {
    id: 'fleet-devices',
    path: relative(P.devices),
    loader: redirect(P.devicesList),
    element: null,
    handle: {
      label: 'fleet:nav.devices',
      icon: IconCpu,
      parent: 'fleet',
      order: 10,
      permissions: KEYS.devices.view,
    },
  },
  {
    id: 'fleet-devices-list',
    path: relative(P.devicesList),
    lazy: page(() =>
      import('../../kit/pages/DevicesListPage.tsx').then(({ DevicesListPage }) => <DevicesListPage />),
    ),
    handle: {
      label: 'fleet:nav.deviceList',
      icon: IconList,
      parent: 'fleet-devices',
      order: 1,
      permissions: KEYS.devices.view,
    },
  },
  {
    id: 'fleet-devices-history',
    path: relative(P.devicesHistory),
    lazy: page(() =>
      import('./pages/devices/DevicesHistoryPage.tsx').then(({ DevicesHistoryPage }) => (
        <DevicesHistoryPage />
      )),
    ),
    handle: {
      label: 'fleet:nav.deviceHistory',
      icon: IconHistory,
      parent: 'fleet-devices',
      order: 2,
      permissions: KEYS.devices.view,
    },
  },
];

/**
 * Spec §2 "Fleet": every screen (tracking here, dispatch and reports in their own lists), each switched off
 * by HIDE_FLEET (A1) and, through the same `app` flag, hidden from a user whose fleetRole is Driver (A38,
 * app/access.ts `isAppVisible`: the guard answers not found and the sidebar leaves the app out).
 */
export const fleetRoutes: AppRoute[] = [...trackingRoutes, ...fleetDispatchRoutes, ...fleetReportRoutes].map(
  (route) => ({ ...route, handle: { ...route.handle, app: 'fleet' } }),
);
