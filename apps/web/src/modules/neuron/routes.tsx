import {
  IconActivity,
  IconBuilding,
  IconChartBar,
  IconHistory,
  IconKey,
  IconList,
  IconPlus,
  IconRouter,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { withKitApp } from '../../kit/KitAppContext.tsx';
import { relative } from '../../kit/paths.ts';
import { NEURON_KEYS as KEYS, NEURON_ANY_VIEW } from './access.ts';
import { NEURON } from './kitApp.ts';
import { NEURON_PATHS as P } from './paths.ts';

/** A page's chunk, loaded on first visit, rendered in Neuron's KitAppProvider. */
const page = (load: () => Promise<ReactNode>) => async () => ({ element: withKitApp(NEURON, await load()) });
const redirect = (to: string) => () => replace(to);

const accessForm = (mode: 'create' | 'update') =>
  page(() =>
    import('./pages/accesses/AccessFormPage.tsx').then(({ AccessFormPage }) => (
      <AccessFormPage key={mode} mode={mode} />
    )),
  );
const profilePage = (me: boolean) =>
  page(() =>
    import('./pages/residents/ResidentProfilePage.tsx').then(({ ResidentProfilePage }) => (
      <ResidentProfilePage key={String(me)} me={me} />
    )),
  );

const routes: AppRoute[] = [
  {
    id: 'neuron',
    path: relative(P.root),
    loader: redirect(P.liveLogs),
    element: null,
    handle: {
      label: 'neuron:nav.app',
      icon: NEURON.icon,
      container: 'applications',
      order: NEURON.order,
      permissions: NEURON_ANY_VIEW,
      redirects: [P.residentsList, P.edgeBoxes, P.accessList, P.dashboard],
    },
  },
  // Owner dashboard, order 1.
  {
    path: relative(P.owner),
    loader: redirect(P.dashboard),
    element: null,
    handle: { label: 'neuron:nav.dashboard', permissions: KEYS.analysis },
  },
  {
    id: 'neuron-dashboard',
    path: relative(P.dashboard),
    lazy: page(() =>
      import('./pages/dashboard/DashboardPage.tsx').then(({ DashboardPage }) => <DashboardPage />),
    ),
    handle: {
      label: 'neuron:nav.dashboard',
      icon: IconChartBar,
      parent: 'neuron',
      order: 1,
      permissions: KEYS.analysis,
    },
  },
  // Vehicle logs, order 2.
  {
    id: 'neuron-logs',
    path: relative(P.logs),
    loader: redirect(P.liveLogs),
    element: null,
    handle: {
      label: 'neuron:nav.logs',
      icon: IconActivity,
      parent: 'neuron',
      order: 2,
      permissions: KEYS.vehicleLogs.view,
    },
  },
  {
    id: 'neuron-logs-live',
    path: relative(P.liveLogs),
    lazy: page(() => import('./pages/logs/LiveLogsPage.tsx').then(({ LiveLogsPage }) => <LiveLogsPage />)),
    handle: {
      label: 'neuron:nav.liveLogs',
      icon: IconActivity,
      parent: 'neuron-logs',
      order: 1,
      permissions: KEYS.vehicleLogs.view,
      redirects: [P.residentsList, P.edgeBoxes, P.accessList, P.dashboard],
    },
  },
  {
    id: 'neuron-logs-history',
    path: relative(P.logsHistory),
    lazy: page(() =>
      import('./pages/logs/LogsHistoryPage.tsx').then(({ LogsHistoryPage }) => <LogsHistoryPage />),
    ),
    handle: {
      label: 'neuron:nav.logsHistory',
      icon: IconHistory,
      parent: 'neuron-logs',
      order: 2,
      permissions: KEYS.vehicleLogs.view,
    },
  },
  // Residents, order 3.
  {
    id: 'neuron-residents',
    path: relative(P.residents),
    loader: redirect(P.residentsList),
    element: null,
    handle: {
      label: 'neuron:nav.residents',
      icon: IconUsers,
      parent: 'neuron',
      order: 3,
      permissions: KEYS.residents.view,
    },
  },
  {
    id: 'neuron-residents-list',
    path: relative(P.residentsList),
    lazy: page(() =>
      import('./pages/residents/ResidentsListPage.tsx').then(({ ResidentsListPage }) => (
        <ResidentsListPage />
      )),
    ),
    handle: {
      label: 'neuron:nav.residentsList',
      icon: IconList,
      parent: 'neuron-residents',
      order: 1,
      permissions: KEYS.residents.view,
    },
  },
  // Before profile/:id, and React Router ranks the static segment first anyway: `me` is never an id.
  {
    id: 'neuron-residents-me',
    path: relative(P.profileMe),
    lazy: profilePage(true),
    handle: {
      label: 'neuron:nav.profileMe',
      icon: IconUserCircle,
      parent: 'neuron-residents',
      order: 2,
    },
  },
  {
    path: `${relative(P.residents)}/profile/:id`,
    lazy: profilePage(false),
    handle: { label: 'neuron:residents.profileTitle', permissions: KEYS.residents.view },
  },
  {
    id: 'neuron-residents-structures',
    path: relative(P.structures),
    lazy: page(() =>
      import('./pages/residents/StructuresPage.tsx').then(({ StructuresPage }) => <StructuresPage />),
    ),
    handle: {
      label: 'neuron:nav.structures',
      icon: IconBuilding,
      parent: 'neuron-residents',
      order: 3,
      permissions: KEYS.residents.view,
    },
  },
  // Edge boxes, order 4.
  {
    path: relative(P.boxes),
    loader: redirect(P.edgeBoxes),
    element: null,
    handle: { label: 'neuron:nav.boxes', permissions: KEYS.devices.view },
  },
  {
    id: 'neuron-boxes',
    path: relative(P.edgeBoxes),
    lazy: page(() =>
      import('./pages/boxes/EdgeBoxesPage.tsx').then(({ EdgeBoxesPage }) => <EdgeBoxesPage />),
    ),
    handle: {
      label: 'neuron:nav.boxes',
      icon: IconRouter,
      parent: 'neuron',
      order: 4,
      permissions: KEYS.devices.view,
    },
  },
  {
    path: `${relative(P.boxes)}/box-linked-devices/:boxId`,
    lazy: page(() =>
      import('./pages/boxes/BoxDevicesPage.tsx').then(({ BoxDevicesPage }) => <BoxDevicesPage />),
    ),
    handle: { label: 'neuron:boxes.devicesTitle', permissions: KEYS.devices.view },
  },
  // Accesses, order 5.
  {
    id: 'neuron-accesses',
    path: relative(P.accesses),
    loader: redirect(P.accessList),
    element: null,
    handle: {
      label: 'neuron:nav.accesses',
      icon: IconKey,
      parent: 'neuron',
      order: 5,
      permissions: KEYS.accesses.view,
    },
  },
  {
    id: 'neuron-accesses-list',
    path: relative(P.accessList),
    lazy: page(() =>
      import('./pages/accesses/AccessListPage.tsx').then(({ AccessListPage }) => <AccessListPage />),
    ),
    handle: {
      label: 'neuron:nav.accessList',
      icon: IconList,
      parent: 'neuron-accesses',
      order: 1,
      permissions: KEYS.accesses.view,
    },
  },
  {
    id: 'neuron-accesses-create',
    path: relative(P.createAccess),
    lazy: accessForm('create'),
    handle: {
      label: 'neuron:nav.createAccess',
      icon: IconPlus,
      parent: 'neuron-accesses',
      order: 2,
      permissions: KEYS.accesses.create,
    },
  },
  {
    path: relative(P.updateAccessRoute),
    lazy: accessForm('update'),
    handle: { label: 'neuron:accesses.updateTitle', permissions: KEYS.accesses.update },
  },
];

/**
 * Spec §2 "Neuron (anpr)": every screen, shown in English, left to right, whatever language is chosen (A4:
 * the shell's `noArabic` route flag, see app/layouts/RootLayout.tsx). ANPR has no `HIDE_*` flag.
 */
export const neuronRoutes: AppRoute[] = routes.map((route) => ({
  ...route,
  handle: { ...route.handle, noArabic: true },
}));
