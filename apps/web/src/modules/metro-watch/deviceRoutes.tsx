import { metrowatch } from '@atrium/contracts';
import { IconCpu, IconLayoutDashboard } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { withKitApp } from '../../kit/KitAppContext.tsx';
import { relative } from '../../kit/paths.ts';
import { METRO_DEVICES } from './devices/access.ts';
import { METRO_DASHBOARD_PATH, METRO_DEVICES_PATH } from './devices/paths.ts';
import { METRO_WATCH } from './kitApp.ts';

const base = relative(METRO_DEVICES_PATH);
const handle = (label: string) =>
  ({
    label: `metro-watch:${label}`,
    icon: IconCpu,
    app: 'metrowatch',
    permissions: METRO_DEVICES.view,
  }) as const;

/** The tracker page of one kind: asset, external-tracking and personal-tracking devices share it. */
const trackerPage = (kind: 'asset' | 'external-tracking' | 'personal-tracking') => () =>
  import('./devices/pages/TrackerPage.tsx').then(({ TrackerPage }) => ({
    element: withKitApp(METRO_WATCH, <TrackerPage kind={kind} />),
  }));

/** Metro Watch's own device screens: dashboard, the A19 redirect and the per-type detail pages. */
export const metroWatchDeviceRoutes: AppRoute[] = [
  {
    id: 'metro-watch-devices-dashboard',
    path: relative(METRO_DASHBOARD_PATH),
    lazy: () =>
      import('./devices/pages/DashboardPage.tsx').then(({ DashboardPage }) => ({
        element: withKitApp(METRO_WATCH, <DashboardPage />),
      })),
    handle: {
      ...handle('devices.nav.dashboard'),
      icon: IconLayoutDashboard,
      parent: 'metro-watch-devices',
      // Spec §2's order: list, tokens, dashboard, inventory (the kit's entries are 1, 2 and 3).
      order: 2.5,
    },
  },
  {
    // A19: the device's type picks its page; the redirect keeps no history entry of its own.
    path: `${base}/:deviceType/device/:id`,
    loader: ({ params }) => replace(metrowatch.detailPath(params.deviceType ?? '', params.id ?? '')),
    element: null,
    handle: handle('devices.nav.device'),
  },
  {
    path: `${base}/device-lock/:id`,
    lazy: () =>
      import('./devices/pages/LockPage.tsx').then(({ LockPage }) => ({
        element: withKitApp(METRO_WATCH, <LockPage />),
      })),
    handle: handle('devices.kinds.device-lock'),
  },
  {
    path: `${base}/cold-storage/:id`,
    lazy: () =>
      import('./devices/pages/ColdStoragePage.tsx').then(({ ColdStoragePage }) => ({
        element: withKitApp(METRO_WATCH, <ColdStoragePage />),
      })),
    handle: handle('devices.kinds.cold-storage'),
  },
  { path: `${base}/asset/:id`, lazy: trackerPage('asset'), handle: handle('devices.kinds.asset') },
  {
    path: `${base}/external-tracking/:id`,
    lazy: trackerPage('external-tracking'),
    handle: handle('devices.kinds.external-tracking'),
  },
  {
    path: `${base}/personal-tracking/:id`,
    lazy: trackerPage('personal-tracking'),
    handle: handle('devices.kinds.personal-tracking'),
  },
];
