import type { alarms } from '@atrium/contracts';
import { describe, expect, test } from 'vitest';
import { holdChanged, isDue, judgeHeld } from './hold.ts';

const door: alarms.Rule = {
  id: 'door',
  kind: 'above',
  key: 'door',
  value: 0,
  forSeconds: 60,
  severity: 'warning',
};
const t0 = Date.parse('2026-11-26T08:00:00Z');
const at = (seconds: number) => new Date(t0 + seconds * 1000);
const reading = (seconds: number, values: Record<string, number>) => ({ ts: at(seconds), values });

describe('[ALARMS][HOLD] rules that must hold for N seconds', () => {
  test('a crossing reading starts a hold and raises nothing yet', () => {
    const verdict = judgeHeld(
      door,
      60,
      [reading(0, { door: 1 }), reading(30, { door: 1 })],
      undefined,
      false,
    );
    expect(verdict).toEqual({ pending: { since: at(0), value: 1 }, endsNormal: false });
  });

  test('still crossed N seconds after the first crossing: raised at t0 + N with the first value', () => {
    const verdict = judgeHeld(
      door,
      60,
      [reading(0, { door: 1 }), reading(65, { door: 1 })],
      undefined,
      false,
    );
    expect(verdict).toEqual({ raise: { at: at(60), value: 1 }, endsNormal: false });
  });

  test('exactly N seconds later counts as held', () => {
    const verdict = judgeHeld(door, 60, [reading(60, { door: 1 })], { since: at(0), value: 1 }, false);
    expect(verdict.raise).toEqual({ at: at(60), value: 1 });
  });

  test('a hold of an earlier batch continues: only the stored start counts', () => {
    const hold = { since: at(0), value: 1 };
    expect(judgeHeld(door, 60, [reading(59, { door: 1 })], hold, false)).toEqual({
      pending: hold,
      endsNormal: false,
    });
  });

  test('a restoring reading before N cancels the hold; a later crossing starts a new one', () => {
    const hold = { since: at(0), value: 1 };
    expect(judgeHeld(door, 60, [reading(40, { door: 0 })], hold, false)).toEqual({ endsNormal: true });
    const again = judgeHeld(
      door,
      60,
      [reading(40, { door: 0 }), reading(50, { door: 1 }), reading(100, { door: 1 })],
      hold,
      false,
    );
    expect(again).toEqual({ pending: { since: at(50), value: 1 }, endsNormal: false });
  });

  test('readings without the watched key neither cancel nor restart the hold', () => {
    const hold = { since: at(0), value: 1 };
    expect(judgeHeld(door, 60, [reading(30, { battery: 80 })], hold, false)).toEqual({
      pending: hold,
      endsNormal: false,
    });
    expect(judgeHeld(door, 60, [reading(70, { battery: 80 })], hold, false).raise).toBeUndefined();
  });

  test('raised then restored within one batch: raised and ending normal (the alarm clears)', () => {
    const verdict = judgeHeld(
      door,
      60,
      [reading(0, { door: 1 }), reading(60, { door: 1 }), reading(70, { door: 0 })],
      undefined,
      false,
    );
    expect(verdict).toEqual({ raise: { at: at(60), value: 1 }, endsNormal: true });
  });

  test('an open alarm is not held again; a stale hold is dropped; a normal last reading clears it', () => {
    const stale = { since: at(0), value: 1 };
    expect(judgeHeld(door, 60, [reading(100, { door: 1 })], stale, true)).toEqual({ endsNormal: false });
    expect(judgeHeld(door, 60, [reading(100, { door: 0 })], undefined, true)).toEqual({ endsNormal: true });
  });

  test('a range rule holds outside its bounds; battery-low watches the battery', () => {
    const cold: alarms.Rule = {
      id: 'c',
      kind: 'range',
      key: 'temperature',
      min: 2,
      max: 8,
      severity: 'major',
    };
    const warm = [reading(0, { temperature: 9 }), reading(120, { temperature: 8.5 })];
    expect(judgeHeld(cold, 120, warm, undefined, false).raise).toEqual({ at: at(120), value: 9 });
    const low: alarms.Rule = { id: 'b', kind: 'battery-low', severity: 'warning' };
    expect(judgeHeld(low, 10, [reading(0, { battery: 15 })], undefined, false).pending).toEqual({
      since: at(0),
      value: 15,
    });
  });

  test('the scan: a hold is due once N seconds have passed since it started', () => {
    const hold = { since: at(0), value: 1 };
    expect(isDue(hold, 60, at(59))).toBe(false);
    expect(isDue(hold, 60, at(60))).toBe(true);
  });

  test('a hold is written only when it starts, restarts or ends', () => {
    const hold = { since: at(0), value: 1 };
    expect(holdChanged(hold, { since: at(0), value: 1 })).toBe(false);
    expect(holdChanged(undefined, undefined)).toBe(false);
    expect(holdChanged(undefined, hold)).toBe(true);
    expect(holdChanged(hold, undefined)).toBe(true);
    expect(holdChanged(hold, { since: at(50), value: 1 })).toBe(true);
  });
});
