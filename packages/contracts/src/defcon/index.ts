/** Defcon (issue 18): panels, devices and their assignment; alarms, police and security companies. */

export * from './alarms.ts';
export * from './analysis.ts';
export * from './assignments.ts';
export * from './customers.ts';
export * from './panels.ts';
export * from './police.ts';
export * from './settings.ts';
