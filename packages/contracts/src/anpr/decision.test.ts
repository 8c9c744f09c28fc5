import { describe, expect, test } from 'vitest';
import {
  decideGate,
  type GateAccessCandidate,
  type GateDecisionInput,
  lowScoreDecision,
} from './decision.ts';

// Thursday 26 November 2026, 10:30 in Dubai (06:30 UTC).
const at = new Date('2026-11-26T06:30:00Z');

const access = (over: Partial<GateAccessCandidate> = {}): GateAccessCandidate => ({
  id: 7,
  name: 'Residents',
  subjectText: "Sara Haddad's vehicle",
  type: 'fulltime',
  windows: null,
  timeZone: null,
  validFrom: null,
  validUntil: null,
  revokedAt: null,
  ...over,
});

const input = (over: Partial<GateDecisionInput> = {}): GateDecisionInput => ({
  plate: 'ABC1234',
  gateName: 'North gate',
  vehicle: { id: 3, residentName: 'Sara Haddad' },
  visitorPlate: false,
  accesses: [access()],
  at,
  ...over,
});

describe('[ANPR] gate decision', () => {
  test('a fulltime access at the gate allows, naming it', () => {
    expect(decideGate(input())).toEqual({
      decision: 'allowed',
      code: 'access',
      reason: "Sara Haddad's vehicle ABC1234: fulltime access 'Residents' at North gate",
      accessId: 7,
    });
  });

  test('a visitor plate inside its temporary window allows; outside it is denied with the window', () => {
    const visit = access({
      id: 9,
      name: 'Visit',
      subjectText: 'Visitor plate',
      type: 'temporary',
      validFrom: '2026-11-26T06:00:00Z',
      validUntil: '2026-11-26T07:00:00Z',
    });
    const inside = decideGate(input({ vehicle: null, visitorPlate: true, accesses: [visit] }));
    expect(inside).toMatchObject({ decision: 'allowed', accessId: 9 });
    const before = decideGate(
      input({ vehicle: null, visitorPlate: true, accesses: [visit], at: new Date('2026-11-26T05:00:00Z') }),
    );
    expect(before).toMatchObject({ decision: 'denied', code: 'not-yet-valid', accessId: 9 });
    expect(before.reason).toBe(
      "Visitor plate ABC1234: access 'Visit' at North gate: not yet valid (from 2026-11-26T06:00:00.000Z)",
    );
    const after = decideGate(
      input({ vehicle: null, visitorPlate: true, accesses: [visit], at: new Date('2026-11-26T07:00:00Z') }),
    );
    expect(after).toMatchObject({ decision: 'denied', code: 'expired' });
  });

  test('a scheduled access follows its windows in its time zone (Thursday in Dubai)', () => {
    const scheduled = access({
      type: 'scheduled',
      timeZone: 'Asia/Dubai',
      windows: [{ day: 'thu', start: '10:00', end: '11:00', overnight: false }],
    });
    const allowed = decideGate(input({ accesses: [scheduled] }));
    expect(allowed.decision).toBe('allowed');
    expect(allowed.reason).toContain('within the schedule');
    const denied = decideGate(input({ accesses: [scheduled], at: new Date('2026-11-26T08:00:00Z') }));
    expect(denied).toMatchObject({ decision: 'denied', code: 'outside-schedule' });
    expect(denied.reason).toContain('Asia/Dubai');
  });

  test('one access holding is enough; a refusal given is the nearest to holding', () => {
    const revoked = access({ id: 1, revokedAt: '2026-11-01T00:00:00Z' });
    const expired = access({ id: 2, validUntil: '2026-11-01T00:00:00Z' });
    expect(decideGate(input({ accesses: [revoked, access({ id: 3 })] }))).toMatchObject({
      decision: 'allowed',
      accessId: 3,
    });
    expect(decideGate(input({ accesses: [revoked, expired] }))).toMatchObject({
      decision: 'denied',
      code: 'expired',
      accessId: 2,
    });
  });

  test('a known vehicle without an access at the gate, a visitor plate elsewhere, an unknown plate', () => {
    expect(decideGate(input({ accesses: [] }))).toEqual({
      decision: 'denied',
      code: 'no-access',
      reason: "Sara Haddad's vehicle ABC1234 has no access at North gate",
      accessId: null,
    });
    expect(decideGate(input({ accesses: [], vehicle: null, visitorPlate: true })).reason).toBe(
      'Visitor plate ABC1234 has no access at North gate',
    );
    expect(decideGate(input({ accesses: [], vehicle: null }))).toMatchObject({
      decision: 'denied',
      code: 'unknown-plate',
    });
  });

  test('below the minimum score is denied, with the score', () => {
    expect(lowScoreDecision(0.62, 0.8)).toEqual({
      decision: 'denied',
      code: 'low-score',
      reason: 'Read with score 0.62, below the minimum 0.80',
      accessId: null,
    });
    expect(lowScoreDecision(null, 0.8).reason).toBe('Read without a score, below the minimum 0.80');
  });
});
