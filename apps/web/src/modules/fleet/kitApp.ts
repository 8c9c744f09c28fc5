import { IconTruck } from '@tabler/icons-react';
import { defineKitApp, type KitApp } from '../../kit/app.ts';
import { FLEET_PATHS } from './paths.ts';

const base = defineKitApp('fleet', {
  id: 'fleet',
  ns: 'fleet',
  icon: IconTruck,
  order: 4,
  solutions: false,
  // A tracker has no page of its own: its row opens the devices history on it (readings and logs).
  devicePage: (_paths, device) => FLEET_PATHS.deviceHistory(device.id),
});

/**
 * Fleet in the kit: `fleet` of the contracts' APPLICATIONS, at /fleet (its kit endpoints answer under
 * /api/fleet for devices of app fleet). Its device screens are `/fleet/devices/list` and `/history`.
 */
export const FLEET: KitApp = {
  ...base,
  paths: { ...base.paths, devices: FLEET_PATHS.devices, devicesList: FLEET_PATHS.devicesList },
};
