import {
  IconAlarm,
  IconAlertTriangle,
  IconBuilding,
  IconCalendar,
  IconCalendarPlus,
  IconChartBar,
  IconCpu,
  IconHistory,
  IconList,
  IconPlugConnected,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { withKitApp } from '../../kit/KitAppContext.tsx';
import { relative } from '../../kit/paths.ts';
import { FB_ANY_VIEW, FB_KEYS as KEYS } from './access.ts';
import { facilityBookingEntryLoader } from './entry.ts';
import { FACILITY_BOOKING as APP } from './kitApp.ts';
import { FB_PATHS as P } from './paths.ts';

/** A page's chunk, loaded on first visit, rendered in the app's KitAppProvider (kit parts find their app). */
const page = (load: () => Promise<ReactNode>) => async () => ({ element: withKitApp(APP, await load()) });
const redirect = (to: string) => () => replace(to);
const group = (id: string, path: string, to: string, label: string, icon: AppRoute['handle']['icon']) =>
  ({ id, path, to, label, icon }) as const;

/** The sidebar's groups under the app (parent id 'facility-booking'), by `order`. */
const GROUPS = [
  group('facility-booking-analysis', P.analysis, P.dashboard, 'nav.analysis', IconChartBar),
  group(
    'facility-booking-reservations',
    P.reservations,
    P.reservationsList,
    'nav.reservations',
    IconCalendar,
  ),
  group('facility-booking-buildings', P.building, P.buildingList, 'nav.buildings', IconBuilding),
  group('facility-booking-visitors', P.visitors, P.visitorsList, 'nav.visitors', IconUsers),
  group('facility-booking-alarms', P.alarms, P.alarmsLive, 'nav.alarms', IconAlarm),
  group('facility-booking-devices', P.devices, P.deviceList, 'nav.devices', IconCpu),
];
const GROUP_KEYS = [
  KEYS.analysis,
  KEYS.reservations.view,
  KEYS.buildings.view,
  KEYS.visitors.view,
  KEYS.alarms.view,
  KEYS.devices.view,
];

const groupRoutes: AppRoute[] = GROUPS.map((entry, index) => ({
  id: entry.id,
  path: relative(entry.path),
  loader: redirect(entry.to),
  element: null,
  handle: {
    label: `facility-booking:${entry.label}`,
    icon: entry.icon,
    parent: APP.id,
    order: index + 1,
    permissions: GROUP_KEYS[index],
  },
}));

const screens: AppRoute[] = [
  {
    id: 'facility-booking-dashboard',
    path: relative(P.dashboard),
    lazy: page(() =>
      import('./pages/analysis/DashboardPage.tsx').then(({ DashboardPage }) => <DashboardPage />),
    ),
    handle: {
      label: 'facility-booking:nav.dashboard',
      icon: IconChartBar,
      parent: 'facility-booking-analysis',
      order: 1,
      permissions: KEYS.analysis,
      redirects: [P.reservationsList, P.buildingList, P.visitorsList],
    },
  },
  {
    id: 'facility-booking-reservations-list',
    path: relative(P.reservationsList),
    lazy: page(() =>
      import('./pages/reservations/ReservationsListPage.tsx').then(({ ReservationsListPage }) => (
        <ReservationsListPage />
      )),
    ),
    handle: {
      label: 'facility-booking:nav.reservationsList',
      icon: IconList,
      parent: 'facility-booking-reservations',
      order: 1,
      permissions: KEYS.reservations.view,
    },
  },
  {
    id: 'facility-booking-calendar',
    path: relative(P.calendar),
    lazy: page(() =>
      import('./pages/reservations/CalendarPage.tsx').then(({ CalendarPage }) => <CalendarPage />),
    ),
    handle: {
      label: 'facility-booking:nav.calendar',
      icon: IconCalendar,
      parent: 'facility-booking-reservations',
      order: 2,
      permissions: KEYS.reservations.view,
    },
  },
  {
    id: 'facility-booking-reserve',
    path: relative(P.reserve),
    lazy: page(() =>
      import('./pages/reservations/ReservePage.tsx').then(({ ReservePage }) => <ReservePage />),
    ),
    handle: {
      label: 'facility-booking:nav.reserve',
      icon: IconCalendarPlus,
      parent: 'facility-booking-reservations',
      order: 3,
      permissions: KEYS.reservations.create,
      redirects: [P.reservationsList],
    },
  },
  {
    id: 'facility-booking-integration',
    path: relative(P.integration),
    lazy: page(() =>
      import('./pages/reservations/IntegrationPage.tsx').then(({ IntegrationPage }) => <IntegrationPage />),
    ),
    handle: {
      label: 'facility-booking:nav.integration',
      icon: IconPlugConnected,
      parent: 'facility-booking-reservations',
      order: 4,
      permissions: KEYS.reservations.view,
    },
  },
  {
    id: 'facility-booking-buildings-list',
    path: relative(P.buildingList),
    lazy: page(() =>
      import('./pages/buildings/BuildingsListPage.tsx').then(({ BuildingsListPage }) => (
        <BuildingsListPage />
      )),
    ),
    handle: {
      label: 'facility-booking:nav.buildingList',
      icon: IconList,
      parent: 'facility-booking-buildings',
      order: 1,
      permissions: KEYS.buildings.view,
    },
  },
  {
    path: `${relative(P.building)}/details/:id`,
    lazy: page(() =>
      import('./pages/buildings/BuildingDetailsPage.tsx').then(({ BuildingDetailsPage }) => (
        <BuildingDetailsPage />
      )),
    ),
    handle: { label: 'facility-booking:building.title', permissions: KEYS.buildings.view },
  },
  {
    path: `${relative(P.building)}/group/:id`,
    lazy: page(() => import('./pages/buildings/GroupPage.tsx').then(({ GroupPage }) => <GroupPage />)),
    handle: { label: 'facility-booking:group.title', permissions: KEYS.buildings.view },
  },
  {
    id: 'facility-booking-visitors-list',
    path: relative(P.visitorsList),
    lazy: page(() =>
      import('./pages/visitors/VisitorsListPage.tsx').then(({ VisitorsListPage }) => <VisitorsListPage />),
    ),
    handle: {
      label: 'facility-booking:nav.visitorsList',
      icon: IconList,
      parent: 'facility-booking-visitors',
      order: 1,
      permissions: KEYS.visitors.view,
    },
  },
  {
    path: `${relative(P.alarms)}/alarms-list`,
    loader: redirect(P.alarmsLive),
    element: null,
    handle: { label: 'facility-booking:nav.alarmsLive', permissions: KEYS.alarms.view },
  },
  {
    id: 'facility-booking-alarms-live',
    path: relative(P.alarmsLive),
    lazy: page(() =>
      import('./pages/alarms/LiveAlarmsPage.tsx').then(({ LiveAlarmsPage }) => <LiveAlarmsPage />),
    ),
    handle: {
      label: 'facility-booking:nav.alarmsLive',
      icon: IconAlertTriangle,
      parent: 'facility-booking-alarms',
      order: 1,
      permissions: KEYS.alarms.view,
    },
  },
  {
    id: 'facility-booking-device-list',
    path: relative(P.deviceList),
    lazy: page(() =>
      import('../../kit/pages/DevicesListPage.tsx').then(({ DevicesListPage }) => <DevicesListPage />),
    ),
    handle: {
      label: 'facility-booking:nav.deviceList',
      icon: IconList,
      parent: 'facility-booking-devices',
      order: 1,
      permissions: KEYS.devices.view,
    },
  },
  {
    id: 'facility-booking-device-history',
    path: relative(P.deviceHistory),
    lazy: page(() =>
      import('./pages/devices/DeviceHistoryPage.tsx').then(({ DeviceHistoryPage }) => <DeviceHistoryPage />),
    ),
    handle: {
      label: 'facility-booking:nav.deviceHistory',
      icon: IconHistory,
      parent: 'facility-booking-devices',
      order: 2,
      permissions: KEYS.devices.view,
    },
  },
];

/**
 * Spec §2 "Facility booking": every screen, each switched off by HIDE_FACILITYBOOKING (A1). Opening the app
 * probes one reservation (R209) and goes to the dashboard or the app's market page (A39).
 */
export const facilityBookingRoutes: AppRoute[] = [
  {
    id: APP.id,
    path: relative(P.root),
    loader: facilityBookingEntryLoader,
    element: null,
    handle: {
      label: 'facility-booking:nav.app',
      icon: APP.icon,
      container: 'applications',
      order: APP.order,
      permissions: FB_ANY_VIEW,
    },
  },
  ...groupRoutes,
  ...screens,
].map((route) => ({ ...route, handle: { ...route.handle, app: 'facilitybooking' } }));
