import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { devicePermissionsOf } from '../../kit/access.ts';
import { relative } from '../../kit/paths.ts';
import {
  kitAlarmRoutes,
  kitAnalysisRoutes,
  kitDeviceRoutes,
  kitGroupRoutes,
  kitTemplateRoutes,
} from '../../kit/routes/index.ts';
import { METRO_WATCH } from './kitApp.ts';

const app = METRO_WATCH;

/**
 * Metro Watch's screens built from the application kit (spec §2 rows "as above"): the app's sidebar entry,
 * devices list, tokens and inventory (its devices group `metro-watch-devices`), alarms, templates, groups and
 * analysis. The entry's `app: 'metrowatch'` lets HIDE_METROWATCH switch off it and everything under it.
 */
export const metroWatchKitRoutes: AppRoute[] = [
  {
    id: app.id,
    path: relative(app.paths.root),
    loader: () => replace(app.paths.devicesList),
    element: null,
    handle: {
      label: 'metro-watch:nav.app',
      icon: app.icon,
      container: 'applications',
      order: app.order,
      app: 'metrowatch',
      permissions: devicePermissionsOf(app).view,
    },
  },
  ...kitDeviceRoutes(app),
  ...kitTemplateRoutes(app),
  ...kitAlarmRoutes(app),
  ...kitGroupRoutes(app),
  ...kitAnalysisRoutes(app),
];
