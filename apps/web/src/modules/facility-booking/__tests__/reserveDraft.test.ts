import { describe, expect, test } from 'vitest';
import { seriesDates, slotOf } from '../components/reserveDraft.ts';

describe('[FACILITY-BOOKING][RESERVE] slot', () => {
  test('a slot typed in the building’s time zone is sent as its instants', () => {
    expect(slotOf({ date: '2026-11-28', start: '10:00', end: '11:30' }, 'Asia/Dubai')).toEqual({
      ok: true,
      startsAt: '2026-11-28T06:00:00.000Z',
      endsAt: '2026-11-28T07:30:00.000Z',
    });
  });

  test('an end at 00:00 is the midnight after the day', () => {
    const slot = slotOf({ date: '2026-11-28', start: '22:00', end: '00:00' }, 'UTC');
    expect(slot).toMatchObject({ ok: true, endsAt: '2026-11-29T00:00:00.000Z' });
  });

  test('missing fields and an end before the start are refused with their messages', () => {
    expect(slotOf({ date: null, start: '10:00', end: null }, 'UTC')).toEqual({
      ok: false,
      errors: { date: 'Required', end: 'Required' },
    });
    expect(slotOf({ date: '2026-11-28', start: '10:00', end: '09:00' }, 'UTC')).toEqual({
      ok: false,
      errors: { end: 'End Must Be After Start' },
    });
  });

  test('a weekly series lists its dates to the last day included, the same week day', () => {
    const slot = { startsAt: '2026-11-28T06:00:00.000Z', endsAt: '2026-11-28T07:00:00.000Z' };
    expect(seriesDates(slot, 'Asia/Dubai', '2026-12-19')).toEqual([
      '2026-11-28',
      '2026-12-05',
      '2026-12-12',
      '2026-12-19',
    ]);
  });
});
