import { IconBox } from '@tabler/icons-react';
import { defineKitApp, type KitApp } from '../../kit/app.ts';
import { AW_PATHS } from './paths.ts';

const base = defineKitApp('asset', {
  id: 'asset-watch',
  ns: 'asset-watch',
  icon: IconBox,
  order: 8,
  solutions: false,
  // A tag has no page of its own: its row opens the devices history on it (readings and logs).
  devicePage: (_paths, device) => AW_PATHS.deviceHistoryOf(device.id),
});

/**
 * Asset watch in the kit: `asset` of the contracts' APPLICATIONS, at /asset-watch (its kit endpoints answer
 * under /asset-watch/api for devices of app asset: the 1201 LoRaWAN tags and 1202 GPS trackers).
 */
export const ASSET_WATCH: KitApp = {
  ...base,
  paths: { ...base.paths, devicesList: AW_PATHS.devicesList, alarms: AW_PATHS.alarms },
};
