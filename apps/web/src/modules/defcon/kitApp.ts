import { IconShieldLock } from '@tabler/icons-react';
import { defineKitApp, type KitApp } from '../../kit/app.ts';
import { DEFCON_PATHS } from './paths.ts';

const base = defineKitApp('defcon', {
  id: 'defcon',
  ns: 'defcon',
  icon: IconShieldLock,
  order: 3,
  solutions: false,
  // A panel has its own page; its detectors, contacts and sirens the device page.
  devicePage: (_paths, device) =>
    device.type === 'alarm-panel'
      ? DEFCON_PATHS.panelDetails(device.id)
      : DEFCON_PATHS.deviceDetails(device.id),
});

/**
 * Defcon in the kit: `defcon` of the contracts' APPLICATIONS, at /defcon. Its device screens are at
 * `/defcon/device/...` (spec §2), so the kit's back links to the devices list lead there.
 */
export const DEFCON: KitApp = {
  ...base,
  paths: { ...base.paths, devices: DEFCON_PATHS.device, devicesList: DEFCON_PATHS.deviceList },
};
