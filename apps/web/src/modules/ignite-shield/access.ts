import { devices } from '@atrium/contracts';

export { useCan } from '../companies/access.ts';

/** The sensor-solution device keys of the catalogue (`p_swam_devices_<action>`, spec §6). */
export const swamDevicePermission = (action: devices.DeviceAction) =>
  devices.devicePermission('swam', action);

export const SWAM_DEVICES = {
  view: [swamDevicePermission('view')],
  install: [swamDevicePermission('install')],
  update: [swamDevicePermission('update')],
  control: [swamDevicePermission('control')],
  move: [swamDevicePermission('move')],
  transfer: [swamDevicePermission('transfer')],
  block: [swamDevicePermission('block')],
} as const;
