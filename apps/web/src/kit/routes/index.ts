import type { AppRoute } from '../../app/module.ts';
import type { KitApp } from '../app.ts';
import { kitAlarmRoutes as alarmRoutes } from './alarmRoutes.tsx';
import { kitAnalysisRoutes as analysisRoutes } from './analysisRoutes.tsx';
import { kitDeviceRoutes as deviceRoutes } from './deviceRoutes.tsx';
import { kitGroupRoutes as groupRoutes } from './groupRoutes.tsx';
import { kitTemplateRoutes as templateRoutes } from './templateRoutes.tsx';

export { kitAnalysisGroupId } from './analysisRoutes.tsx';
export { kitDevicesGroupId } from './deviceRoutes.tsx';
export { kitAppEntry, kitSectionRoutes, redirectTo } from './sectionRoutes.tsx';

/**
 * Every route of an app that a deployment can switch off carries its `HIDE_*` flag (A1): the routes are flat,
 * so the guard and the sidebar see the flag on each, not only on the app's top entry.
 */
const hideable =
  <Options extends unknown[]>(factory: (app: KitApp, ...options: Options) => AppRoute[]) =>
  (app: KitApp, ...options: Options): AppRoute[] => {
    const routes = factory(app, ...options);
    const flag = app.def.hideFlag;
    if (flag === null) return routes;
    return routes.map((route) => ({ ...route, handle: { ...route.handle, app: flag } }));
  };

export const kitDeviceRoutes = hideable(deviceRoutes);
export const kitAlarmRoutes = hideable(alarmRoutes);
export const kitTemplateRoutes = hideable(templateRoutes);
export const kitGroupRoutes = hideable(groupRoutes);
export const kitAnalysisRoutes = hideable(analysisRoutes);
