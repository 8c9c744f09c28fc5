import { IconBug } from '@tabler/icons-react';
import { defineKitApp, type KitApp } from '../../kit/app.ts';
import type { GroupTab } from '../../kit/paths.ts';
import { CO_PATHS } from './paths.ts';

const base = defineKitApp('rodent', {
  id: 'cloud-orbit',
  ns: 'cloud-orbit',
  icon: IconBug,
  order: 7,
  solutions: false,
  devicePage: (_paths, device) => CO_PATHS.deviceDetails(device.id),
});

/**
 * Cloud orbit in the kit: `rodent` of the contracts' APPLICATIONS, at /cloud-orbit (its kit endpoints answer
 * under /rodent for devices of app rodent). Spec §2 puts its groups list at `groups/main`.
 */
export const CLOUD_ORBIT: KitApp = {
  ...base,
  paths: {
    ...base.paths,
    devices: CO_PATHS.devices,
    devicesList: CO_PATHS.deviceList,
    alarms: CO_PATHS.alarms,
    groupsList: CO_PATHS.groupsMain,
    groupsListTab: (tab: GroupTab) => `${CO_PATHS.groupsMain}?tab=${tab}`,
  },
};
