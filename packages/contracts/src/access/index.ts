/** Metro Watch access management (issue 17): credentials, schedules, accesses and the door decision. */
export * from './accesses.ts';
export * from './credentials.ts';
export * from './decision.ts';
export * from './occurrences.ts';
export * from './phone-key.ts';
export * from './public.ts';
export * from './schedules.ts';
export * from './time.ts';
