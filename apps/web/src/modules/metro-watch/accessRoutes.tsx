import {
  IconCalendarMonth,
  IconCalendarTime,
  IconDoorEnter,
  IconKey,
  IconListDetails,
  IconUserShield,
} from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute, RouteHandle } from '../../app/module.ts';
import { METRO_ACCESS } from './access/access.ts';
import {
  ACCESSES_LIST_PATH,
  ACCESSES_TABS,
  accessesListPath,
  CALENDAR_MODE_PATH,
  CREDENTIALS_PATH,
  GRANT_ACCESS_PATH,
  ONE_TIME_LINKS_PATH,
  relative,
  SCHEDULES_LIST_PATH,
  SCHEDULES_PATH,
  USER_ACCESS_PATH,
} from './access/paths.ts';

const GROUP = 'metro-watch-access';
const handle = (label: string, permissions: readonly string[] = METRO_ACCESS.view): RouteHandle => ({
  label: `metro-watch:access.${label}`,
  app: 'metrowatch',
  permissions,
});

const userAccessPage = () =>
  import('./access/pages/UserAccessPage.tsx').then(({ UserAccessPage }) => ({ Component: UserAccessPage }));
const accessesListPage = () =>
  import('./access/pages/AccessesListPage.tsx').then(({ AccessesListPage }) => ({
    Component: AccessesListPage,
  }));

/** Metro Watch access management: user access, grant access, access lists, calendar mode, schedules. */
export const metroWatchAccessRoutes: AppRoute[] = [
  {
    id: GROUP,
    path: relative(USER_ACCESS_PATH),
    loader: () => replace(CREDENTIALS_PATH),
    element: null,
    handle: { ...handle('nav.group'), icon: IconUserShield, parent: 'metro-watch', order: 20 },
  },
  {
    id: 'metro-watch-user-access',
    path: relative(CREDENTIALS_PATH),
    lazy: userAccessPage,
    handle: { ...handle('nav.userAccess'), icon: IconKey, parent: GROUP, order: 1 },
  },
  { path: relative(ONE_TIME_LINKS_PATH), lazy: userAccessPage, handle: handle('oneTime.title') },
  {
    path: `${relative(ONE_TIME_LINKS_PATH)}/:token`,
    lazy: () =>
      import('./access/pages/OneTimeLinkPage.tsx').then(({ OneTimeLinkPage }) => ({
        Component: OneTimeLinkPage,
      })),
    handle: handle('oneTime.detailsTitle'),
  },
  {
    id: 'metro-watch-grant-access',
    path: relative(GRANT_ACCESS_PATH),
    lazy: () =>
      import('./access/pages/GrantAccessPage.tsx').then(({ GrantAccessPage }) => ({
        Component: GrantAccessPage,
      })),
    handle: {
      ...handle('nav.grantAccess', METRO_ACCESS.grant),
      icon: IconDoorEnter,
      parent: GROUP,
      order: 2,
    },
  },
  {
    id: 'metro-watch-accesses-list',
    path: relative(ACCESSES_LIST_PATH),
    loader: () => replace(accessesListPath('fulltime')),
    element: null,
    handle: { ...handle('nav.accessesList'), icon: IconListDetails, parent: GROUP, order: 3 },
  },
  ...ACCESSES_TABS.map(
    (tab): AppRoute => ({
      path: relative(accessesListPath(tab)),
      lazy: accessesListPage,
      handle: handle(`tabs.${tab}`),
    }),
  ),
  {
    id: 'metro-watch-calendar-mode',
    path: relative(CALENDAR_MODE_PATH),
    lazy: () =>
      import('./access/pages/CalendarModePage.tsx').then(({ CalendarModePage }) => ({
        Component: CalendarModePage,
      })),
    handle: { ...handle('nav.calendarMode'), icon: IconCalendarMonth, parent: GROUP, order: 4 },
  },
  {
    path: relative(SCHEDULES_PATH),
    loader: () => replace(SCHEDULES_LIST_PATH),
    element: null,
    handle: handle('nav.schedules'),
  },
  {
    id: 'metro-watch-schedules',
    path: relative(SCHEDULES_LIST_PATH),
    lazy: () =>
      import('./access/pages/SchedulesListPage.tsx').then(({ SchedulesListPage }) => ({
        Component: SchedulesListPage,
      })),
    handle: { ...handle('nav.schedules'), icon: IconCalendarTime, parent: GROUP, order: 5 },
  },
  {
    path: `${relative(SCHEDULES_PATH)}/details/:id`,
    lazy: () =>
      import('./access/pages/ScheduleDetailsPage.tsx').then(({ ScheduleDetailsPage }) => ({
        Component: ScheduleDetailsPage,
      })),
    handle: handle('schedules.detailsTitle'),
  },
];
