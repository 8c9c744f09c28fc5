import { describe, expect, test } from 'vitest';
import { INVALID_LATITUDE, INVALID_LONGITUDE } from '../validation/messages.ts';
import {
  geofenceShape,
  INVALID_BOUNDS_WIDTH,
  INVALID_POLYGON_AREA,
  INVALID_POLYGON_KINKS,
  openPath,
  pointInBBox,
  pointInGeofence,
  polygonPathError,
  shapeBBox,
} from './geometry.ts';
import { INVALID_POLYGON, INVALID_RADIUS, type LatLng, type MapShape } from './shapes.ts';

const path = (...points: [number, number][]): LatLng[] => points.map(([lat, lng]) => ({ lat, lng }));
const polygon = (...points: [number, number][]): MapShape => ({ type: 'polygon', path: path(...points) });
const at = (lat: number, lng: number) => ({ lat, lng });
/** Metres per degree of latitude on turf's sphere. */
const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

const square = polygon([0, 0], [0, 10], [10, 10], [10, 0]);
/** 10°×20° across the antimeridian, written with wrapped longitudes. */
const pacific = polygon([-5, 170], [-5, -170], [5, -170], [5, 170]);

describe('polygon paths', () => {
  test('openPath drops repeated points and the closing repeat', () => {
    expect(openPath(path([0, 0], [0, 0], [0, 1], [1, 1], [0, 0]))).toEqual(path([0, 0], [0, 1], [1, 1]));
  });

  test('a polygon needs 3 distinct points, an area, and edges that do not cross', () => {
    expect(polygonPathError(path([0, 0], [0, 1], [1, 1]))).toBeNull();
    expect(polygonPathError(path([0, 0], [0, 1], [0, 1], [0, 0]))).toBe(INVALID_POLYGON);
    expect(polygonPathError(path([0, 0], [0, 5], [0, 10]))).toBe(INVALID_POLYGON_AREA);
    // A bow tie.
    expect(polygonPathError(path([0, 0], [10, 10], [0, 10], [10, 0]))).toBe(INVALID_POLYGON_KINKS);
    // A closed ring with a repeated closing point is the same polygon.
    expect(polygonPathError(path([0, 0], [0, 10], [10, 10], [10, 0], [0, 0]))).toBeNull();
  });

  test('a polygon across the antimeridian is not taken for a self-crossing one', () => {
    expect(polygonPathError((pacific as { path: LatLng[] }).path)).toBeNull();
    // Its bow-tie twin still is.
    expect(polygonPathError(path([-5, 170], [5, -170], [-5, -170], [5, 170]))).toBe(INVALID_POLYGON_KINKS);
  });
});

describe('geofenceShape (the 418 rules of issue 5)', () => {
  const issues = (value: unknown) =>
    geofenceShape.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  test('self-intersecting and empty polygons are refused on `path`', () => {
    expect(issues({ type: 'polygon', path: path([0, 0], [10, 10], [0, 10], [10, 0]) })).toEqual([
      `path: ${INVALID_POLYGON_KINKS}`,
    ]);
    expect(issues({ type: 'polygon', path: [] })).toEqual([`path: ${INVALID_POLYGON}`]);
    expect(issues({ type: 'polygon', path: path([1, 1], [1, 1], [1, 1]) })).toEqual([
      `path: ${INVALID_POLYGON}`,
    ]);
  });

  test('a radius of 0 or less is refused; coordinates must be in range', () => {
    expect(issues({ type: 'circle', center: at(0, 0), radius: 0 })).toEqual([`radius: ${INVALID_RADIUS}`]);
    expect(issues({ type: 'circle', center: at(0, 0), radius: -5 })).toEqual([`radius: ${INVALID_RADIUS}`]);
    expect(issues({ type: 'circle', center: at(90.5, 0), radius: 5 })).toEqual([
      `center.lat: ${INVALID_LATITUDE}`,
    ]);
    expect(issues({ type: 'circle', center: at(0, -180.01), radius: 5 })).toEqual([
      `center.lng: ${INVALID_LONGITUDE}`,
    ]);
  });

  test('a rectangle needs north above south and some width', () => {
    const bounds = { north: 10, south: 0, east: 10, west: 10 };
    expect(issues({ type: 'rectangle', bounds })).toEqual([`bounds.east: ${INVALID_BOUNDS_WIDTH}`]);
    expect(
      geofenceShape.safeParse({ type: 'rectangle', bounds: { ...bounds, west: 170, east: -170 } }).success,
    ).toBe(true);
  });
});

describe('pointInGeofence', () => {
  test('polygon: inside, outside, and points on an edge or a corner count as inside', () => {
    expect(pointInGeofence(at(5, 5), square)).toBe(true);
    expect(pointInGeofence(at(11, 5), square)).toBe(false);
    expect(pointInGeofence(at(0, 5), square)).toBe(true);
    expect(pointInGeofence(at(10, 10), square)).toBe(true);
    expect(pointInGeofence(at(-0.000001, 5), square)).toBe(false);
  });

  test('polygon across the antimeridian covers both sides of it and not the rest of the world', () => {
    expect(pointInGeofence(at(0, 175), pacific)).toBe(true);
    expect(pointInGeofence(at(0, -175), pacific)).toBe(true);
    expect(pointInGeofence(at(0, 180), pacific)).toBe(true);
    expect(pointInGeofence(at(0, -180), pacific)).toBe(true);
    expect(pointInGeofence(at(0, 0), pacific)).toBe(false);
    expect(pointInGeofence(at(0, 165), pacific)).toBe(false);
    expect(pointInGeofence(at(6, 175), pacific)).toBe(false);
  });

  test('polygon round a pole encloses that pole', () => {
    const arctic = polygon([80, 0], [80, 90], [80, 180], [80, -90]);
    expect(polygonPathError((arctic as { path: LatLng[] }).path)).toBeNull();
    expect(pointInGeofence(at(85, 45), arctic)).toBe(true);
    expect(pointInGeofence(at(85, -135), arctic)).toBe(true);
    expect(pointInGeofence(at(90, 0), arctic)).toBe(true);
    expect(pointInGeofence(at(70, 45), arctic)).toBe(false);
    expect(pointInGeofence(at(-90, 0), arctic)).toBe(false);
    const antarctic = polygon([-70, 0], [-70, -120], [-70, 120]);
    expect(pointInGeofence(at(-80, 60), antarctic)).toBe(true);
    expect(pointInGeofence(at(-60, 60), antarctic)).toBe(false);
  });

  test('rectangle, including one across the antimeridian and one reaching a pole', () => {
    const box: MapShape = { type: 'rectangle', bounds: { north: 10, south: 0, east: 10, west: 0 } };
    expect(pointInGeofence(at(5, 5), box)).toBe(true);
    expect(pointInGeofence(at(10, 0), box)).toBe(true);
    expect(pointInGeofence(at(5, 11), box)).toBe(false);
    const dateLine: MapShape = {
      type: 'rectangle',
      bounds: { north: 10, south: -10, east: -170, west: 170 },
    };
    expect(pointInGeofence(at(0, 179), dateLine)).toBe(true);
    expect(pointInGeofence(at(0, -179), dateLine)).toBe(true);
    expect(pointInGeofence(at(0, 180), dateLine)).toBe(true);
    expect(pointInGeofence(at(0, -180), dateLine)).toBe(true);
    expect(pointInGeofence(at(0, 0), dateLine)).toBe(false);
    const cap: MapShape = { type: 'rectangle', bounds: { north: 90, south: 80, east: 10, west: 0 } };
    expect(pointInGeofence(at(90, 120), cap)).toBe(true);
    expect(pointInGeofence(at(85, 120), cap)).toBe(false);
  });

  test('circle radius is in metres, its edge counts as inside', () => {
    const circle: MapShape = { type: 'circle', center: at(25, 55), radius: 1000 };
    expect(pointInGeofence(at(25 + 999 / METRES_PER_DEGREE, 55), circle)).toBe(true);
    expect(pointInGeofence(at(25 + 1001 / METRES_PER_DEGREE, 55), circle)).toBe(false);
    expect(pointInGeofence(at(25 - 990 / METRES_PER_DEGREE, 55), circle)).toBe(true);
  });

  test('circle across the antimeridian and circle on a pole', () => {
    const dateLine: MapShape = { type: 'circle', center: at(0, 179.99), radius: 5000 };
    expect(pointInGeofence(at(0, -179.99), dateLine)).toBe(true);
    expect(pointInGeofence(at(0, 179.9), dateLine)).toBe(false);
    const pole: MapShape = { type: 'circle', center: at(90, 0), radius: 100_000 };
    expect(pointInGeofence(at(89.5, 123), pole)).toBe(true);
    expect(pointInGeofence(at(89, -45), pole)).toBe(false);
  });
});

describe('shapeBBox contains every point its shape contains', () => {
  const samples = (box: ReturnType<typeof shapeBBox>, shape: MapShape) => {
    for (let lat = -90; lat <= 90; lat += 2.5) {
      for (let lng = -180; lng <= 180; lng += 2.5) {
        if (pointInGeofence(at(lat, lng), shape))
          expect(pointInBBox(at(lat, lng), box), `${lat},${lng}`).toBe(true);
      }
    }
  };

  test.each<[string, MapShape]>([
    ['square', square],
    ['antimeridian polygon', pacific],
    ['arctic ring', polygon([80, 0], [80, 90], [80, 180], [80, -90])],
    ['antimeridian circle', { type: 'circle', center: at(0, 179), radius: 800_000 }],
    ['polar circle', { type: 'circle', center: at(88, 0), radius: 500_000 }],
    ['rectangle', { type: 'rectangle', bounds: { north: 10, south: -10, east: -170, west: 170 } }],
  ])('%s', (_, shape) => samples(shapeBBox(shape), shape));

  test('boxes across the antimeridian have west above east', () => {
    const box = shapeBBox(pacific);
    expect(box.west).toBeCloseTo(170);
    expect(box.east).toBeCloseTo(-170);
    expect(box.south).toBeCloseTo(-5);
    expect(box.north).toBeCloseTo(5);
    expect(shapeBBox({ type: 'circle', center: at(0, 0), radius: 111_195 })).toMatchObject({
      west: expect.closeTo(-1, 3),
      east: expect.closeTo(1, 3),
    });
    expect(pointInBBox(at(0, 0), box)).toBe(false);
  });
});
