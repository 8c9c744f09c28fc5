import { IconParking } from '@tabler/icons-react';
import { defineKitApp } from '../../kit/app.ts';
import { SP_PATHS } from './paths.ts';

/**
 * Smart parking in the kit: `smart_parking` of the contracts' APPLICATIONS, at /smart-parking (its kit
 * endpoints answer under /sparking/api for devices of app smart_parking). A sensor's row opens its history.
 */
export const SMART_PARKING = defineKitApp('smart_parking', {
  id: 'smart-parking',
  ns: 'smart-parking',
  icon: IconParking,
  order: 9,
  solutions: false,
  devicePage: (_paths, device) => SP_PATHS.deviceHistoryOf(device.id),
});
