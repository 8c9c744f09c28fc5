import { IconAlarm, IconAlertTriangle, IconHeartbeat, IconHistory, IconTimeline } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
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

/** Spec §2, an app's alarms: operational, operational-history, status, status-history. */
export function kitAlarmRoutes(app: KitApp): AppRoute[] {
  const { alarms } = app.paths;
  const VIEW = alarmPermissionsOf(app).view;
  const group = `${app.id}-alarms`;
  return [
    {
      id: group,
      path: relative(alarms),
      loader: () => replace(`${alarms}/operational`),
      element: null,
      handle: { label: 'kit:alarms.nav.group', icon: IconAlarm, parent: app.id, order: 4, permissions: VIEW },
    },
    ...ALARM_SCREENS.map(
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
        },
      }),
    ),
  ];
}
