export * from './assets.ts';
export * from './common.ts';
export * from './gateways.ts';
export * from './geofences.ts';
export * from './geometry.ts';
export * from './layouts.ts';
export * from './shapes.ts';
export * from './structures.ts';
