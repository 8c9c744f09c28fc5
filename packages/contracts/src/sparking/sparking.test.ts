import { describe, expect, test } from 'vitest';
import { INVALID_POLYGON_KINKS } from '../places/geometry.ts';
import { INVALID_POLYGON } from '../places/shapes.ts';
import { INVALID_LATITUDE } from '../validation/messages.ts';
import { CODE_TAKEN, locationInput, locationUpdate, SPOT_OUTSIDE } from './locations.ts';
import { applyReading, SENSOR_SILENT_MINUTES, type SpotStatus, stateFromSensor } from './states.ts';

const errors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const square = [
  { lat: 25, lng: 55 },
  { lat: 25, lng: 55.001 },
  { lat: 25.001, lng: 55.001 },
  { lat: 25.001, lng: 55 },
];

describe('parking location outline', () => {
  test('a closed ring is kept open; an open one as it is', () => {
    const closed = locationInput.parse({ name: 'P1', outline: [...square, square[0]] });
    expect(closed.outline).toEqual(square);
    expect(locationInput.parse({ name: 'P1', outline: square }).outline).toEqual(square);
  });

  test('fewer than 3 distinct points, crossing edges and bad coordinates are refused', () => {
    expect(errors(locationInput.safeParse({ name: 'P1', outline: square.slice(0, 2) }))).toEqual([
      `outline: ${INVALID_POLYGON}`,
    ]);
    expect(
      errors(locationInput.safeParse({ name: 'P1', outline: [square[0], square[0], square[1], square[0]] })),
    ).toEqual([`outline: ${INVALID_POLYGON}`]);
    const bowtie = [square[0], square[2], square[1], square[3]];
    expect(errors(locationInput.safeParse({ name: 'P1', outline: bowtie }))).toEqual([
      `outline: ${INVALID_POLYGON_KINKS}`,
    ]);
    expect(
      errors(locationInput.safeParse({ name: 'P1', outline: [{ lat: 91, lng: 55 }, ...square.slice(1)] })),
    ).toEqual([`outline.0.lat: ${INVALID_LATITUDE}`]);
  });

  test('spots lie inside the outline and have codes unique in the location', () => {
    const result = locationInput.safeParse({
      name: 'P1',
      outline: square,
      spots: [
        { code: 'A1', lat: 25.0005, lng: 55.0005 },
        { code: 'a1', lat: 25.0005, lng: 55.0006 },
        { code: 'B1', lat: 25.01, lng: 55.0005 },
      ],
    });
    expect(errors(result)).toEqual([`spots.1.code: ${CODE_TAKEN}`, `spots.2.lat: ${SPOT_OUTSIDE}`]);
  });

  test('an update may leave the outline out (the server checks the spots against the stored one)', () => {
    expect(locationUpdate.parse({ spots: [{ spotId: 3, code: 'A1', lat: 1, lng: 2 }] }).spots).toHaveLength(
      1,
    );
    expect(errors(locationUpdate.safeParse({ name: '' }))).toEqual(['name: Required']);
  });
});

describe('parking spot state', () => {
  const t = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
  const free: SpotStatus = { state: 'free', since: t(0), sensed: 'free', sensedAt: t(0) };

  test('occupancy 1 makes the spot occupied from the reading, 0 free again', () => {
    const occupied = applyReading(free, { occupancy: 1, ts: t(5) });
    expect(occupied).toEqual({ state: 'occupied', since: t(5), sensed: 'occupied', sensedAt: t(5) });
    expect(applyReading(occupied as SpotStatus, { occupancy: 0, ts: t(9) })).toMatchObject({
      state: 'free',
      since: t(9),
    });
  });

  test('the same state again moves only the sensor time', () => {
    expect(applyReading(free, { occupancy: 0, ts: t(3) })).toEqual({ ...free, sensedAt: t(3) });
  });

  test('a reading older than the newest applied, or than the state, is ignored', () => {
    const occupied = applyReading(free, { occupancy: 1, ts: t(5) }) as SpotStatus;
    expect(applyReading(occupied, { occupancy: 0, ts: t(4) })).toBeNull();
    expect(applyReading(occupied, { occupancy: 0, ts: t(5) })).toBeNull();
    const unknown: SpotStatus = { state: 'unknown', since: t(30), sensed: null, sensedAt: null };
    expect(applyReading(unknown, { occupancy: 1, ts: t(20) })).toBeNull();
  });

  test('a closed spot stays closed and follows its sensor; it opens to a recent sensor state', () => {
    const closed: SpotStatus = { ...free, state: 'closed', since: t(10) };
    const followed = applyReading(closed, { occupancy: 1, ts: t(8) });
    expect(followed).toEqual({ state: 'closed', since: t(10), sensed: 'occupied', sensedAt: t(8) });
    expect(stateFromSensor(followed as SpotStatus, t(20))).toBe('occupied');
    expect(stateFromSensor(followed as SpotStatus, t(8 + SENSOR_SILENT_MINUTES + 1))).toBe('unknown');
    expect(stateFromSensor({ sensed: null, sensedAt: null }, t(8))).toBe('unknown');
  });
});
