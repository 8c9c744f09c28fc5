import alarms from './alarms.ar.json';
import analysis from './analysis.ar.json';
import ar from './ar.json';
import groups from './groups.ar.json';
import templates from './templates.ar.json';

/** The module's Arabic namespace, fetched when Arabic is chosen (index.ts). */
export default { ...ar, ...templates, ...alarms, ...analysis, ...groups };
