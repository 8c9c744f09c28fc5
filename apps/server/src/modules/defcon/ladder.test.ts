import { describe, expect, test } from 'vitest';
import { afterMissed, dueRungs, firstRung, type LadderContext, nextWake, type Rung } from './ladder.ts';

/** The escalation ladder's timer decisions (issue 18): what is due at a moment, and what a missed rung leads to. */

const now = new Date('2026-11-26T03:00:00Z');
const at = (s: number) => new Date(now.getTime() + s * 1000);
const ctx: LadderContext = {
  settings: { acknowledgeSeconds: 60, dispatchSeconds: 300, policeHandOverSeconds: 120 },
  securityCompanyId: 10,
  operators: [101, 102],
  admin: 100,
  policeHqId: 20,
  stations: [31, 32],
  triedStations: [],
};
const rung = (r: Partial<Rung>): Rung => ({
  id: 1,
  level: 'operator',
  step: 0,
  targetCompanyId: 10,
  targetUserId: 101,
  deadline: at(0),
  outcome: 'pending',
  ...r,
});

describe('[DEFCON][LADDER] what is due', () => {
  test('pending rungs at or past their deadline, soonest first; met, missed and future ones are not', () => {
    const rungs = [
      rung({ id: 1, deadline: at(-5) }),
      rung({ id: 2, deadline: at(0) }),
      rung({ id: 3, deadline: at(1) }),
      rung({ id: 4, deadline: at(-60), outcome: 'met' }),
      rung({ id: 5, deadline: at(-90), outcome: 'missed' }),
      rung({ id: 6, deadline: at(-10) }),
    ];
    expect(dueRungs(rungs, now).map((r) => r.id)).toEqual([6, 1, 2]);
    expect(nextWake(rungs)?.toISOString()).toBe(at(-10).toISOString());
    expect(nextWake([rung({ outcome: 'cancelled' })])).toBeNull();
  });

  test('the first rung is the first operator with the acknowledge deadline; without operators the admin; none without a security company', () => {
    expect(firstRung(ctx, now)).toMatchObject({ level: 'operator', targetUserId: 101, deadline: at(60) });
    expect(firstRung({ ...ctx, operators: [] }, now)).toMatchObject({
      level: 'company-admin',
      targetUserId: 100,
    });
    expect(firstRung({ ...ctx, securityCompanyId: null }, now)).toBeNull();
  });
});

describe('[DEFCON][LADDER] after a missed deadline', () => {
  test('operator → next operator → company admin → the admin reminded', () => {
    const second = afterMissed(rung({ targetUserId: 101 }), ctx, now);
    expect(second).toMatchObject({
      level: 'operator',
      targetUserId: 102,
      step: 1,
      event: 'auto-escalated',
      deadline: at(60),
    });
    const admin = afterMissed(rung({ targetUserId: 102, step: 1 }), ctx, now);
    expect(admin).toMatchObject({ level: 'company-admin', targetUserId: 100, event: 'auto-escalated' });
    expect(afterMissed(rung({ level: 'company-admin', targetUserId: 100 }), ctx, now)).toMatchObject({
      level: 'company-admin',
      step: 1,
      event: 'reminded',
    });
  });

  test('a responder who does not acknowledge sends it to the admin', () => {
    expect(afterMissed(rung({ level: 'responder', targetUserId: 555 }), ctx, now)).toMatchObject({
      level: 'company-admin',
      targetUserId: 100,
      deadline: at(60),
    });
  });

  test('the HQ is reminded; a station that misses passes it to the next station, then back to the HQ', () => {
    expect(
      afterMissed(rung({ level: 'police-hq', targetCompanyId: 20, targetUserId: null }), ctx, now),
    ).toMatchObject({
      level: 'police-hq',
      targetCompanyId: 20,
      event: 'reminded',
      deadline: at(120),
    });
    const next = afterMissed(
      rung({ level: 'police-station', targetCompanyId: 31, targetUserId: null }),
      ctx,
      now,
    );
    expect(next).toMatchObject({ level: 'police-station', targetCompanyId: 32, event: 'auto-escalated' });
    const back = afterMissed(
      rung({ level: 'police-station', targetCompanyId: 32, targetUserId: null }),
      { ...ctx, triedStations: [31, 32] },
      now,
    );
    expect(back).toMatchObject({ level: 'police-hq', targetCompanyId: 20, event: 'reminded' });
  });
});
