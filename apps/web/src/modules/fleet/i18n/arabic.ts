import fleet from './ar.json';
import dispatch from './dispatch.ar.json';
import reports from './reports.ar.json';

/** The module's Arabic namespace (fleet supports Arabic, right to left), shaped as english.ts. */
export default { ...fleet, dispatch, reports };
