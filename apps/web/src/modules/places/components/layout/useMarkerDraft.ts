import type { places } from '@atrium/contracts';
import { useState } from 'react';
import { type DraftMarker, markerChanges, markerState, markersOf } from './markers.ts';

/**
 * The layout manager's unsaved work: markers as the user arranged them, and devices waiting in the tray.
 * A new version of the layout from the server (after a save) starts the draft over from it.
 */
export function useMarkerDraft(layout: places.Layout | undefined) {
  const saved = layout ? markersOf(layout) : [];
  const version = layout ? `${layout.id}:${layout.updatedAt}` : null;
  const [seen, setSeen] = useState(version);
  const [markers, setMarkers] = useState<DraftMarker[]>(saved);
  const [pending, setPending] = useState<string[]>([]);
  if (version !== seen) {
    setSeen(version);
    setMarkers(saved);
  }

  const changes = markerChanges(saved, markers);
  const dirty = changes.placed.length > 0 || changes.removed.length > 0;

  const place = (deviceId: string, point: { x: number; y: number }) => {
    setPending((current) => current.filter((id) => id !== deviceId));
    setMarkers((current) => {
      const existing = current.find((marker) => marker.deviceId === deviceId);
      if (existing) return current.map((m) => (m.deviceId === deviceId ? { ...m, ...point } : m));
      return [...current, { deviceId, spaceId: null, ...point }];
    });
  };

  return {
    saved,
    markers,
    pending,
    changes,
    dirty,
    stateOf: (marker: DraftMarker) => markerState(saved, marker),
    taken: (deviceId: string) =>
      pending.includes(deviceId) || markers.some((marker) => marker.deviceId === deviceId),
    wait: (deviceId: string) => setPending((current) => [...current, deviceId]),
    discard: (deviceId: string) => setPending((current) => current.filter((id) => id !== deviceId)),
    place,
    setSpace: (deviceId: string, spaceId: number | null) =>
      setMarkers((current) => current.map((m) => (m.deviceId === deviceId ? { ...m, spaceId } : m))),
    remove: (deviceId: string) => setMarkers((current) => current.filter((m) => m.deviceId !== deviceId)),
    reset: () => {
      setMarkers(saved);
      setPending([]);
    },
  };
}
