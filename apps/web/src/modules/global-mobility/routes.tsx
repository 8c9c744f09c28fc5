import { IconBellCog, IconTemplate, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AppRoute } from '../../app/module.ts';
import { relative } from '../../kit/paths.ts';
import { kitAlarmRoutes, kitAppEntry, kitDeviceRoutes, kitSectionRoutes } from '../../kit/routes/index.ts';
import { lazyPage } from '../../kit/routes/lazyPage.tsx';
import { GM_ANY_VIEW, GM_KEYS as KEYS } from './access.ts';
import { GLOBAL_MOBILITY as APP } from './kitApp.ts';
import { GM_PATHS as P } from './paths.ts';

/** A page's chunk, loaded on first visit, rendered in the app's KitAppProvider (kit parts find their app). */
const page = (load: () => Promise<ReactNode>) => lazyPage(APP, load);
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
  kitAppEntry(APP, { landing: P.operationalAlarms, permissions: GM_ANY_VIEW }),
  // Alarms, order 1: what responders open first.
  ...kitAlarmRoutes(APP, { order: 1, screens: ['operational', 'status'] }),
  // Devices, order 2: the kit's list, a device's page.
  ...kitDeviceRoutes(APP, { order: 2, listOnly: true }),
  {
    path: `${relative(P.devices)}/details/:id`,
    lazy: page(() =>
      import('./pages/DeviceDetailsPage.tsx').then(({ DeviceDetailsPage }) => <DeviceDetailsPage />),
    ),
    handle: { label: 'kit:nav.device', permissions: KEYS.devices.view },
  },
  // Templates, order 3 (spec §2: list, create, copy/:id, edit/:id).
  ...kitSectionRoutes(APP, {
    id: 'gm-templates-list',
    label: 'kit:templates.nav',
    icon: IconTemplate,
    order: 3,
    permissions: KEYS.templates.view,
    path: P.templates,
    pagePath: P.templatesList,
    page: () =>
      import('../../kit/pages/templates/TemplatesListPage.tsx').then(({ TemplatesListPage }) => (
        <TemplatesListPage />
      )),
  }),
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
  ...kitSectionRoutes(APP, {
    id: 'gm-settings-list',
    label: 'gm:nav.settings',
    icon: IconBellCog,
    order: 4,
    permissions: KEYS.settings.view,
    path: P.settings,
    pagePath: P.settingsList,
    page: () => import('./pages/SettingsListPage.tsx').then(({ SettingsListPage }) => <SettingsListPage />),
  }),
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
  ...kitSectionRoutes(APP, {
    id: 'gm-staff-list',
    label: 'gm:nav.staff',
    icon: IconUsers,
    order: 5,
    permissions: KEYS.staff.view,
    path: P.staff,
    pagePath: P.staffList,
    page: () => import('./pages/StaffListPage.tsx').then(({ StaffListPage }) => <StaffListPage />),
  }),
];

/** Spec §2 "Global mobility": every screen, each switched off by HIDE_GM (A1). */
export const gmRoutes: AppRoute[] = routes.map((route) => ({
  ...route,
  handle: { ...route.handle, app: 'gm' },
}));
