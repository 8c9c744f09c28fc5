import alarms from './alarms.en.json';
import analysis from './analysis.en.json';
import devices from './devices.en.json';
import groups from './groups.en.json';
import templates from './templates.en.json';
import tracking from './tracking.en.json';

/** The kit's English namespace `kit`: the strings every application's kit screens share. */
export default { ...devices, ...templates, ...alarms, ...analysis, ...groups, ...tracking };
