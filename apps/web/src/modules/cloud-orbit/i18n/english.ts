import cloudOrbit from './cloud-orbit.en.json';

/** The module's English namespace, fetched with the signed-in shell (index.ts). */
export default cloudOrbit;
