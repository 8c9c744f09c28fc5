import neuron from './neuron.en.json';

/**
 * A4 (spec §1): ANPR pages do not support Arabic. They are shown in English, left to right, whatever the
 * chosen language (the routes' `noArabic` flag), so the Arabic namespace is the English one on purpose: the
 * sidebar entry "Neuron" reads the same in an Arabic sidebar, and no key is ever missing.
 */
export default neuron;
