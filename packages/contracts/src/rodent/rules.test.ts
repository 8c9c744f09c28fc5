import { describe, expect, test } from 'vitest';
import { dashboardQuery, visitInput } from './endpoints.ts';
import {
  BAIT_DROP_POINTS,
  BAIT_LOW_LEVEL,
  baitConsumed,
  isSilent,
  readingEvents,
  roRuleId,
  SILENT_MINUTES,
} from './rules.ts';

describe('bait consumed', () => {
  test('a drop of the threshold or more between two readings counts, a smaller one does not', () => {
    expect(baitConsumed(90, 90 - BAIT_DROP_POINTS)).toBe(true);
    expect(baitConsumed(90, 90 - BAIT_DROP_POINTS + 1)).toBe(false);
  });
  test('reaching the low level counts once: already low stays quiet', () => {
    expect(baitConsumed(BAIT_LOW_LEVEL + 5, BAIT_LOW_LEVEL)).toBe(true);
    expect(baitConsumed(BAIT_LOW_LEVEL, BAIT_LOW_LEVEL - 2)).toBe(false);
  });
  test('a first reading counts only when already low; a refill never does', () => {
    expect(baitConsumed(null, 80)).toBe(false);
    expect(baitConsumed(null, BAIT_LOW_LEVEL)).toBe(true);
    expect(baitConsumed(10, 100)).toBe(false);
  });
});

describe('silence', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  test('silent from SILENT_MINUTES without a reading', () => {
    expect(isSilent(new Date(now.getTime() - SILENT_MINUTES * 60_000), now)).toBe(true);
    expect(isSilent(new Date(now.getTime() - SILENT_MINUTES * 60_000 + 1000), now)).toBe(false);
  });
  test('a station never heard is not judged', () => {
    expect(isSilent(null, now)).toBe(false);
  });
});

describe('reading events', () => {
  test('a trap reading with every flag set gives each operational kind once', () => {
    expect(readingEvents({ trapTriggered: 1, moved: 1, opened: 1, battery: 80 }, null)).toEqual([
      { kind: 'trap-triggered', value: 1 },
      { kind: 'moved', value: 1 },
      { kind: 'opened', value: 1 },
    ]);
  });
  test('flags at 0 and a steady bait give nothing', () => {
    expect(readingEvents({ trapTriggered: 0, moved: 0, opened: 0, bait: 70 }, 72)).toEqual([]);
  });
  test('a bait drop carries the new level', () => {
    expect(readingEvents({ bait: 40 }, 75)).toEqual([{ kind: 'bait-consumed', value: 40 }]);
  });
  test('rule ids are the app prefix and the kind', () => {
    expect(roRuleId('silent')).toBe('ro:silent');
  });
});

describe('inputs', () => {
  test('a visit in the future or with long notes is refused at its field', () => {
    const res = visitInput.safeParse({
      deviceId: 1,
      at: new Date(Date.now() + 3_600_000).toISOString(),
      notes: 'x'.repeat(1001),
    });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['at', 'notes']);
  });
  test('hourly buckets over a year are too many', () => {
    const res = dashboardQuery.safeParse({
      from: '2025-01-01T00:00:00Z',
      to: '2025-12-31T00:00:00Z',
      bucket: 'hour',
    });
    expect(res.error?.issues[0]?.path).toEqual(['bucket']);
    expect(dashboardQuery.safeParse({ bucket: 'week' }).success).toBe(true);
  });
});
