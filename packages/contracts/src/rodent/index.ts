/** Issue 21, cloud orbit (API prefix /rodent): stations and traps, their events, visits, dashboard. */
export * from './endpoints.ts';
export * from './rules.ts';
