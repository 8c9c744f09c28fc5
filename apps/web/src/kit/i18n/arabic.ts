import alarms from './alarms.ar.json';
import analysis from './analysis.ar.json';
import devices from './devices.ar.json';
import groups from './groups.ar.json';
import templates from './templates.ar.json';
import tracking from './tracking.ar.json';

/** The kit's Arabic namespace `kit`: the strings every application's kit screens share. */
export default { ...devices, ...templates, ...alarms, ...analysis, ...groups, ...tracking };
