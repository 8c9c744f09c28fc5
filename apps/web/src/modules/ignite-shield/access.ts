import { devicePermissionsOf } from '../../kit/access.ts';
import { IGNITE_SHIELD } from './app.ts';

export { useCan } from '../companies/access.ts';

/** The sensor-solution device keys of the catalogue (`p_swam_devices_<action>`, spec §6). */
export const SWAM_DEVICES = devicePermissionsOf(IGNITE_SHIELD);
