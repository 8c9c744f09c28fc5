import { describe, expect, test } from 'vitest';
import { INVALID_TIME, TO_NOT_AFTER_FROM } from './messages.ts';
import {
  formatTime12,
  from24h,
  isTime24,
  isToAfterFrom,
  MERIDIEMS,
  normalizeHour12,
  normalizeMinute,
  normalizeTime12,
  pad2,
  type Time12,
  timeRangeState,
  timeSchema,
  to24h,
} from './time.ts';

const t = (hour: number, minute: number, meridiem: 'AM' | 'PM'): Time12 => ({ hour, minute, meridiem });

describe('time (spec §5)', () => {
  test('R80 HH:mm with hours 00-23 and minutes 00-59', () => {
    for (const v of ['00:00', '09:05', '23:59', '12:30']) expect(isTime24(v)).toBe(true);
    for (const v of ['24:00', '23:60', '9:05', '09:5', '0905', '09:05:00', ' 09:05', '']) {
      expect(isTime24(v)).toBe(false);
    }
    expect(timeSchema().safeParse('24:00').error?.issues[0]?.message).toBe(INVALID_TIME);
  });

  test('R81 hour 1-12: 0 becomes 12, above 12 clamped to 12', () => {
    expect(normalizeHour12(0)).toBe(12);
    expect(normalizeHour12('0')).toBe(12);
    expect(normalizeHour12(1)).toBe(1);
    expect(normalizeHour12(12)).toBe(12);
    expect(normalizeHour12(13)).toBe(12);
    expect(normalizeHour12('99')).toBe(12);
    expect(normalizeHour12('')).toBe(12);
    expect(normalizeHour12(-3)).toBe(12);
    expect(normalizeHour12(7.9)).toBe(7);
  });

  test('R82 minute max 59, two-digit padding, AM/PM selector', () => {
    expect(normalizeMinute(59)).toBe(59);
    expect(normalizeMinute('60')).toBe(59);
    expect(normalizeMinute('')).toBe(0);
    expect(normalizeMinute(-1)).toBe(0);
    expect(pad2(5)).toBe('05');
    expect(pad2(12)).toBe('12');
    expect(MERIDIEMS).toEqual(['AM', 'PM']);
    expect(formatTime12(normalizeTime12('0', '7', 'PM'))).toBe('12:07 PM');
    expect(formatTime12(t(9, 5, 'AM'))).toBe('09:05 AM');
  });

  test('R80 R82 conversion between the picker and HH:mm', () => {
    expect(to24h(t(12, 0, 'AM'))).toBe('00:00');
    expect(to24h(t(12, 30, 'PM'))).toBe('12:30');
    expect(to24h(t(11, 59, 'PM'))).toBe('23:59');
    expect(from24h('00:05')).toEqual(t(12, 5, 'AM'));
    expect(from24h('13:45')).toEqual(t(1, 45, 'PM'));
    expect(from24h('12:00')).toEqual(t(12, 0, 'PM'));
    expect(from24h('25:00')).toBeNull();
  });

  test("R83 'to' strictly later than 'from', else error and OK disabled", () => {
    expect(isToAfterFrom(t(11, 59, 'AM'), t(12, 0, 'PM'))).toBe(true);
    expect(isToAfterFrom(t(12, 0, 'AM'), t(1, 0, 'AM'))).toBe(true);
    expect(isToAfterFrom(t(1, 0, 'PM'), t(12, 0, 'PM'))).toBe(false);
    expect(timeRangeState(t(9, 0, 'AM'), t(9, 1, 'AM'))).toEqual({ error: null, okDisabled: false });
    expect(timeRangeState(t(9, 0, 'AM'), t(9, 0, 'AM'))).toEqual({
      error: TO_NOT_AFTER_FROM,
      okDisabled: true,
    });
    expect(timeRangeState(t(9, 0, 'PM'), t(9, 0, 'AM'))).toEqual({
      error: TO_NOT_AFTER_FROM,
      okDisabled: true,
    });
  });
});
