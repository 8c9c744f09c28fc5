import { IconAlarm, IconAlertTriangle, IconHeartbeat, IconHistory, IconTimeline } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute, RouteHandle } from '../../app/module.ts';
import { alarmPermissionsOf } from '../access.ts';
import type { KitApp } from '../app.ts';
import { ALARM_SCREENS, relative } from '../paths.ts';
import { lazyPage } from './lazyPage.tsx';

const ICONS = {
  operational: IconAlertTriangle,
  'operational-history': IconHistory,
  status: IconHeartbeat,
  'status-history': IconTimeline,
};

type AlarmScreen = (typeof ALARM_SCREENS)[number]['segment'];

export interface KitAlarmOptions {
  /** The group's position under the app's entry. */
  order?: number;
  /** The screens the app has (spec §2), in the kit's order; all four unless said. */
  screens?: readonly AlarmScreen[];
  /** What a screen's handle needs besides the alarms' view key (A40: cloud orbit's operational key). */
  handles?: Partial<Record<AlarmScreen, Partial<RouteHandle>>>;
}

/** Spec §2, an app's alarms: operational, operational-history, status, status-history. */
export function kitAlarmRoutes(app: KitApp, options: KitAlarmOptions = {}): AppRoute[] {
  const { order = 4, screens, handles = {} } = options;
  const { alarms } = app.paths;
  const VIEW = alarmPermissionsOf(app).view;
  const group = `${app.id}-alarms`;
  const shown = ALARM_SCREENS.filter(({ segment }) => screens?.includes(segment) ?? true);
  return [
    {
      id: group,
      path: relative(alarms),
      loader: () => replace(`${alarms}/operational`),
      element: null,
      handle: { label: 'kit:alarms.nav.group', icon: IconAlarm, parent: app.id, order, permissions: VIEW },
    },
    ...shown.map(
      ({ segment, category, closed }, index): AppRoute => ({
        id: `${group}-${segment}`,
        path: `${relative(alarms)}/${segment}`,
        lazy: lazyPage(app, () =>
          import('../pages/alarms/AlarmsPage.tsx').then(({ AlarmsPage }) => (
            <AlarmsPage category={category} closed={closed} />
          )),
        ),
        handle: {
          label: `kit:alarms.nav.${segment}`,
          icon: ICONS[segment],
          parent: group,
          order: index + 1,
          permissions: VIEW,
          ...handles[segment],
        },
      }),
    ),
  ];
}
