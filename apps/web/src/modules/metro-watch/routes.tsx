import type { AppRoute } from '../../app/module.ts';
import { metroWatchAccessRoutes } from './accessRoutes.tsx';
import { metroWatchDeviceRoutes } from './deviceRoutes.tsx';
import { metroWatchKitRoutes } from './kitRoutes.tsx';

/** Spec §2 "Metro Watch" (prefix /metro-watch): the kit's screens plus the app's own. */
export const metroWatchMainRoutes: AppRoute[] = [
  ...metroWatchKitRoutes,
  ...metroWatchDeviceRoutes,
  ...metroWatchAccessRoutes,
];
