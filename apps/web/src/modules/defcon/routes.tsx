import {
  IconAdjustmentsAlt,
  IconAlarm,
  IconAlertTriangle,
  IconBuildingCommunity,
  IconChartBar,
  IconCpu,
  IconHeartbeat,
  IconHistory,
  IconList,
  IconPlugConnected,
  IconRouter,
  IconTimeline,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AppRoute } from '../../app/module.ts';
import { relative } from '../../kit/paths.ts';
import {
  kitAppEntry,
  kitGroupRoutes,
  kitSectionRoutes,
  redirectTo as redirect,
} from '../../kit/routes/index.ts';
import { lazyPage } from '../../kit/routes/lazyPage.tsx';
import { DEFCON_ANY_VIEW, DEFCON_KEYS as KEYS } from './access.ts';
import { DEFCON } from './kitApp.ts';
import { DEFCON_PATHS as P } from './paths.ts';

/** A page's chunk, loaded on first visit, rendered in Defcon's KitAppProvider (kit parts find their app). */
const page = (load: () => Promise<ReactNode>) => lazyPage(DEFCON, load);

const alarmsPage = (kind: 'intrusion' | 'status', closed: boolean) =>
  page(() =>
    import('./pages/alarms/AlarmsPage.tsx').then(({ AlarmsPage }) => (
      <AlarmsPage key={`${kind}-${closed}`} kind={kind} closed={closed} />
    )),
  );
const localStationForm = (mode: 'create' | 'edit') =>
  page(() =>
    import('./pages/police/LocalStationFormPage.tsx').then(({ LocalStationFormPage }) => (
      <LocalStationFormPage key={mode} mode={mode} />
    )),
  );
const headQuarterForm = (mode: 'create' | 'edit') =>
  page(() =>
    import('./pages/police/HeadQuarterFormPage.tsx').then(({ HeadQuarterFormPage }) => (
      <HeadQuarterFormPage key={mode} mode={mode} />
    )),
  );
const customerForm = (mode: 'add' | 'edit') =>
  page(() =>
    import('./pages/customers/CustomerFormPage.tsx').then(({ CustomerFormPage }) => (
      <CustomerFormPage key={mode} mode={mode} />
    )),
  );

const routes: AppRoute[] = [
  kitAppEntry(DEFCON, { landing: P.intrusionAlarms, permissions: DEFCON_ANY_VIEW }),
  // Alarms (live and history), sidebar order 1.
  {
    id: 'defcon-alarms',
    path: relative(P.alarms),
    loader: redirect(P.intrusionAlarms),
    element: null,
    handle: {
      label: 'defcon:nav.alarms',
      icon: IconAlarm,
      parent: 'defcon',
      order: 1,
      permissions: KEYS.alarms.view,
      redirects: [P.panelList, P.deviceList, P.headQuarters, P.customerList],
    },
  },
  {
    id: 'defcon-alarms-intrusion',
    path: relative(P.intrusionAlarms),
    lazy: alarmsPage('intrusion', false),
    handle: {
      label: 'defcon:nav.intrusionAlarms',
      icon: IconAlertTriangle,
      parent: 'defcon-alarms',
      order: 1,
      permissions: KEYS.alarms.view,
      redirects: [P.panelList, P.deviceList, P.headQuarters, P.customerList],
    },
  },
  {
    id: 'defcon-alarms-intrusion-history',
    path: relative(P.intrusionHistory),
    lazy: alarmsPage('intrusion', true),
    handle: {
      label: 'defcon:nav.intrusionHistory',
      icon: IconHistory,
      parent: 'defcon-alarms',
      order: 2,
      permissions: KEYS.alarms.view,
    },
  },
  {
    id: 'defcon-alarms-status',
    path: relative(P.statusAlarms),
    lazy: alarmsPage('status', false),
    handle: {
      label: 'defcon:nav.statusAlarms',
      icon: IconHeartbeat,
      parent: 'defcon-alarms',
      order: 3,
      permissions: KEYS.alarms.view,
    },
  },
  {
    id: 'defcon-alarms-status-history',
    path: relative(P.statusHistory),
    lazy: alarmsPage('status', true),
    handle: {
      label: 'defcon:nav.statusHistory',
      icon: IconTimeline,
      parent: 'defcon-alarms',
      order: 4,
      permissions: KEYS.alarms.view,
    },
  },
  // Panels, order 2.
  ...kitSectionRoutes(DEFCON, {
    id: 'defcon-panels',
    label: 'defcon:nav.panels',
    icon: IconRouter,
    order: 2,
    permissions: KEYS.panels.view,
    path: P.panels,
    pagePath: P.panelList,
    page: () => import('./pages/panels/PanelsListPage.tsx').then(({ PanelsListPage }) => <PanelsListPage />),
  }),
  {
    path: `${relative(P.panels)}/details/:id`,
    lazy: page(() =>
      import('./pages/panels/PanelDetailsPage.tsx').then(({ PanelDetailsPage }) => <PanelDetailsPage />),
    ),
    handle: { label: 'defcon:panels.detailsTitle', permissions: KEYS.panels.view },
  },
  // Devices, order 3.
  {
    id: 'defcon-devices',
    path: relative(P.device),
    loader: redirect(P.deviceList),
    element: null,
    handle: {
      label: 'defcon:nav.devices',
      icon: IconCpu,
      parent: 'defcon',
      order: 3,
      permissions: KEYS.devices.view,
    },
  },
  {
    id: 'defcon-devices-list',
    path: relative(P.deviceList),
    lazy: page(() =>
      import('../../kit/pages/DevicesListPage.tsx').then(({ DevicesListPage }) => <DevicesListPage />),
    ),
    handle: {
      label: 'defcon:nav.deviceList',
      icon: IconList,
      parent: 'defcon-devices',
      order: 1,
      permissions: KEYS.devices.view,
    },
  },
  {
    id: 'defcon-devices-assign',
    path: relative(P.deviceAssign),
    lazy: page(() =>
      import('./pages/devices/DeviceAssignPage.tsx').then(({ DeviceAssignPage }) => <DeviceAssignPage />),
    ),
    handle: {
      label: 'defcon:nav.deviceAssign',
      icon: IconPlugConnected,
      parent: 'defcon-devices',
      order: 2,
      permissions: KEYS.devices.view,
    },
  },
  {
    path: `${relative(P.device)}/details/:id`,
    lazy: page(() =>
      import('./pages/devices/DeviceDetailsPage.tsx').then(({ DeviceDetailsPage }) => <DeviceDetailsPage />),
    ),
    handle: { label: 'defcon:devices.detailsTitle', permissions: KEYS.devices.view },
  },
  {
    path: `${relative(P.device)}/panel/:panelId/details/:id`,
    lazy: page(() =>
      import('./pages/devices/PanelDevicePage.tsx').then(({ PanelDevicePage }) => <PanelDevicePage />),
    ),
    handle: { label: 'defcon:devices.detailsTitle', permissions: KEYS.devices.view },
  },
  // Analysis, order 4.
  ...kitSectionRoutes(DEFCON, {
    id: 'defcon-analysis',
    label: 'defcon:nav.analysis',
    icon: IconChartBar,
    order: 4,
    permissions: KEYS.analysis,
    path: P.analysis,
    pagePath: P.dashboard,
    page: () => import('./pages/analysis/DashboardPage.tsx').then(({ DashboardPage }) => <DashboardPage />),
  }),
  // Security company: customers, order 5.
  {
    path: relative(P.securityCompany),
    loader: redirect(P.customerList),
    element: null,
    handle: { label: 'defcon:nav.customers', permissions: KEYS.customers.view },
  },
  ...kitSectionRoutes(DEFCON, {
    id: 'defcon-customers',
    label: 'defcon:nav.customers',
    icon: IconUsers,
    order: 5,
    permissions: KEYS.customers.view,
    path: P.customers,
    pagePath: P.customerList,
    page: () =>
      import('./pages/customers/CustomersListPage.tsx').then(({ CustomersListPage }) => (
        <CustomersListPage />
      )),
  }),
  {
    id: 'defcon-intrusion-settings',
    path: relative(P.intrusionSettings),
    lazy: page(() =>
      import('./pages/settings/IntrusionSettingsPage.tsx').then(({ IntrusionSettingsPage }) => (
        <IntrusionSettingsPage />
      )),
    ),
    handle: {
      label: 'defcon:nav.intrusionSettings',
      icon: IconAdjustmentsAlt,
      parent: 'defcon',
      order: 8,
      permissions: KEYS.settings.view,
    },
  },
  {
    path: relative(P.customerAdd),
    lazy: customerForm('add'),
    handle: { label: 'defcon:customers.addTitle', permissions: KEYS.customers.create },
  },
  {
    path: `${relative(P.customers)}/edit/:id`,
    lazy: customerForm('edit'),
    handle: { label: 'defcon:customers.editTitle', permissions: KEYS.customers.update },
  },
  // Groups (the kit's), order 6.
  ...kitGroupRoutes(DEFCON),
  // Police, order 7.
  {
    id: 'defcon-police',
    path: relative(P.police),
    loader: redirect(P.headQuarters),
    element: null,
    handle: {
      label: 'defcon:nav.police',
      icon: IconUserShield,
      parent: 'defcon',
      order: 7,
      permissions: KEYS.police.view,
    },
  },
  {
    id: 'defcon-police-hq',
    path: relative(P.headQuarters),
    lazy: page(() =>
      import('./pages/police/HeadQuartersPage.tsx').then(({ HeadQuartersPage }) => <HeadQuartersPage />),
    ),
    handle: {
      label: 'defcon:nav.headQuarters',
      icon: IconBuildingCommunity,
      parent: 'defcon-police',
      order: 1,
      permissions: KEYS.police.view,
    },
  },
  {
    id: 'defcon-police-local',
    path: relative(P.localStations),
    lazy: page(() =>
      import('./pages/police/LocalStationsPage.tsx').then(({ LocalStationsPage }) => <LocalStationsPage />),
    ),
    handle: {
      label: 'defcon:nav.localStations',
      icon: IconUserShield,
      parent: 'defcon-police',
      order: 2,
      permissions: KEYS.police.view,
    },
  },
  {
    path: `${relative(P.localStations)}/:id`,
    lazy: page(() =>
      import('./pages/police/LocalStationPage.tsx').then(({ LocalStationPage }) => <LocalStationPage />),
    ),
    handle: { label: 'defcon:police.stationTitle', permissions: KEYS.police.view },
  },
  {
    path: relative(P.createHeadQuarter),
    lazy: headQuarterForm('create'),
    handle: { label: 'defcon:police.createHqTitle', permissions: KEYS.police.create },
  },
  {
    path: `${relative(P.createHeadQuarter)}/:id`,
    lazy: headQuarterForm('edit'),
    handle: { label: 'defcon:police.editHqTitle', permissions: KEYS.police.update },
  },
  {
    path: `${relative(P.police)}/:hqId/create-local-quarter`,
    lazy: localStationForm('create'),
    handle: { label: 'defcon:police.createStationTitle', permissions: KEYS.police.create },
  },
  {
    path: `${relative(P.police)}/:hqId/edit-local-quarter/:id`,
    lazy: localStationForm('edit'),
    handle: { label: 'defcon:police.editStationTitle', permissions: KEYS.police.update },
  },
];

/**
 * Spec §2 "Defcon": every screen, each switched off by HIDE_DEFCON (A1) and shown in English, left to right,
 * whatever language is chosen (A4: the shell's `noArabic` route flag, see app/layouts/RootLayout.tsx).
 */
export const defconRoutes: AppRoute[] = routes.map((route) => ({
  ...route,
  handle: { ...route.handle, app: 'defcon', noArabic: true },
}));
