import ar from './ar.json';

/** The module's Arabic namespace: its sidebar label and its meter and control-unit pages (the rest is the kit's). */
export default ar;
