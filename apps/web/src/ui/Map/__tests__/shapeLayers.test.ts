import { places } from '@atrium/contracts';
import L from 'leaflet';
import { describe, expect, test } from 'vitest';
import {
  circleBounds,
  contentBounds,
  EARTH_RADIUS_M,
  layerFromShape,
  shapeFromLayer,
  unwrapPath,
  wrapLng,
} from '../shapeLayers.ts';

const ONE_DEGREE_M = (Math.PI * EARTH_RADIUS_M) / 180;

const roundTrip = (shape: places.MapShape) => shapeFromLayer(layerFromShape(shape));

describe('[UI][MAP] Leaflet layers ⇄ map shapes', () => {
  test('wrapLng keeps longitudes within ±180 (180 stays the east edge)', () => {
    expect(wrapLng(55.27)).toBe(55.27);
    expect(wrapLng(190)).toBe(-170);
    expect(wrapLng(-190)).toBe(170);
    expect(wrapLng(360)).toBe(0);
    expect(wrapLng(540)).toBe(180);
    expect(wrapLng(180)).toBe(180);
    expect(wrapLng(-180)).toBe(-180);
  });

  test('a circle keeps its centre and its radius in metres', () => {
    const layer = L.circle([25.2048, 55.2708], { radius: 1500 });
    expect(shapeFromLayer(layer)).toEqual({
      type: 'circle',
      center: { lat: 25.2048, lng: 55.2708 },
      radius: 1500,
    });
    const shape = { type: 'circle', center: { lat: -33.8688, lng: 151.2093 }, radius: 2750.5 } as const;
    expect(roundTrip(shape)).toEqual(shape);
    expect((layerFromShape(shape) as L.Circle).getRadius()).toBe(2750.5);
  });

  test('a circle dragged onto the next copy of the world comes back with a wrapped centre', () => {
    expect(shapeFromLayer(L.circle([10, 370], { radius: 10 }))).toEqual({
      type: 'circle',
      center: { lat: 10, lng: 10 },
      radius: 10,
    });
    expect(shapeFromLayer(L.circle([10, 10], { radius: 0 }))).toBeNull();
  });

  test('a polygon is an open ring: the closing point and repeated clicks are dropped', () => {
    const layer = L.polygon([
      [25, 55],
      [25, 55],
      [26, 55],
      [26, 56],
      [25, 55],
    ]);
    expect(shapeFromLayer(layer)).toEqual({
      type: 'polygon',
      path: [
        { lat: 25, lng: 55 },
        { lat: 26, lng: 55 },
        { lat: 26, lng: 56 },
      ],
    });
    const withHole = L.polygon([
      [
        [0, 0],
        [0, 10],
        [10, 10],
        [10, 0],
      ],
      [
        [2, 2],
        [2, 4],
        [4, 4],
      ],
    ]);
    expect(shapeFromLayer(withHole)).toMatchObject({ type: 'polygon', path: { length: 4 } });
  });

  test('a polygon of fewer than 3 distinct points, a line and a marker are not shapes', () => {
    expect(
      shapeFromLayer(
        L.polygon([
          [1, 1],
          [2, 2],
          [1, 1],
        ]),
      ),
    ).toBeNull();
    expect(
      shapeFromLayer(
        L.polyline([
          [1, 1],
          [2, 2],
          [3, 1],
        ]),
      ),
    ).toBeNull();
    expect(shapeFromLayer(L.marker([1, 1]))).toBeNull();
  });

  test('a polygon across the antimeridian: wrapped in the shape, drawn continuous', () => {
    const shape: places.MapShape = {
      type: 'polygon',
      path: [
        { lat: 10, lng: 170 },
        { lat: 10, lng: -170 },
        { lat: -10, lng: -170 },
        { lat: -10, lng: 170 },
      ],
    };
    const layer = layerFromShape(shape) as L.Polygon;
    const drawn = (layer.getLatLngs() as L.LatLng[][])[0]?.map((p) => p.lng);
    expect(drawn).toEqual([170, 190, 190, 170]);
    expect(shapeFromLayer(layer)).toEqual(shape);
    expect(
      unwrapPath([
        { lat: 0, lng: -175 },
        { lat: 0, lng: 175 },
      ]),
    ).toEqual([
      { lat: 0, lng: -175 },
      { lat: 0, lng: -185 },
    ]);
  });

  test('a rectangle keeps its bounds', () => {
    const shape = { type: 'rectangle', bounds: { north: 26, south: 24, west: 54, east: 56 } } as const;
    expect(roundTrip(shape)).toEqual(shape);
  });

  test('a rectangle across the antimeridian has west > east, drawn over the narrow side', () => {
    // Drawn eastwards from 170 past 180 (Leaflet's unwrapped longitudes).
    const drawnEast = L.rectangle([
      [-10, 170],
      [10, 190],
    ]);
    const shape = { type: 'rectangle', bounds: { north: 10, south: -10, west: 170, east: -170 } };
    expect(shapeFromLayer(drawnEast)).toEqual(shape);
    // The same area drawn on the western copy of the world.
    const drawnWest = L.rectangle([
      [-10, -190],
      [10, -170],
    ]);
    expect(shapeFromLayer(drawnWest)).toEqual(shape);

    const layer = layerFromShape(shape as places.MapShape) as L.Rectangle;
    expect(layer.getBounds().getWest()).toBe(170);
    expect(layer.getBounds().getEast()).toBe(190); // 20° wide, not 340°
    expect(shapeFromLayer(layer)).toEqual(shape);
    expect(places.mapShape.safeParse(shape).success).toBe(true);
  });

  test('a rectangle around the whole world spans -180..180', () => {
    const layer = L.rectangle([
      [-60, -200],
      [60, 200],
    ]);
    expect(shapeFromLayer(layer)).toEqual({
      type: 'rectangle',
      bounds: { north: 60, south: -60, west: -180, east: 180 },
    });
  });

  test('every shape read from a layer satisfies the contract schema', () => {
    const layers = [
      L.circle([30, 30], { radius: 120.123 }),
      L.polygon([
        [1.123456789, 2],
        [3, 4],
        [5, 1],
      ]),
      L.rectangle([
        [-89, -179],
        [89, 179],
      ]),
    ];
    for (const layer of layers) {
      const shape = shapeFromLayer(layer);
      expect(places.mapShape.parse(shape)).toEqual(shape);
    }
    // Drag noise is rounded to about a centimetre.
    expect(shapeFromLayer(layers[1] as L.Layer)).toMatchObject({
      path: [{ lat: 1.1234568, lng: 2 }, {}, {}],
    });
    expect(shapeFromLayer(layers[0] as L.Layer)).toMatchObject({ radius: 120.12 });
  });
});

describe('[UI][MAP] content bounds', () => {
  test('a circle of one degree of arc spans one degree of latitude each way', () => {
    const box = circleBounds({ lat: 0, lng: 0 }, ONE_DEGREE_M);
    expect(box.getNorth()).toBeCloseTo(1, 6);
    expect(box.getSouth()).toBeCloseTo(-1, 6);
    expect(box.getEast()).toBeCloseTo(1, 6);
    // At 60° a degree of longitude is half as long: twice the degrees.
    const north = circleBounds({ lat: 60, lng: 10 }, ONE_DEGREE_M);
    expect(north.getEast() - 10).toBeCloseTo(2, 6);
  });

  test('nothing to show is null; markers and shapes are all included', () => {
    expect(contentBounds([], [])).toBeNull();
    const box = contentBounds(
      [{ lat: 25, lng: 55 }],
      [
        { type: 'circle', center: { lat: 0, lng: 0 }, radius: ONE_DEGREE_M },
        {
          type: 'polygon',
          path: [
            { lat: 40, lng: 60 },
            { lat: 41, lng: 61 },
            { lat: 40, lng: 62 },
          ],
        },
      ],
    );
    expect(box?.getNorth()).toBe(41);
    expect(box?.getSouth()).toBeCloseTo(-1, 6);
    expect(box?.getWest()).toBeCloseTo(-1, 6);
    expect(box?.getEast()).toBe(62);
  });

  test('an antimeridian rectangle is fitted over its narrow side', () => {
    const box = contentBounds(
      [],
      [{ type: 'rectangle', bounds: { north: 10, south: -10, west: 170, east: -170 } }],
    );
    expect(box?.getWest()).toBe(170);
    expect(box?.getEast()).toBe(190);
  });
});
