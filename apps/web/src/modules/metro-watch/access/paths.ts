/** Spec §2 "Metro Watch", access management and schedules (routes.tsv rows of `metro-watch`). */

export const METRO_WATCH_PATH = '/metro-watch';
export const USER_ACCESS_PATH = '/metro-watch/user-access';
export const CREDENTIALS_PATH = `${USER_ACCESS_PATH}/access`;
export const ONE_TIME_LINKS_PATH = `${USER_ACCESS_PATH}/onetime`;
export const oneTimeLinkPath = (token: string) => `${ONE_TIME_LINKS_PATH}/${encodeURIComponent(token)}`;
export const GRANT_ACCESS_PATH = '/metro-watch/grant-access';
export const ACCESSES_LIST_PATH = '/metro-watch/accesses-list';
export const accessesListPath = (tab: AccessesTab) => `${ACCESSES_LIST_PATH}/${tab}`;
export const CALENDAR_MODE_PATH = '/metro-watch/calendar-mode';
export const SCHEDULES_PATH = '/metro-watch/schedules';
export const SCHEDULES_LIST_PATH = `${SCHEDULES_PATH}/list`;
export const scheduleDetailsPath = (id: number | 'new') => `${SCHEDULES_PATH}/details/${id}`;
/** The public page of a one-time link (no sign-in). */
export const PUBLIC_ONE_TIME_PATH = '/metro-watch/one-time-access';
export const publicOneTimePath = (token: string) => `${PUBLIC_ONE_TIME_PATH}/${encodeURIComponent(token)}`;

/** The accesses-list tabs, in the order they show: the four types and the calendar. */
export const ACCESSES_TABS = [
  'fulltime',
  'scheduled',
  'public-temporary',
  'onetime',
  'calendar-mode',
] as const;
export type AccessesTab = (typeof ACCESSES_TABS)[number];

export const relative = (path: string) => path.replace(/^\//, '');
