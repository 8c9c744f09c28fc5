import type { fleet } from '@atrium/contracts';

type VehicleState = fleet.VehicleState;

/** A vehicle where the map draws it (container pixels). */
export interface ScreenPoint {
  id: number;
  x: number;
  y: number;
  state: VehicleState;
}

/** Vehicles drawn as one mark: where (their centroid), how many, and of which states. */
export interface Cluster {
  x: number;
  y: number;
  count: number;
  ids: number[];
  /** The most common state among them (ties: the more urgent, `STATE_PRIORITY` order). */
  state: VehicleState;
  counts: Record<VehicleState, number>;
}

/** Ties between states go to the one a dispatcher looks at first. */
export const STATE_PRIORITY: readonly VehicleState[] = ['moving', 'idle', 'stopped', 'offline'];

/** From this zoom on every vehicle is drawn on its own (a street: clusters would hide which is which). */
export const CLUSTER_MAX_ZOOM = 16;

function dominant(counts: Record<VehicleState, number>): VehicleState {
  let best: VehicleState = 'moving';
  for (const state of STATE_PRIORITY) if (counts[state] > counts[best]) best = state;
  return best;
}

/**
 * Groups points that fall in the same square of `cellPx` pixels (a grid, O(n): thousands of vehicles per
 * redraw). `cellPx` 0 keeps every point on its own.
 */
export function clusterPoints(points: readonly ScreenPoint[], cellPx: number): Cluster[] {
  const cells = new Map<string, Cluster & { sumX: number; sumY: number }>();
  const clusters: Cluster[] = [];
  for (const point of points) {
    if (cellPx <= 0) {
      const counts = { moving: 0, idle: 0, stopped: 0, offline: 0 };
      counts[point.state] = 1;
      clusters.push({ x: point.x, y: point.y, count: 1, ids: [point.id], state: point.state, counts });
      continue;
    }
    const key = `${Math.floor(point.x / cellPx)}:${Math.floor(point.y / cellPx)}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = {
        x: 0,
        y: 0,
        sumX: 0,
        sumY: 0,
        count: 0,
        ids: [],
        state: point.state,
        counts: { moving: 0, idle: 0, stopped: 0, offline: 0 },
      };
      cells.set(key, cell);
    }
    cell.sumX += point.x;
    cell.sumY += point.y;
    cell.count += 1;
    cell.ids.push(point.id);
    cell.counts[point.state] += 1;
  }
  for (const { sumX, sumY, ...cell } of cells.values())
    clusters.push({ ...cell, x: sumX / cell.count, y: sumY / cell.count, state: dominant(cell.counts) });
  return clusters;
}

/** The mark under a pixel: the last drawn (topmost) whose circle holds it. */
export function hitTest<T extends { x: number; y: number; radius: number }>(
  marks: readonly T[],
  x: number,
  y: number,
): T | null {
  for (let index = marks.length - 1; index >= 0; index -= 1) {
    const mark = marks[index] as T;
    const dx = mark.x - x;
    const dy = mark.y - y;
    if (dx * dx + dy * dy <= mark.radius * mark.radius) return mark;
  }
  return null;
}

/** A cluster's circle grows with the logarithm of its size. */
export const clusterRadius = (count: number) =>
  count === 1 ? 8 : Math.min(28, 13 + Math.round(Math.log10(count) * 6));
