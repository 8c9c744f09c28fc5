import { analysisPermissionOf, devicePermissionsOf } from '../../kit/access.ts';
import { SMART_PARKING } from './kitApp.ts';

const of = (action: string) => [`p_smart_parking_locations_${action}`] as const;

/** Smart parking's keys of the catalogue (spec §6, `p_smart_parking_*`), by screen. */
export const SP_KEYS = {
  devices: devicePermissionsOf(SMART_PARKING),
  analysis: analysisPermissionOf(SMART_PARKING),
  locations: { view: of('view'), create: of('create'), update: of('update'), delete: of('delete') },
} as const;

/** Whoever sees any smart parking screen sees the app's entry. */
export const SP_ANY_VIEW = [...SP_KEYS.locations.view, ...SP_KEYS.devices.view, ...SP_KEYS.analysis];
