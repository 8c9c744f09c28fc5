import alarms from './alarms.en.json';
import analysis from './analysis.en.json';
import en from './en.json';
import groups from './groups.en.json';
import templates from './templates.en.json';

/** The module's English namespace, fetched with the signed-in shell (index.ts). */
export default { ...en, ...templates, ...alarms, ...analysis, ...groups };
