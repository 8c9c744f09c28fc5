import type { sparking } from '@atrium/contracts';

/** A state's badge colour (light badges that keep AA contrast) and its colour on the map. */
export const STATE_BADGE: Record<sparking.SpotState, string> = {
  free: 'green',
  occupied: 'red',
  closed: 'dark',
  unknown: 'gray',
};
export const STATE_FILL: Record<sparking.SpotState, string> = {
  free: '#2f9e44',
  occupied: '#e03131',
  closed: '#495057',
  unknown: '#f59f00',
};
