import { IconShieldBolt } from '@tabler/icons-react';
import { defineKitApp } from '../../kit/app.ts';
import { CONTROL_UNIT_PATH, devicePath, METER_PATH } from './paths.ts';

/** The sensor-solution app in the kit: `swam` of the contracts' APPLICATIONS, at /ignite-shield. */
export const IGNITE_SHIELD = defineKitApp('swam', {
  id: 'ignite-shield',
  ns: 'ignite-shield',
  icon: IconShieldBolt,
  order: 1,
  solutions: true,
  // Meters and control units have their own pages (spec §2), other devices the list's.
  devicePage: (_paths, device) => {
    if (device.type === 'meter') return `${METER_PATH}/${device.id}`;
    if (device.type === 'control-unit') return `${CONTROL_UNIT_PATH}/${device.id}`;
    return devicePath(device.solution?.id ?? null, device.id);
  },
});
