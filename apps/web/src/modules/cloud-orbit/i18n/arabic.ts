import cloudOrbit from './cloud-orbit.en.json';

/**
 * Spec §1: cloud orbit's (rodent) pages do not support Arabic. They are shown in English, left to right,
 * whatever the chosen language (the routes' `noArabic` flag), so the Arabic namespace is the English one on
 * purpose: the sidebar entry reads the same in an Arabic sidebar, and no key is ever missing.
 */
export default cloudOrbit;
