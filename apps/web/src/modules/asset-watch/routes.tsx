import {
  IconAlarm,
  IconAlertTriangle,
  IconBuilding,
  IconCategory,
  IconChartBar,
  IconFence,
  IconFileAnalytics,
  IconFilePlus,
  IconHistory,
  IconList,
  IconMap,
  IconSettings,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { replace } from 'react-router';
import type { AppRoute, RouteHandle } from '../../app/module.ts';
import { withKitApp } from '../../kit/KitAppContext.tsx';
import { relative } from '../../kit/paths.ts';
import { kitDeviceRoutes, kitDevicesGroupId, kitGroupRoutes } from '../../kit/routes/index.ts';
import { AW_ANY_VIEW, AW_KEYS as KEYS } from './access.ts';
import { ASSET_WATCH as APP } from './kitApp.ts';
import { AW_PATHS as P } from './paths.ts';

/** A page's chunk, loaded on first visit, rendered in the app's KitAppProvider (kit parts find their app). */
const page = (load: () => Promise<ReactNode>) => async () => ({ element: withKitApp(APP, await load()) });
const redirect = (to: string) => () => replace(to);
const label = (key: string) => `asset-watch:nav.${key}`;

const group = (
  key: string,
  path: string,
  to: string,
  icon: RouteHandle['icon'],
  order: number,
  permissions: RouteHandle['permissions'],
): AppRoute => ({
  id: `asset-watch-${key}`,
  path: relative(path),
  loader: redirect(to),
  element: null,
  handle: { label: label(key), icon, parent: APP.id, order, permissions },
});

const screen = (
  key: string,
  path: string,
  load: () => Promise<ReactNode>,
  handle: Omit<RouteHandle, 'label'> & { label?: string },
): AppRoute => ({
  id: `asset-watch-${key}`,
  path: relative(path),
  lazy: page(load),
  handle: { label: label(key), ...handle },
});

const catalogue = (kind: 'types' | 'groups') =>
  import('./pages/assets/CataloguePage.tsx').then(({ CataloguePage }) => <CataloguePage kind={kind} />);
const alarmsPage = (where: 'indoor' | 'outdoor', closed: boolean) =>
  import('./pages/alarms/AwAlarmsPage.tsx').then(({ AwAlarmsPage }) => (
    <AwAlarmsPage where={where} closed={closed} />
  ));

const ASSETS_VIEW = KEYS.assets.view;
const MANAGEMENT = 'asset-watch-management';
const ALARMS = 'asset-watch-alarms';

const screens: AppRoute[] = [
  group('analysis', P.analysis, P.dashboard, IconChartBar, 1, [...KEYS.analysis, ...ASSETS_VIEW]),
  screen(
    'dashboard',
    P.dashboard,
    () => import('./pages/analysis/DashboardPage.tsx').then(({ DashboardPage }) => <DashboardPage />),
    {
      icon: IconChartBar,
      parent: 'asset-watch-analysis',
      order: 1,
      permissions: [...KEYS.analysis, ...ASSETS_VIEW],
      redirects: [P.assetsList, P.devicesList],
    },
  ),
  group('management', P.management, P.assetsList, IconList, 2, ASSETS_VIEW),
  screen(
    'mapView',
    P.mapView,
    () => import('./pages/assets/MapViewPage.tsx').then(({ MapViewPage }) => <MapViewPage />),
    {
      icon: IconMap,
      parent: MANAGEMENT,
      order: 1,
      permissions: ASSETS_VIEW,
    },
  ),
  screen(
    'assetsList',
    P.assetsList,
    () => import('./pages/assets/AssetsListPage.tsx').then(({ AssetsListPage }) => <AssetsListPage />),
    {
      icon: IconList,
      parent: MANAGEMENT,
      order: 2,
      permissions: ASSETS_VIEW,
    },
  ),
  screen('assetsGroups', P.assetsGroups, () => catalogue('groups'), {
    icon: IconUsersGroup,
    parent: MANAGEMENT,
    order: 3,
    permissions: ASSETS_VIEW,
  }),
  screen(
    'groupsHistory',
    P.groupsHistory,
    () =>
      import('./pages/assets/GroupsHistoryPage.tsx').then(({ GroupsHistoryPage }) => <GroupsHistoryPage />),
    {
      icon: IconHistory,
      parent: MANAGEMENT,
      order: 4,
      permissions: ASSETS_VIEW,
    },
  ),
  screen(
    'assetsHistory',
    P.assetsHistory,
    () =>
      import('./pages/assets/AssetsHistoryPage.tsx').then(({ AssetsHistoryPage }) => <AssetsHistoryPage />),
    {
      icon: IconHistory,
      parent: MANAGEMENT,
      order: 5,
      permissions: ASSETS_VIEW,
    },
  ),
  screen('assetTypes', P.assetTypes, () => catalogue('types'), {
    icon: IconCategory,
    parent: MANAGEMENT,
    order: 6,
    permissions: [...KEYS.types.view, ...ASSETS_VIEW],
  }),
  screen(
    'assetMap',
    P.assetMap(':id'),
    () => import('./pages/assets/AssetMapPage.tsx').then(({ AssetMapPage }) => <AssetMapPage />),
    {
      permissions: ASSETS_VIEW,
    },
  ),
  screen(
    'assetDetails',
    P.assetDetails(':id'),
    () => import('./pages/assets/AssetDetailsPage.tsx').then(({ AssetDetailsPage }) => <AssetDetailsPage />),
    {
      permissions: ASSETS_VIEW,
    },
  ),
  screen(
    'geofence',
    P.geofence,
    () => import('./pages/GeofencePage.tsx').then(({ GeofencePage }) => <GeofencePage />),
    {
      icon: IconFence,
      parent: APP.id,
      order: 4,
      permissions: [...KEYS.zones.view, ...ASSETS_VIEW],
    },
  ),
  group('alarms', P.alarms, P.indoorLive, IconAlarm, 5, KEYS.alarms.view),
  screen('indoorLive', P.indoorLive, () => alarmsPage('indoor', false), {
    icon: IconAlertTriangle,
    parent: ALARMS,
    order: 1,
    permissions: KEYS.alarms.view,
  }),
  screen('indoorHistory', P.indoorHistory, () => alarmsPage('indoor', true), {
    icon: IconHistory,
    parent: ALARMS,
    order: 2,
    permissions: KEYS.alarms.view,
  }),
  screen('outdoorLive', P.outdoorLive, () => alarmsPage('outdoor', false), {
    icon: IconAlertTriangle,
    parent: ALARMS,
    order: 3,
    permissions: KEYS.alarms.view,
  }),
  screen('outdoorHistory', P.outdoorHistory, () => alarmsPage('outdoor', true), {
    icon: IconHistory,
    parent: ALARMS,
    order: 4,
    permissions: KEYS.alarms.view,
  }),
  screen(
    'notificationGroup',
    P.notificationGroup,
    () =>
      import('./pages/alarms/NotificationGroupPage.tsx').then(({ NotificationGroupPage }) => (
        <NotificationGroupPage />
      )),
    {
      icon: IconUsersGroup,
      parent: ALARMS,
      order: 5,
      permissions: KEYS.groups.view,
    },
  ),
  screen(
    'alarmSettings',
    P.alarmSettings,
    () =>
      import('./pages/alarms/AlarmSettingsPage.tsx').then(({ AlarmSettingsPage }) => <AlarmSettingsPage />),
    {
      icon: IconSettings,
      parent: ALARMS,
      order: 6,
      permissions: KEYS.settings.view,
    },
  ),
  group('facilities', P.facilities, P.facilitiesList, IconBuilding, 6, ASSETS_VIEW),
  screen(
    'facilitiesList',
    P.facilitiesList,
    () =>
      import('./pages/facilities/FacilitiesListPage.tsx').then(({ FacilitiesListPage }) => (
        <FacilitiesListPage />
      )),
    {
      icon: IconList,
      parent: 'asset-watch-facilities',
      order: 1,
      permissions: ASSETS_VIEW,
    },
  ),
  group('reports', P.reports, P.reportsList, IconFileAnalytics, 7, KEYS.reports.view),
  screen(
    'reportsList',
    P.reportsList,
    () => import('./pages/reports/ReportsListPage.tsx').then(({ ReportsListPage }) => <ReportsListPage />),
    {
      icon: IconList,
      parent: 'asset-watch-reports',
      order: 1,
      permissions: KEYS.reports.view,
    },
  ),
  screen(
    'createTemplate',
    P.createTemplate,
    () => import('./pages/reports/TemplateFormPage.tsx').then(({ TemplateFormPage }) => <TemplateFormPage />),
    {
      icon: IconFilePlus,
      parent: 'asset-watch-reports',
      order: 2,
      permissions: KEYS.reports.create,
    },
  ),
  screen(
    'updateTemplate',
    P.updateTemplate(':id'),
    () => import('./pages/reports/TemplateFormPage.tsx').then(({ TemplateFormPage }) => <TemplateFormPage />),
    {
      permissions: KEYS.reports.update,
    },
  ),
  screen(
    'reportsHistory',
    P.reportsHistory,
    () =>
      import('./pages/reports/ReportsHistoryPage.tsx').then(({ ReportsHistoryPage }) => (
        <ReportsHistoryPage />
      )),
    {
      icon: IconHistory,
      parent: 'asset-watch-reports',
      order: 3,
      permissions: KEYS.reports.view,
    },
  ),
  screen(
    'devicesHistory',
    P.devicesHistory,
    () =>
      import('./pages/devices/DevicesHistoryPage.tsx').then(({ DevicesHistoryPage }) => (
        <DevicesHistoryPage />
      )),
    {
      icon: IconHistory,
      parent: kitDevicesGroupId(APP),
      order: 4,
      permissions: KEYS.devices.view,
    },
  ),
];

/**
 * Spec §2 "Asset watch": every screen, each switched off by HIDE_ASSETMONITORING (A1); the kit's devices list
 * and the notification groups' editors come from the kit's route factories.
 */
export const assetWatchRoutes: AppRoute[] = [
  {
    id: APP.id,
    path: relative(P.root),
    loader: redirect(P.dashboard),
    element: null,
    handle: {
      label: label('app'),
      icon: APP.icon,
      container: 'applications',
      order: APP.order,
      permissions: AW_ANY_VIEW,
    },
  },
  ...screens,
  ...kitDeviceRoutes(APP),
  ...kitGroupRoutes(APP),
].map((route) => ({ ...route, handle: { ...route.handle, app: 'assetmonitoring' as const } }));
