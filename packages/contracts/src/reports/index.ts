/**
 * Reports (issue 23): saved, scheduled, bilingual PDF and CSV reports over the sources applications offer
 * (alarm handling, device readings, access events, orders), their receptors and runs, and the print data of
 * the report generator's `dynamic-reports` view.
 */

export * from './print-paths.ts';
export * from './reports.ts';
export * from './schedule.ts';
export * from './sources.ts';
