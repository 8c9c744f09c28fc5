import { IconCalendarEvent } from '@tabler/icons-react';
import { defineKitApp, type KitApp } from '../../kit/app.ts';
import { FB_PATHS } from './paths.ts';

const base = defineKitApp('facility_booking', {
  id: 'facility-booking',
  ns: 'facility-booking',
  icon: IconCalendarEvent,
  order: 5,
  solutions: false,
  // Occupancy sensors and door controllers have no page of their own: a row opens their history.
  devicePage: (_paths, device) => FB_PATHS.deviceHistoryOf(device.id),
});

/**
 * Facility booking in the kit: `facility_booking` of the contracts' APPLICATIONS, at /facility-booking (its
 * kit endpoints answer under /facmgmt/api for devices of app facility_booking). Its device screens are
 * `/facility-booking/devices/device-list` and `/device-history`, its live alarms `alarms/alarms-list/live`.
 */
export const FACILITY_BOOKING: KitApp = {
  ...base,
  paths: {
    ...base.paths,
    devices: FB_PATHS.devices,
    devicesList: FB_PATHS.deviceList,
    alarms: FB_PATHS.alarms,
  },
};
