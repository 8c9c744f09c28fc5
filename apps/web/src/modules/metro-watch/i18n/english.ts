import access from './access.en.json';
import devices from './devices.en.json';
import kit from './kit.en.json';

/** The module's English namespace, fetched with the signed-in shell (index.ts). */
export default { ...kit, ...devices, ...access };
