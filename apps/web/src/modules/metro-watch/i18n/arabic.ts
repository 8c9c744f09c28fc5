import access from './access.ar.json';
import devices from './devices.ar.json';
import kit from './kit.ar.json';

/** The module's Arabic namespace, fetched when Arabic is chosen. */
export default { ...kit, ...devices, ...access };
