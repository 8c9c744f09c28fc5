import { METRO_WATCH } from '../kitApp.ts';

/** Spec §2 "Metro Watch": the device screens of /metro-watch (the detail pages: `metrowatch.detailPath`). */
export const METRO_DEVICES_PATH = METRO_WATCH.paths.devices;
export const METRO_DASHBOARD_PATH = `${METRO_DEVICES_PATH}/dashboard`;
