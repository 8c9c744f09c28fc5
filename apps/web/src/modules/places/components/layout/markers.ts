import type { places } from '@atrium/contracts';

/** A device marker as the layout manager edits it: x and y are fractions of the plan from its top-left. */
export interface DraftMarker {
  deviceId: string;
  spaceId: number | null;
  x: number;
  y: number;
}

export type MarkerState = 'new' | 'moved' | 'saved';

export const markersOf = (layout: places.Layout): DraftMarker[] =>
  layout.devices.map(({ deviceId, spaceId, x, y }) => ({ deviceId, spaceId, x, y }));

/** A position kept within the plan, to 4 decimals (a tenth of a pixel on a 1000-pixel plan). */
export const fraction = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;

const differs = (a: DraftMarker, b: DraftMarker) => a.x !== b.x || a.y !== b.y || a.spaceId !== b.spaceId;

export function markerState(saved: readonly DraftMarker[], marker: DraftMarker): MarkerState {
  const before = saved.find((candidate) => candidate.deviceId === marker.deviceId);
  if (!before) return 'new';
  return differs(before, marker) ? 'moved' : 'saved';
}

/** What a save must send: markers taken off (delete-device) and markers placed or moved (add-device). */
export function markerChanges(saved: readonly DraftMarker[], draft: readonly DraftMarker[]) {
  const kept = new Set(draft.map((marker) => marker.deviceId));
  return {
    removed: saved.filter((marker) => !kept.has(marker.deviceId)),
    placed: draft.filter((marker) => markerState(saved, marker) !== 'saved'),
  };
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a dragged item's centre lands on the plan, as fractions of it. */
export const dropPoint = (item: Box, plan: Box) => ({
  x: fraction((item.left + item.width / 2 - plan.left) / plan.width),
  y: fraction((item.top + item.height / 2 - plan.top) / plan.height),
});
