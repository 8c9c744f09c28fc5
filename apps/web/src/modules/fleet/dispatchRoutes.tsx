import { fleet } from '@atrium/contracts';
import {
  IconAlarm,
  IconAlertTriangle,
  IconBell,
  IconBriefcase,
  IconCpu,
  IconHistory,
  IconLayoutKanban,
  IconList,
  IconMapPin,
  IconPolygon,
  IconRoute,
  IconSettings,
  IconTruck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { withKitApp } from '../../kit/KitAppContext.tsx';
import { relative } from '../../kit/paths.ts';
import { kitGroupRoutes } from '../../kit/routes/index.ts';
import { FLEET_KEYS as KEYS } from './access.ts';
import { FLEET } from './kitApp.ts';
import { FLEET_PATHS as P } from './paths.ts';

const page = (load: () => Promise<ReactNode>) => async () => ({ element: withKitApp(FLEET, await load()) });
const redirect = (to: string) => () => replace(to);

const SCREEN_ICONS = { 'job-cards': IconBriefcase, vehicles: IconTruck, devices: IconCpu } as const;
const ALARMS_VIEW = KEYS.alarms.view;

const alarmScreenRoutes = (screen: fleet.FleetAlarmScreen, order: number): AppRoute[] => {
  const group = `fleet-alarms-${screen}`;
  const list = (live: boolean) =>
    page(() =>
      import('./pages/alarms/FleetAlarmsPage.tsx').then(({ FleetAlarmsPage }) => (
        <FleetAlarmsPage key={`${screen}-${live}`} screen={screen} live={live} />
      )),
    );
  return [
    {
      id: group,
      path: `${relative(P.alarms)}/${screen}`,
      loader: redirect(P.alarmsLive(screen)),
      element: null,
      handle: {
        label: `fleet:dispatch.nav.alarms.${screen}`,
        icon: SCREEN_ICONS[screen],
        parent: 'fleet-alarms',
        order,
        permissions: ALARMS_VIEW,
      },
    },
    {
      id: `${group}-live`,
      path: relative(P.alarmsLive(screen)),
      lazy: list(true),
      handle: {
        label: 'fleet:dispatch.nav.alarms.live',
        icon: IconAlertTriangle,
        parent: group,
        order: 1,
        permissions: ALARMS_VIEW,
      },
    },
    {
      id: `${group}-history`,
      path: relative(P.alarmsHistory(screen)),
      lazy: list(false),
      handle: {
        label: 'fleet:dispatch.nav.alarms.history',
        icon: IconHistory,
        parent: group,
        order: 2,
        permissions: ALARMS_VIEW,
      },
    },
  ];
};

/** The kit's group pages (create, edit, users) the notification group screen links to, off the sidebar. */
const groupPages: AppRoute[] = kitGroupRoutes(FLEET).map(({ id: _id, ...route }) => {
  const { parent: _parent, order: _order, icon: _icon, ...handle } = route.handle;
  return { ...route, handle } as AppRoute;
});

/**
 * Fleet's job cards (4), routes (5), points of interest (6), geofences (7) and alarms (8) in the sidebar
 * under `fleet` (spec §2 "Fleet").
 */
export const fleetDispatchRoutes: AppRoute[] = [
  // Job cards, order 4.
  {
    id: 'fleet-job-cards',
    path: relative(P.jobCards),
    loader: redirect(P.jobList),
    element: null,
    handle: {
      label: 'fleet:dispatch.nav.jobCards',
      icon: IconBriefcase,
      parent: 'fleet',
      order: 4,
      permissions: KEYS.jobCards.view,
    },
  },
  {
    id: 'fleet-job-list',
    path: relative(P.jobList),
    lazy: page(() => import('./pages/jobs/JobListPage.tsx').then(({ JobListPage }) => <JobListPage />)),
    handle: {
      label: 'fleet:dispatch.nav.jobList',
      icon: IconList,
      parent: 'fleet-job-cards',
      order: 1,
      permissions: KEYS.jobCards.view,
    },
  },
  {
    id: 'fleet-kanban',
    path: relative(P.kanban),
    lazy: page(() => import('./pages/jobs/KanbanPage.tsx').then(({ KanbanPage }) => <KanbanPage />)),
    handle: {
      label: 'fleet:dispatch.nav.kanban',
      icon: IconLayoutKanban,
      parent: 'fleet-job-cards',
      order: 2,
      permissions: KEYS.jobCards.view,
    },
  },
  {
    path: `${relative(P.jobCards)}/job/:id`,
    lazy: page(() =>
      import('./pages/jobs/JobDetailsPage.tsx').then(({ JobDetailsPage }) => <JobDetailsPage />),
    ),
    handle: { label: 'fleet:dispatch.jobs.detailsTitle', permissions: KEYS.jobCards.view },
  },
  // Routes, order 5.
  {
    path: relative(P.routes),
    loader: redirect(P.routesList),
    element: null,
    handle: { label: 'fleet:dispatch.nav.routes', permissions: KEYS.routes.view },
  },
  {
    id: 'fleet-routes',
    path: relative(P.routesList),
    lazy: page(() =>
      import('./pages/routes/RoutesListPage.tsx').then(({ RoutesListPage }) => <RoutesListPage />),
    ),
    handle: {
      label: 'fleet:dispatch.nav.routes',
      icon: IconRoute,
      parent: 'fleet',
      order: 5,
      permissions: KEYS.routes.view,
    },
  },
  {
    path: relative(P.routeCreate),
    lazy: page(() =>
      import('./pages/routes/RouteFormPage.tsx').then(({ RouteFormPage }) => (
        <RouteFormPage key="create" mode="create" />
      )),
    ),
    handle: { label: 'fleet:dispatch.routes.createTitle', permissions: KEYS.routes.create },
  },
  {
    path: `${relative(P.routes)}/update/:id`,
    lazy: page(() =>
      import('./pages/routes/RouteFormPage.tsx').then(({ RouteFormPage }) => (
        <RouteFormPage key="update" mode="update" />
      )),
    ),
    handle: { label: 'fleet:dispatch.routes.updateTitle', permissions: KEYS.routes.view },
  },
  // Points of interest, order 6.
  {
    path: relative(P.pois),
    loader: redirect(P.poiList),
    element: null,
    handle: { label: 'fleet:dispatch.nav.pois', permissions: KEYS.routes.view },
  },
  {
    id: 'fleet-pois',
    path: relative(P.poiList),
    lazy: page(() => import('./pages/pois/PoisPage.tsx').then(({ PoisPage }) => <PoisPage />)),
    handle: {
      label: 'fleet:dispatch.nav.pois',
      icon: IconMapPin,
      parent: 'fleet',
      order: 6,
      permissions: KEYS.routes.view,
    },
  },
  // Geofences (places' permissions), order 7.
  {
    path: relative(P.geofence),
    loader: redirect(P.geofenceList),
    element: null,
    handle: { label: 'fleet:dispatch.nav.geofences', permissions: KEYS.geofences.view },
  },
  {
    id: 'fleet-geofences',
    path: relative(P.geofenceList),
    lazy: page(() =>
      import('./pages/geofences/GeofencesPage.tsx').then(({ GeofencesPage }) => <GeofencesPage />),
    ),
    handle: {
      label: 'fleet:dispatch.nav.geofences',
      icon: IconPolygon,
      parent: 'fleet',
      order: 7,
      permissions: KEYS.geofences.view,
    },
  },
  {
    path: relative(P.geofenceAdd),
    lazy: page(() =>
      import('./pages/geofences/GeofenceFormPage.tsx').then(({ GeofenceFormPage }) => (
        <GeofenceFormPage key="add" mode="add" />
      )),
    ),
    handle: { label: 'fleet:dispatch.geofences.addTitle', permissions: KEYS.geofences.create },
  },
  {
    path: `${relative(P.geofence)}/edit/:id`,
    lazy: page(() =>
      import('./pages/geofences/GeofenceFormPage.tsx').then(({ GeofenceFormPage }) => (
        <GeofenceFormPage key="edit" mode="edit" />
      )),
    ),
    handle: { label: 'fleet:dispatch.geofences.editTitle', permissions: KEYS.geofences.view },
  },
  // Alarms, order 8: live and history per screen, notification group, alarm settings.
  {
    id: 'fleet-alarms',
    path: relative(P.alarms),
    loader: redirect(P.alarmsLive('job-cards')),
    element: null,
    handle: {
      label: 'fleet:dispatch.nav.alarms.group',
      icon: IconAlarm,
      parent: 'fleet',
      order: 8,
      permissions: ALARMS_VIEW,
    },
  },
  ...fleet.FLEET_ALARM_SCREENS.flatMap((screen, index) => alarmScreenRoutes(screen, index + 1)),
  {
    id: 'fleet-notification-group',
    path: relative(P.notificationGroup),
    lazy: page(() =>
      import('./pages/alarms/NotificationGroupPage.tsx').then(({ NotificationGroupPage }) => (
        <NotificationGroupPage />
      )),
    ),
    handle: {
      label: 'fleet:dispatch.nav.alarms.notificationGroup',
      icon: IconBell,
      parent: 'fleet-alarms',
      order: 4,
      permissions: KEYS.groups.view,
    },
  },
  {
    id: 'fleet-alarm-settings',
    path: relative(P.alarmSettings),
    lazy: page(() =>
      import('./pages/alarms/AlarmSettingsPage.tsx').then(({ AlarmSettingsPage }) => <AlarmSettingsPage />),
    ),
    handle: {
      label: 'fleet:dispatch.nav.alarms.settings',
      icon: IconSettings,
      parent: 'fleet-alarms',
      order: 5,
      permissions: [...KEYS.templates.view, ...KEYS.alarms.view],
    },
  },
  ...groupPages,
];
