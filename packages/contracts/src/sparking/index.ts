/** Issue 21, smart parking (API prefix /sparking/api): locations, spots and their states, occupancy. */

export * from './common.ts';
export * from './dashboard.ts';
export * from './locations.ts';
export * from './spots.ts';
export * from './states.ts';
