import { describe, expect, test } from 'vitest';
import { advance, fixIndexAt, positionAt, timelineOf } from '../components/playback/playback.ts';
import { track } from './fixtures.ts';

const timeline = timelineOf(track().positions);
const at = (iso: string) => Date.parse(iso);

describe('[FLEET][PLAYBACK] a track played back', () => {
  test('the fix at or before a time, by binary search', () => {
    expect(fixIndexAt(timeline, at('2026-11-26T07:59:00.000Z'))).toBe(-1);
    expect(fixIndexAt(timeline, at('2026-11-26T08:00:00.000Z'))).toBe(0);
    expect(fixIndexAt(timeline, at('2026-11-26T08:15:00.000Z'))).toBe(1);
    expect(fixIndexAt(timeline, at('2026-11-26T09:00:00.000Z'))).toBe(2);
  });

  test('between two fixes the position is interpolated by time; before and after, the end fixes', () => {
    const middle = positionAt(timeline, at('2026-11-26T08:05:00.000Z'));
    expect(middle?.lat).toBeCloseTo(25.21, 6);
    expect(middle?.lon).toBeCloseTo(55.28, 6);
    expect(middle?.index).toBe(0);
    expect(positionAt(timeline, at('2026-11-26T07:00:00.000Z'))).toMatchObject({ lat: 25.2, index: 0 });
    expect(positionAt(timeline, at('2026-11-26T10:00:00.000Z'))).toMatchObject({ lat: 25.24, index: 2 });
    expect(positionAt(timelineOf([]), 0)).toBeNull();
  });

  test('time advances at the chosen speed and stops at the end', () => {
    expect(advance(timeline, timeline.start, 1000, 60)).toEqual({
      at: timeline.start + 60_000,
      ended: false,
    });
    expect(advance(timeline, timeline.end - 1000, 1000, 60)).toEqual({ at: timeline.end, ended: true });
  });
});
