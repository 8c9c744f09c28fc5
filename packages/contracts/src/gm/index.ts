/** Issue 22, global mobility (API prefix /gm): notification settings with escalation, staff management. */
export * from './endpoints.ts';
export * from './settings.ts';
export * from './staff.ts';
