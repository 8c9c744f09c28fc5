/** Issue 22: the integrator's management desk (API prefix /management). */
export * from './endpoints.ts';
export * from './rules.ts';
