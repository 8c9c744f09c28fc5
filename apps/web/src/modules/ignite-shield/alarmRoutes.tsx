import { IconAlarm, IconAlertTriangle, IconHeartbeat, IconHistory, IconTimeline } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { ALARM_PERMISSIONS } from './components/alarms/access.ts';
import { ALARM_SCREENS, ALARMS_PATH } from './paths.ts';

const relative = (path: string) => path.replace(/^\//, '');
const ICONS = {
  operational: IconAlertTriangle,
  'operational-history': IconHistory,
  status: IconHeartbeat,
  'status-history': IconTimeline,
};

/** Spec §2 "Sensor solution app", alarms: operational, operational-history, status, status-history. */
export const alarmRoutes: AppRoute[] = [
  {
    id: 'ignite-shield-alarms',
    path: relative(ALARMS_PATH),
    loader: () => replace(`${ALARMS_PATH}/operational`),
    element: null,
    handle: {
      label: 'ignite-shield:alarms.nav.group',
      icon: IconAlarm,
      parent: 'ignite-shield',
      order: 4,
      permissions: ALARM_PERMISSIONS.view,
    },
  },
  ...ALARM_SCREENS.map(
    ({ segment, category, closed }, index): AppRoute => ({
      id: `ignite-shield-alarms-${segment}`,
      path: `${relative(ALARMS_PATH)}/${segment}`,
      lazy: () =>
        import('./pages/alarms/AlarmsPage.tsx').then(({ AlarmsPage }) => ({
          element: <AlarmsPage category={category} closed={closed} />,
        })),
      handle: {
        label: `ignite-shield:alarms.nav.${segment}`,
        icon: ICONS[segment],
        parent: 'ignite-shield-alarms',
        order: index + 1,
        permissions: ALARM_PERMISSIONS.view,
      },
    }),
  ),
];
