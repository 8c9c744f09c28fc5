import {
  IconAlarm,
  IconAlertTriangle,
  IconBellCog,
  IconCpu,
  IconHeartbeat,
  IconList,
  IconTemplate,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { relative } from '../../kit/paths.ts';
import { lazyPage } from '../../kit/routes/lazyPage.tsx';
import { GM_ANY_VIEW, GM_KEYS as KEYS } from './access.ts';
import { GLOBAL_MOBILITY as APP } from './kitApp.ts';
import { GM_PATHS as P } from './paths.ts';

/** A page's chunk, loaded on first visit, rendered in the app's KitAppProvider (kit parts find their app). */
const page = (load: () => Promise<ReactNode>) => lazyPage(APP, load);
const redirect = (to: string) => () => replace(to);
const alarmsPage = (category: 'operational' | 'status') =>
  page(() =>
    import('../../kit/pages/alarms/AlarmsPage.tsx').then(({ AlarmsPage }) => (
      <AlarmsPage key={category} category={category} closed={false} />
    )),
  );
const templateEditor = (mode: 'create' | 'copy' | 'edit') =>
  page(() =>
    import('../../kit/pages/templates/TemplateEditorPage.tsx').then(({ TemplateEditorPage }) => (
      <TemplateEditorPage mode={mode} />
    )),
  );
const settingForm = (mode: 'create' | 'edit') =>
  page(() =>
    import('./pages/SettingFormPage.tsx').then(({ SettingFormPage }) => <SettingFormPage mode={mode} />),
  );

const routes: AppRoute[] = [
  {
    id: 'gm',
    path: relative(P.root),
    loader: redirect(P.operationalAlarms),
    element: null,
    handle: {
      label: 'gm:nav.app',
      icon: APP.icon,
      container: 'applications',
      order: APP.order,
      permissions: GM_ANY_VIEW,
    },
  },
  // Alarms, order 1: what responders open first.
  {
    id: 'gm-alarms',
    path: relative(P.alarms),
    loader: redirect(P.operationalAlarms),
    element: null,
    handle: {
      label: 'kit:alarms.nav.group',
      icon: IconAlarm,
      parent: 'gm',
      order: 1,
      permissions: KEYS.alarms.view,
    },
  },
  {
    id: 'gm-alarms-operational',
    path: relative(P.operationalAlarms),
    lazy: alarmsPage('operational'),
    handle: {
      label: 'kit:alarms.nav.operational',
      icon: IconAlertTriangle,
      parent: 'gm-alarms',
      order: 1,
      permissions: KEYS.alarms.view,
    },
  },
  {
    id: 'gm-alarms-status',
    path: relative(P.statusAlarms),
    lazy: alarmsPage('status'),
    handle: {
      label: 'kit:alarms.nav.status',
      icon: IconHeartbeat,
      parent: 'gm-alarms',
      order: 2,
      permissions: KEYS.alarms.view,
    },
  },
  // Devices, order 2: the kit's list, a device's page.
  {
    id: 'gm-devices',
    path: relative(P.devices),
    loader: redirect(P.deviceList),
    element: null,
    handle: {
      label: 'kit:nav.devices',
      icon: IconCpu,
      parent: 'gm',
      order: 2,
      permissions: KEYS.devices.view,
    },
  },
  {
    id: 'gm-devices-list',
    path: relative(P.deviceList),
    lazy: page(() =>
      import('../../kit/pages/DevicesListPage.tsx').then(({ DevicesListPage }) => <DevicesListPage />),
    ),
    handle: {
      label: 'kit:nav.list',
      icon: IconList,
      parent: 'gm-devices',
      order: 1,
      permissions: KEYS.devices.view,
    },
  },
  {
    path: `${relative(P.devices)}/details/:id`,
    lazy: page(() =>
      import('./pages/DeviceDetailsPage.tsx').then(({ DeviceDetailsPage }) => <DeviceDetailsPage />),
    ),
    handle: { label: 'kit:nav.device', permissions: KEYS.devices.view },
  },
  // Templates, order 3 (spec §2: list, create, copy/:id, edit/:id).
  {
    path: relative(P.templates),
    loader: redirect(P.templatesList),
    element: null,
    handle: { label: 'kit:templates.nav', permissions: KEYS.templates.view },
  },
  {
    id: 'gm-templates-list',
    path: relative(P.templatesList),
    lazy: page(() =>
      import('../../kit/pages/templates/TemplatesListPage.tsx').then(({ TemplatesListPage }) => (
        <TemplatesListPage />
      )),
    ),
    handle: {
      label: 'kit:templates.nav',
      icon: IconTemplate,
      parent: 'gm',
      order: 3,
      permissions: KEYS.templates.view,
    },
  },
  {
    path: relative(P.templateCreate),
    lazy: templateEditor('create'),
    handle: { label: 'kit:templates.titles.create', permissions: KEYS.templates.create },
  },
  {
    path: `${relative(P.templates)}/copy/:id`,
    lazy: templateEditor('copy'),
    handle: { label: 'kit:templates.titles.copy', permissions: KEYS.templates.create },
  },
  {
    path: `${relative(P.templates)}/edit/:id`,
    lazy: templateEditor('edit'),
    handle: { label: 'kit:templates.titles.edit', permissions: KEYS.templates.update },
  },
  // Notification settings, order 4.
  {
    path: relative(P.settings),
    loader: redirect(P.settingsList),
    element: null,
    handle: { label: 'gm:nav.settings', permissions: KEYS.settings.view },
  },
  {
    id: 'gm-settings-list',
    path: relative(P.settingsList),
    lazy: page(() =>
      import('./pages/SettingsListPage.tsx').then(({ SettingsListPage }) => <SettingsListPage />),
    ),
    handle: {
      label: 'gm:nav.settings',
      icon: IconBellCog,
      parent: 'gm',
      order: 4,
      permissions: KEYS.settings.view,
    },
  },
  {
    path: relative(P.settingCreate),
    lazy: settingForm('create'),
    handle: { label: 'gm:settings.createTitle', permissions: KEYS.settings.create },
  },
  {
    path: `${relative(P.settings)}/edit/:id`,
    lazy: settingForm('edit'),
    handle: { label: 'gm:settings.editTitle', permissions: KEYS.settings.update },
  },
  // Staff management, order 5.
  {
    path: relative(P.staff),
    loader: redirect(P.staffList),
    element: null,
    handle: { label: 'gm:nav.staff', permissions: KEYS.staff.view },
  },
  {
    id: 'gm-staff-list',
    path: relative(P.staffList),
    lazy: page(() => import('./pages/StaffListPage.tsx').then(({ StaffListPage }) => <StaffListPage />)),
    handle: { label: 'gm:nav.staff', icon: IconUsers, parent: 'gm', order: 5, permissions: KEYS.staff.view },
  },
];

/** Spec §2 "Global mobility": every screen, each switched off by HIDE_GM (A1). */
export const gmRoutes: AppRoute[] = routes.map((route) => ({
  ...route,
  handle: { ...route.handle, app: 'gm' },
}));
