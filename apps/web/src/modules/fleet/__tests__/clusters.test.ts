import { describe, expect, test } from 'vitest';
import { clusterPoints, clusterRadius, hitTest, type ScreenPoint } from '../components/live/clusters.ts';

const point = (id: number, x: number, y: number, state: ScreenPoint['state'] = 'moving'): ScreenPoint => ({
  id,
  x,
  y,
  state,
});

describe('[FLEET][LIVE] clustering on a pixel grid', () => {
  test('points in one cell make one cluster at their centroid, coloured by the most common state', () => {
    const clusters = clusterPoints(
      [
        point(1, 10, 10, 'idle'),
        point(2, 30, 20, 'idle'),
        point(3, 20, 30, 'moving'),
        point(4, 200, 200, 'offline'),
      ],
      56,
    );
    expect(clusters).toHaveLength(2);
    const group = clusters.find((cluster) => cluster.count === 3);
    expect(group).toMatchObject({ x: 20, y: 20, state: 'idle', ids: [1, 2, 3] });
    expect(group?.counts).toEqual({ moving: 1, idle: 2, stopped: 0, offline: 0 });
    expect(clusters.find((cluster) => cluster.count === 1)).toMatchObject({ ids: [4], state: 'offline' });
  });

  test('a tie goes to the more urgent state; cell 0 keeps every point apart', () => {
    const [tie] = clusterPoints([point(1, 1, 1, 'offline'), point(2, 2, 2, 'moving')], 56);
    expect(tie?.state).toBe('moving');
    expect(clusterPoints([point(1, 1, 1), point(2, 1, 1)], 0)).toHaveLength(2);
  });

  test('5,000 vehicles cluster in a few milliseconds', () => {
    const points = Array.from({ length: 5000 }, (_, index) =>
      point(index, (index * 37) % 1200, (index * 53) % 800),
    );
    const started = performance.now();
    const clusters = clusterPoints(points, 56);
    expect(performance.now() - started).toBeLessThan(100);
    expect(clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(5000);
  });

  test('a click hits the topmost mark whose circle holds it', () => {
    const marks = [
      { x: 10, y: 10, radius: 8, name: 'under' },
      { x: 14, y: 10, radius: 8, name: 'over' },
    ];
    expect(hitTest(marks, 12, 10)?.name).toBe('over');
    expect(hitTest(marks, 3, 10)?.name).toBe('under');
    expect(hitTest(marks, 50, 50)).toBeNull();
    expect(clusterRadius(1)).toBeLessThan(clusterRadius(10));
    expect(clusterRadius(100_000)).toBe(28);
  });
});
