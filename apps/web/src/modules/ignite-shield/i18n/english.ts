import en from './en.json';

/** The module's English namespace: its sidebar label and its meter and control-unit pages (the rest is the kit's). */
export default en;
