import type { fleet } from '@atrium/contracts';

/**
 * The colour of each vehicle state, on the map and in the legend (Mantine palette names and their shade 7,
 * dark enough for white text and a 3:1 contrast against the map's light background).
 */
export const STATE_COLORS: Record<fleet.VehicleState, string> = {
  moving: 'green',
  idle: 'orange',
  stopped: 'red',
  offline: 'gray',
};
export const STATE_SHADE = 8;
