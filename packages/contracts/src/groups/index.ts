export * from './common.ts';
export * from './memberships.ts';
export * from './notification-groups.ts';
export * from './permission-groups.ts';
export * from './scheduler.ts';
