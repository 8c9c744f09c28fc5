import { describe, expect, test } from 'vitest';
import { credentialActionsFrom, newCredentialInput } from './credentials.ts';
import { type DecisionAccess, type DecisionInput, decideAccess } from './decision.ts';
import { type AccessWindow, windowSchema } from './schedules.ts';
import { WEEK_DAYS } from './time.ts';

// 2026-11-28 is a Saturday. Asia/Dubai is UTC+4, Asia/Kolkata UTC+5:30 (no daylight saving in either).
const door = { id: 7, name: 'Main entrance', state: 'active' as const };
const card = { label: 'Badge 0042', state: 'active' as const };
const w = (day: AccessWindow['day'], start: string, end: string, overnight = false): AccessWindow => ({
  day,
  start,
  end,
  overnight,
});
const base: DecisionAccess = {
  type: 'fulltime',
  doorId: 7,
  validFrom: null,
  validUntil: null,
  revokedAt: null,
  uses: 0,
  maxUses: null,
};
const decide = (input: Partial<Omit<DecisionInput, 'access'>> & { access?: Partial<DecisionAccess> }) =>
  decideAccess({
    credential: card,
    door,
    at: new Date('2026-11-28T10:00:00Z'),
    ...input,
    access: { ...base, ...input.access },
  });
const scheduled = (windows: AccessWindow[], timeZone: string, at: string) =>
  decide({ access: { type: 'scheduled', windows, timeZone }, at: new Date(at) });

describe('decideAccess: fulltime', () => {
  test('R7 an active credential with a fulltime access opens the door', () => {
    expect(decide({})).toEqual({ granted: true, code: 'granted', reason: 'Fulltime access' });
  });

  test.each([
    ['blocked', 'Credential blocked'],
    ['locked', 'Credential locked'],
    ['inactive', 'Credential inactive'],
  ] as const)('R7 a %s credential is refused in words', (state, reason) => {
    expect(decide({ credential: { ...card, state } })).toMatchObject({ granted: false, reason });
  });

  test('a credential blocked mid-window is refused at the very moment the same access granted before', () => {
    const access = {
      type: 'scheduled' as const,
      windows: [w('sat', '08:00', '17:00')],
      timeZone: 'Asia/Dubai',
    };
    const at = new Date('2026-11-28T08:00:00Z');
    expect(decide({ access, at }).granted).toBe(true);
    expect(decide({ access, at, credential: { ...card, state: 'blocked' } })).toEqual({
      granted: false,
      code: 'credential-blocked',
      reason: 'Credential blocked',
    });
  });

  test('no credential presented for a credential access is refused', () => {
    expect(decide({ credential: null }).reason).toBe('No credential presented');
  });

  test('validity: before validFrom not yet valid, at validUntil expired (the end is excluded)', () => {
    const access = { validFrom: '2026-11-28T09:00:00Z', validUntil: '2026-11-28T12:00:00Z' };
    expect(decide({ access, at: new Date('2026-11-28T08:59:59Z') })).toMatchObject({
      granted: false,
      code: 'not-yet-valid',
      reason: 'Not yet valid (from 2026-11-28T09:00:00.000Z)',
    });
    expect(decide({ access, at: new Date('2026-11-28T11:59:59Z') }).granted).toBe(true);
    expect(decide({ access, at: new Date('2026-11-28T12:00:00Z') })).toMatchObject({ reason: 'Expired' });
  });

  test('a revoked access, another door or a blocked door opens nothing', () => {
    expect(decide({ access: { revokedAt: '2026-11-27T00:00:00Z' } }).reason).toBe('Access revoked');
    expect(decide({ access: { doorId: 8 } }).reason).toBe('No access to Main entrance');
    expect(decide({ door: { ...door, state: 'blocked' } }).reason).toBe('Door blocked');
  });

  test('a blocked credential is refused even on an expired access: the credential is named first', () => {
    const access = { validUntil: '2026-11-01T00:00:00Z' };
    expect(decide({ access, credential: { ...card, state: 'blocked' } }).reason).toBe('Credential blocked');
  });
});

describe('decideAccess: links', () => {
  const window = { validFrom: '2026-11-28T08:00:00Z', validUntil: '2026-11-28T18:00:00Z' };

  test('a one-time link opens once without a credential, then is already used', () => {
    const access = { type: 'onetime' as const, maxUses: 1, ...window };
    expect(decide({ credential: null, access })).toEqual({
      granted: true,
      code: 'granted',
      reason: 'One-time link',
    });
    expect(decide({ credential: null, access: { ...access, uses: 1 } })).toEqual({
      granted: false,
      code: 'used',
      reason: 'Already used',
    });
  });

  test('a public-temporary link counts its uses and stops at maxUses', () => {
    const access = { type: 'public-temporary' as const, maxUses: 3, ...window };
    expect(decide({ credential: null, access: { ...access, uses: 1 } }).reason).toBe(
      'Temporary link (use 2 of 3)',
    );
    expect(decide({ credential: null, access: { ...access, uses: 3 } }).reason).toBe('All 3 uses spent');
  });

  test('a link outside its window: not yet valid before, expired after', () => {
    const access = { type: 'public-temporary' as const, maxUses: 3, ...window };
    expect(decide({ credential: null, access, at: new Date('2026-11-28T07:00:00Z') }).code).toBe(
      'not-yet-valid',
    );
    expect(decide({ credential: null, access, at: new Date('2026-11-28T18:00:00Z') }).reason).toBe('Expired');
  });

  test('an expired link is expired even when its uses are spent too (the window is named first)', () => {
    const access = { type: 'onetime' as const, maxUses: 1, uses: 1, ...window };
    expect(decide({ credential: null, access, at: new Date('2026-11-29T00:00:00Z') }).reason).toBe('Expired');
  });
});

describe('decideAccess: scheduled, in the schedule time zone', () => {
  const office = [w('sat', '08:00', '17:00')];

  test('R195 Saturday 08:00-17:00 in Asia/Dubai: 08:00 local opens, 07:59 and 17:00 are outside', () => {
    expect(scheduled(office, 'Asia/Dubai', '2026-11-28T04:00:00Z')).toEqual({
      granted: true,
      code: 'granted',
      reason: 'Within the schedule (Saturday 08:00-17:00, Asia/Dubai)',
    });
    expect(scheduled(office, 'Asia/Dubai', '2026-11-28T03:59:00Z')).toEqual({
      granted: false,
      code: 'outside-schedule',
      reason: 'Outside the schedule (Saturday 08:00-17:00, Asia/Dubai)',
    });
    expect(scheduled(office, 'Asia/Dubai', '2026-11-28T13:00:00Z').granted).toBe(false);
  });

  test('a half-hour offset (Asia/Kolkata, UTC+5:30): 09:00 local is 03:30 UTC', () => {
    const windows = [w('sat', '09:00', '10:00')];
    expect(scheduled(windows, 'Asia/Kolkata', '2026-11-28T03:30:00Z').granted).toBe(true);
    expect(scheduled(windows, 'Asia/Kolkata', '2026-11-28T03:29:00Z').reason).toBe(
      'Outside the schedule (Saturday 09:00-10:00, Asia/Kolkata)',
    );
    expect(scheduled(windows, 'Asia/Kolkata', '2026-11-28T04:29:00Z').granted).toBe(true);
    expect(scheduled(windows, 'Asia/Kolkata', '2026-11-28T04:30:00Z').granted).toBe(false);
  });

  test('the local day decides: Friday 21:00 UTC is already Saturday in Dubai', () => {
    const windows = [w('sat', '00:00', '02:00')];
    expect(scheduled(windows, 'Asia/Dubai', '2026-11-27T21:00:00Z').granted).toBe(true);
    expect(scheduled(windows, 'UTC', '2026-11-27T21:00:00Z').reason).toBe(
      'Outside the schedule (no window on Friday, UTC)',
    );
  });

  test('a window across midnight: Thursday 22:00 to Friday 06:00', () => {
    const night = [w('thu', '22:00', '06:00', true)];
    // Thursday 23:00 Dubai, Friday 03:00 Dubai, Friday 06:00 Dubai.
    expect(scheduled(night, 'Asia/Dubai', '2026-11-26T19:00:00Z').granted).toBe(true);
    expect(scheduled(night, 'Asia/Dubai', '2026-11-26T23:00:00Z').reason).toBe(
      'Within the schedule (Thursday 22:00-06:00 (next day), Asia/Dubai)',
    );
    expect(scheduled(night, 'Asia/Dubai', '2026-11-27T02:00:00Z').reason).toBe(
      'Outside the schedule (no window on Friday, Asia/Dubai)',
    );
    expect(scheduled(night, 'Asia/Dubai', '2026-11-26T17:59:00Z').granted).toBe(false);
  });

  test('R195 across the end of the week: a Friday night window runs into Saturday, the first day', () => {
    const night = [w('fri', '22:00', '02:00', true)];
    expect(scheduled(night, 'UTC', '2026-11-28T01:59:00Z').granted).toBe(true);
    expect(scheduled(night, 'UTC', '2026-11-28T02:00:00Z').granted).toBe(false);
  });

  test('R195 the windows of the day are listed from the week order, a day without any says so', () => {
    const windows = [w('sun', '13:00', '17:00'), w('sun', '08:00', '12:00'), w('fri', '09:00', '10:00')];
    expect(scheduled(windows, 'UTC', '2026-11-29T12:30:00Z').reason).toBe(
      'Outside the schedule (Sunday 08:00-12:00, Sunday 13:00-17:00, UTC)',
    );
    expect(WEEK_DAYS[0]).toBe('sat');
  });

  test('a company schedule wins over the access’s own windows', () => {
    const access = { type: 'scheduled' as const, windows: office, timeZone: 'Asia/Dubai' };
    const schedule = { timeZone: 'Asia/Kolkata', windows: [w('sat', '09:00', '10:00')] };
    const at = new Date('2026-11-28T03:45:00Z'); // 07:45 Dubai, 09:15 Kolkata
    expect(decide({ access, at }).granted).toBe(false);
    expect(decide({ access, schedule, at }).reason).toBe(
      'Within the schedule (Saturday 09:00-10:00, Asia/Kolkata)',
    );
  });

  test('a scheduled access is still bounded by its validity', () => {
    const access = {
      type: 'scheduled' as const,
      windows: office,
      timeZone: 'UTC',
      validUntil: '2026-11-28T09:00:00Z',
    };
    expect(decide({ access, at: new Date('2026-11-28T10:00:00Z') }).reason).toBe('Expired');
  });
});

describe('windows and credentials', () => {
  test('a window whose end is before its start is refused unless it is overnight', () => {
    const late = windowSchema.safeParse({ day: 'mon', start: '17:00', end: '08:00' });
    expect(late.success).toBe(false);
    expect(late.error?.issues[0]).toMatchObject({ path: ['end'], message: 'End Must Be After Start' });
    expect(
      windowSchema.safeParse({ day: 'mon', start: '17:00', end: '08:00', overnight: true }).success,
    ).toBe(true);
    expect(windowSchema.safeParse({ day: 'mon', start: '08:00', end: '24:00' }).success).toBe(true);
    expect(windowSchema.safeParse({ day: 'mon', start: '08:00', end: '08:00' }).success).toBe(false);
    expect(windowSchema.parse({ day: 'fri' })).toEqual({
      day: 'fri',
      start: '00:00',
      end: '24:00',
      overnight: false,
    });
  });

  test('R7 the six actions by state', () => {
    expect(credentialActionsFrom('active')).toEqual(['deactivate', 'block', 'lock']);
    expect(credentialActionsFrom('inactive')).toEqual(['activate', 'block']);
    expect(credentialActionsFrom('locked')).toEqual(['block', 'unlock']);
    expect(credentialActionsFrom('blocked')).toEqual(['unblock']);
  });

  test('each kind checks its code: a PIN has 4 to 8 digits', () => {
    const pin = { kind: 'pin', label: 'Door PIN', userId: 3 };
    expect(newCredentialInput.safeParse({ ...pin, code: '12a4' }).error?.issues[0]?.message).toBe(
      'A PIN Has 4 to 8 Digits',
    );
    expect(newCredentialInput.safeParse({ ...pin, code: '123456' }).success).toBe(true);
  });
});
