import { IconDoor } from '@tabler/icons-react';
import { defineKitApp } from '../../kit/app.ts';

/**
 * Metro Watch in the kit: `metrowatch` of the contracts' APPLICATIONS, at /metro-watch. A device row leads to
 * the A19 redirect `/metro-watch/devices/<deviceType>/device/<id>`, which picks the page of its kind.
 */
export const METRO_WATCH = defineKitApp('metrowatch', {
  id: 'metro-watch',
  ns: 'metro-watch',
  icon: IconDoor,
  order: 2,
  solutions: false,
  // A token row knows no type: `device` falls to the redirect's default (device-lock).
  devicePage: (paths, device) =>
    `${paths.devices}/${encodeURIComponent(device.type ?? 'device')}/device/${device.id}`,
});
