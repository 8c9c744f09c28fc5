export * from './alarms.ts';
export * from './events.ts';
export * from './info.ts';
export * from './kit.ts';
export * from './rules.ts';
export * from './templates.ts';
