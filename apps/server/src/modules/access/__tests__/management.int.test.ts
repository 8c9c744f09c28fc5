import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccessKit, accessKit } from './kit.ts';

let k: AccessKit;
let reception: number;
let serverRoom: number;
beforeAll(async () => {
  k = await accessKit();
  reception = await k.door('DL1-0001');
  serverRoom = await k.door('DL1-0002');
});
afterAll(() => k.t.close());

const office = [{ day: 'sat', start: '08:00', end: '17:00' }];
const customer = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  k.call('Customer', method, `/api/metrowatch${url}`, body);

describe('demo data', () => {
  test('the demo Customer has credentials of each kind and state, schedules, doors and accesses of every type', async () => {
    const tokens = (await customer('GET', '/access-token?limit=100')).json();
    const kinds = new Set(tokens.data.map((c: { kind: string }) => c.kind));
    const states = new Set(tokens.data.map((c: { state: string }) => c.state));
    expect([...kinds].sort()).toEqual(['card', 'phone-key', 'pin']);
    expect([...states].sort()).toEqual(['active', 'blocked', 'inactive', 'locked']);
    const schedules = (await customer('GET', '/company-schedule')).json();
    expect(schedules.data.map((s: { name: string }) => s.name)).toContain('Office hours');
    const accesses = (await customer('GET', '/user-access?limit=100')).json();
    const types = new Set(accesses.data.map((a: { type: string }) => a.type));
    expect([...types].sort()).toEqual(['fulltime', 'onetime', 'public-temporary', 'scheduled']);
    const doors = (await customer('GET', '/access-door?limit=100')).json();
    expect(doors.data.map((d: { serial: string }) => d.serial)).toContain('DL1-0001');
    expect(doors.data.map((d: { serial: string }) => d.serial)).not.toContain('DL9-0001');
  });

  test('a code is never answered, only a hint (none for a PIN)', async () => {
    const res = await customer('GET', '/access-token?kind=pin');
    expect(res.statusCode).toBe(200);
    for (const c of res.json().data) expect(c.codeHint).toBeNull();
    expect(res.body).not.toContain('246810');
  });
});

describe('access tokens (R7)', () => {
  let id: number;
  test('issue a card to a user of the company: 201 with its last 4 characters', async () => {
    const res = await customer('POST', '/access-token', {
      kind: 'card',
      label: 'Badge 2001',
      userId: k.ownerId,
      code: 'CARD2001',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'card', state: 'active', codeHint: '2001' });
    id = res.json().data.id;
  });

  test('the same code for the same kind in the company is a 409; a PIN of letters is a 418 on code', async () => {
    const again = await customer('POST', '/access-token', {
      kind: 'card',
      label: 'Copy',
      userId: k.ownerId,
      code: 'CARD2001',
    });
    expect(again.statusCode).toBe(409);
    const pin = await customer('POST', '/access-token', {
      kind: 'pin',
      label: 'P',
      userId: k.ownerId,
      code: '12ab',
    });
    expect(pin.statusCode).toBe(418);
    expect(k.fields(pin)).toEqual(['code: A PIN Has 4 to 8 Digits']);
  });

  test('a holder of another company is a 418 on userId, and nothing is written', async () => {
    const before = (await customer('GET', '/access-token')).json().totalRecords;
    const res = await customer('POST', '/access-token', {
      kind: 'card',
      label: 'Foreign',
      userId: k.other.userId,
      code: 'CARD9999',
    });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual(['userId: Choose a User of Your Companies']);
    expect((await customer('GET', '/access-token')).json().totalRecords).toBe(before);
  });

  test('R7 the six transitions follow the state machine; a move from a wrong state is a 409', async () => {
    const step = async (action: string) => customer('POST', `/access-token/${id}/${action}`);
    expect((await step('lock')).json().data.state).toBe('locked');
    const relock = await step('lock');
    expect(relock.statusCode).toBe(409);
    expect(relock.json()).toEqual({
      msg: 'This access token is locked: it cannot be locked',
      code: 'CREDENTIAL_STATE',
    });
    expect((await step('unlock')).json().data.state).toBe('active');
    expect((await step('block')).json().data.state).toBe('blocked');
    expect((await step('activate')).statusCode).toBe(409);
    expect((await step('unblock')).json().data.state).toBe('active');
    expect((await step('deactivate')).json().data.state).toBe('inactive');
    expect((await step('lock')).statusCode).toBe(409);
    expect((await step('activate')).json().data.state).toBe('active');
  });

  test('rename and new code; another company cannot see, change or move it (404)', async () => {
    const res = await customer('PUT', `/access-token/${id}`, {
      label: 'Badge 2001 (reception)',
      code: 'CARD2101',
    });
    expect(res.json().data).toMatchObject({ label: 'Badge 2001 (reception)', codeHint: '2101' });
    expect((await k.asOther('GET', `/api/metrowatch/access-token/${id}`)).statusCode).toBe(404);
    expect((await k.asOther('POST', `/api/metrowatch/access-token/${id}/block`)).statusCode).toBe(404);
    expect((await k.asOther('DELETE', `/api/metrowatch/access-token/${id}`)).statusCode).toBe(404);
    expect((await k.asOther('GET', '/api/metrowatch/access-token')).json().totalRecords).toBe(0);
    expect((await customer('GET', `/access-token/${id}`)).json().data.state).toBe('active');
  });
});

describe('company schedules (R195)', () => {
  let scheduleId: number;
  test('a window whose end is before its start is a 418 on that window; an overnight one is accepted', async () => {
    const bad = await customer('POST', '/company-schedule', {
      name: 'Broken',
      timeZone: 'Asia/Dubai',
      windows: [{ day: 'mon', start: '17:00', end: '08:00' }],
    });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)).toEqual(['windows.0.end: End Must Be After Start']);
    const zone = await customer('POST', '/company-schedule', {
      name: 'Z',
      timeZone: 'Mars/Olympus',
      windows: office,
    });
    expect(k.fields(zone)).toEqual(['timeZone: Must be a time zone such as Asia/Dubai']);
    const night = await customer('POST', '/company-schedule', {
      name: 'Guards',
      timeZone: 'Asia/Kolkata',
      windows: [
        { day: 'fri', start: '22:00', end: '06:00', overnight: true },
        { day: 'sat', start: '22:00', end: '06:00', overnight: true },
      ],
    });
    expect(night.statusCode).toBe(201);
    // Saturday first (R195), whatever the order sent.
    expect(night.json().data.windows.map((w: { day: string }) => w.day)).toEqual(['sat', 'fri']);
    scheduleId = night.json().data.id;
  });

  test('update, read one, another company cannot (404), delete while followed is a 409', async () => {
    const res = await customer('PUT', `/company-schedule/${scheduleId}`, {
      name: 'Guards (nights)',
      timeZone: 'Asia/Kolkata',
      windows: [{ day: 'sat', start: '22:00', end: '06:00', overnight: true }],
    });
    expect(res.json().data.name).toBe('Guards (nights)');
    expect((await k.asOther('GET', `/api/metrowatch/company-schedule/${scheduleId}`)).statusCode).toBe(404);
    expect(
      (
        await k.asOther('PUT', `/api/metrowatch/company-schedule/${scheduleId}`, {
          name: 'x',
          timeZone: 'UTC',
          windows: office,
        })
      ).statusCode,
    ).toBe(404);
    const grant = await customer('POST', '/user-access', {
      type: 'scheduled',
      doorId: serverRoom,
      userId: k.ownerId,
      scheduleId,
    });
    expect(grant.statusCode).toBe(201);
    const del = await customer('DELETE', `/company-schedule/${scheduleId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('SCHEDULE_IN_USE');
    await customer('POST', `/user-access/${grant.json().data.id}/revoke`);
    expect((await customer('DELETE', `/company-schedule/${scheduleId}`)).statusCode).toBe(204);
  });
});

describe('granting accesses', () => {
  test('a fulltime access of a user; a second one meeting its period is a 418 (overlap), nothing written', async () => {
    const first = await customer('POST', '/user-access', {
      type: 'fulltime',
      doorId: serverRoom,
      userId: k.ownerId,
      validFrom: '2031-01-01T00:00:00Z',
      validUntil: '2031-02-01T00:00:00Z',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ type: 'fulltime', state: 'upcoming', user: { id: k.ownerId } });
    const before = await k.countAccesses();
    const overlap = await customer('POST', '/user-access', {
      type: 'fulltime',
      doorId: serverRoom,
      userId: k.ownerId,
      validFrom: '2031-01-31T00:00:00Z',
    });
    expect(overlap.statusCode).toBe(418);
    expect(k.fields(overlap)[0]).toMatch(
      /^doorId: This user already has an access to this door in this period/,
    );
    expect(await k.countAccesses()).toBe(before);
    const after = await customer('POST', '/user-access', {
      type: 'fulltime',
      doorId: serverRoom,
      userId: k.ownerId,
      validFrom: '2031-02-01T00:00:00Z',
      validUntil: '2031-03-01T00:00:00Z',
    });
    expect(after.statusCode).toBe(201);
  });

  test('bad input: foreign door, a device that is no lock, unknown credential, end before start: 418 per field', async () => {
    const before = await k.countAccesses();
    const grant = (body: Record<string, unknown>) =>
      customer('POST', '/user-access', { type: 'fulltime', doorId: reception, userId: k.ownerId, ...body });
    const [sensor] = (await k.call('Customer', 'GET', '/api/device?limit=100'))
      .json()
      .data.filter((d: { type: string }) => d.type !== 'device-lock');
    expect(k.fields(await grant({ doorId: k.other.doorId }))).toEqual([
      'doorId: Choose a Door of Your Companies',
    ]);
    expect(k.fields(await grant({ doorId: sensor.id }))).toEqual(['doorId: Choose a Door of Your Companies']);
    expect(k.fields(await grant({ userId: undefined, credentialId: 999_999 }))).toEqual([
      'credentialId: Choose a Credential of This Company',
    ]);
    expect(k.fields(await grant({ userId: k.other.userId }))).toEqual([
      'userId: Choose a User of This Company',
    ]);
    expect(
      k.fields(await grant({ validFrom: '2032-02-01T00:00:00Z', validUntil: '2032-01-01T00:00:00Z' })),
    ).toEqual(['validUntil: End Must Be After Start']);
    expect(k.fields(await grant({ credentialId: 1 }))).toEqual(['userId: Choose a User or a Credential']);
    expect(k.fields(await grant({ type: 'scheduled' }))).toEqual([
      'scheduleId: Choose a Schedule or Give Windows',
    ]);
    const foreignSchedule = await k.asOther('POST', '/api/metrowatch/company-schedule', {
      name: 'Theirs',
      timeZone: 'UTC',
      windows: office,
    });
    expect(k.fields(await grant({ type: 'scheduled', scheduleId: foreignSchedule.json().data.id }))).toEqual([
      'scheduleId: Choose a Schedule of This Company',
    ]);
    expect(await k.countAccesses()).toBe(before);
  });

  test('the other company cannot read, move or revoke an access (404), and lists none of ours', async () => {
    const mine = (await customer('GET', '/user-access?limit=1')).json().data[0];
    expect((await k.asOther('GET', `/api/metrowatch/user-access/${mine.id}`)).statusCode).toBe(404);
    expect((await k.asOther('POST', `/api/metrowatch/user-access/${mine.id}/revoke`)).statusCode).toBe(404);
    expect(
      (
        await k.asOther('PATCH', `/api/metrowatch/user-access/${mine.id}`, {
          validUntil: '2040-01-01T00:00:00Z',
        })
      ).statusCode,
    ).toBe(404);
    for (const list of ['user-access', 'schedule-access', 'temporary-access']) {
      expect((await k.asOther('GET', `/api/metrowatch/${list}`)).json().totalRecords).toBe(0);
    }
    expect((await customer('GET', `/user-access/${mine.id}`)).json().data.revokedAt).toBeNull();
    // Another company's ids in a list filter are refused, not answered with an empty list.
    expect(k.fields(await customer('GET', `/user-access?userId=${k.other.userId}`))).toEqual([
      'userId: Choose a User of Your Companies',
    ]);
    expect(k.fields(await customer('GET', `/temporary-access?doorId=${k.other.doorId}`))).toEqual([
      'doorId: Choose a Door of Your Companies',
    ]);
    expect((await customer('GET', `/access-token?userId=${k.other.userId}`)).statusCode).toBe(418);
  });

  test('revoke once (then 409); the lists filter by type and state', async () => {
    const link = await customer('POST', '/temporary-access', {
      type: 'onetime',
      doorId: reception,
      validFrom: '2030-01-01T00:00:00Z',
      validUntil: '2030-01-02T00:00:00Z',
    });
    expect(link.statusCode).toBe(201);
    const id = link.json().data.id;
    expect((await customer('POST', `/user-access/${id}/revoke`)).json().data.state).toBe('revoked');
    expect((await customer('POST', `/user-access/${id}/revoke`)).statusCode).toBe(409);
    const revoked = (await customer('GET', '/temporary-access?state=revoked&type=onetime')).json();
    expect(revoked.data.map((a: { id: number }) => a.id)).toContain(id);
    const scheduled = (await customer('GET', '/schedule-access?limit=100')).json();
    expect(scheduled.data.every((a: { type: string }) => a.type === 'scheduled')).toBe(true);
    expect((await customer('GET', '/user-access?sortBy=nope')).statusCode).toBe(418);
  });

  test('moving an access in time (drag and resize) checks the order and the overlap', async () => {
    const card = await customer('POST', '/access-token', {
      kind: 'card',
      label: 'Mover',
      userId: k.ownerId,
      code: 'MOVE0001',
    });
    const credentialId = card.json().data.id;
    const a = await customer('POST', '/user-access', {
      type: 'fulltime',
      doorId: reception,
      credentialId,
      validFrom: '2033-01-01T00:00:00Z',
      validUntil: '2033-01-10T00:00:00Z',
    });
    const b = await customer('POST', '/user-access', {
      type: 'fulltime',
      doorId: reception,
      credentialId,
      validFrom: '2033-02-01T00:00:00Z',
      validUntil: '2033-02-10T00:00:00Z',
    });
    const moved = await customer('PATCH', `/user-access/${a.json().data.id}`, {
      validUntil: '2033-01-20T00:00:00Z',
    });
    expect(moved.json().data.validUntil).toBe('2033-01-20T00:00:00.000Z');
    const clash = await customer('PATCH', `/user-access/${a.json().data.id}`, {
      validUntil: '2033-02-05T00:00:00Z',
    });
    expect(k.fields(clash)[0]).toMatch(/^doorId: This credential already has an access to this door/);
    const order = await customer('PATCH', `/user-access/${b.json().data.id}`, {
      validFrom: '2033-03-01T00:00:00Z',
    });
    expect(k.fields(order)).toEqual(['validUntil: End Must Be After Start']);
  });
});

describe('calendar mode (R195)', () => {
  test('a scheduled access appears once per window in its time zone; range and filters hold', async () => {
    const card = await customer('POST', '/access-token', {
      kind: 'card',
      label: 'Calendar badge',
      userId: k.ownerId,
      code: 'CAL00001',
    });
    const grant = await customer('POST', '/user-access', {
      type: 'scheduled',
      doorId: serverRoom,
      credentialId: card.json().data.id,
      windows: [
        { day: 'sat', start: '08:00', end: '17:00' },
        { day: 'thu', start: '22:00', end: '02:00', overnight: true },
      ],
      timeZone: 'Asia/Dubai',
      validFrom: '2030-01-01T00:00:00Z',
    });
    expect(grant.statusCode).toBe(201);
    // 2030-01-05 is a Saturday: a week from Saturday in Dubai.
    const res = await customer(
      'GET',
      `/access-calendar?from=2030-01-04T20:00:00Z&to=2030-01-11T20:00:00Z&credentialId=${card.json().data.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      truncated: false,
      data: [
        expect.objectContaining({
          accessId: grant.json().data.id,
          start: '2030-01-05T04:00:00.000Z',
          end: '2030-01-05T13:00:00.000Z',
          title: 'Server room door: Calendar badge',
        }),
        expect.objectContaining({ start: '2030-01-10T18:00:00.000Z', end: '2030-01-10T22:00:00.000Z' }),
      ],
    });
    const far = await customer('GET', '/access-calendar?from=2030-01-01T00:00:00Z&to=2030-04-01T00:00:00Z');
    expect(k.fields(far)).toEqual(['to: At Most 62 Days']);
    const other = await k.asOther(
      'GET',
      '/api/metrowatch/access-calendar?from=2030-01-04T20:00:00Z&to=2030-01-11T20:00:00Z',
    );
    expect(other.json().data).toEqual([]);
  });
});
