export * from './geometry.ts';
export * from './shapes.ts';
