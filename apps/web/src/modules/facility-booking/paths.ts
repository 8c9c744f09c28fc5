/**
 * Spec §2 "Facility booking" (prefix /facility-booking): every screen's path of routes.tsv, written once. The
 * kit's screens used here are the live alarm list and the devices list and history.
 */
const root = '/facility-booking';
const analysis = `${root}/analysis`;
const reservations = `${root}/reservations`;
const building = `${root}/building`;
const visitors = `${root}/visitors`;
const alarms = `${root}/alarms`;
const devices = `${root}/devices`;

export const FB_PATHS = {
  root,
  analysis,
  dashboard: `${analysis}/dashboard`,
  reservations,
  reservationsList: `${reservations}/list`,
  calendar: `${reservations}/calendar`,
  /** The calendar of a building opened on the week of a day (YYYY-MM-DD). */
  calendarOn: (date: string, buildingId: number) =>
    `${reservations}/calendar?date=${date}&building=${buildingId}`,
  reserve: `${reservations}/reserve`,
  integration: `${reservations}/integration`,
  /** A reservation's details open in a drawer over the list (`?reservation=`). */
  reservation: (id: number | string) => `${reservations}/list?reservation=${id}`,
  building,
  buildingList: `${building}/list`,
  buildingDetails: (id: number | string) => `${building}/details/${id}`,
  group: (id: number | string) => `${building}/group/${id}`,
  visitors,
  visitorsList: `${visitors}/list`,
  alarms,
  alarmsLive: `${alarms}/alarms-list/live`,
  devices,
  deviceList: `${devices}/device-list`,
  deviceHistory: `${devices}/device-history`,
  /** One device's readings and logs: the history page opened on it. */
  deviceHistoryOf: (id: number | string) => `${devices}/device-history?deviceId=${id}`,
} as const;

/** A page's record id from the address: a positive whole number, else 0 (which loads nothing). */
export const idParam = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0);
