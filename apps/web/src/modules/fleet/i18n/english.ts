import dispatch from './dispatch.en.json';
import fleet from './en.json';
import reports from './reports.en.json';

/** The module's English namespace: tracking at the top, dispatch and reports as `fleet:dispatch.*`, `fleet:reports.*`. */
export default { ...fleet, dispatch, reports };
