import { devicePermissionsOf } from '../../../kit/access.ts';
import { METRO_WATCH } from '../kitApp.ts';

export { useCan } from '../../../kit/access.ts';

/** The Metro Watch device keys of the catalogue (`p_metrowatch_devices_<action>`, spec §6). */
export const METRO_DEVICES = devicePermissionsOf(METRO_WATCH);
