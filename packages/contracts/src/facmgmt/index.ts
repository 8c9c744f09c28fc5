/**
 * Facility booking (issue 20, API prefix /facmgmt/api): buildings, groups of spaces, bookable spaces and their
 * layouts, reservations (calendar, recurrence, cancel) with their iCalendar feeds; visitors and their passes,
 * alarms, devices and the dashboard.
 */
export * from './alarms.ts';
export * from './buildings.ts';
export * from './dashboard.ts';
export * from './feeds.ts';
export * from './groups.ts';
export * from './layout.ts';
export * from './passes.ts';
export * from './recurrence.ts';
export * from './reservations.ts';
export * from './spaces.ts';
export * from './visitors.ts';
