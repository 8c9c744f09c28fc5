import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCompanyUser } from '../../../test/demo-kit.ts';
import { devices } from '../../devices/devices.schema.ts';
import { DEMO_LINK_TOKENS } from '../access.seed.ts';
import { presentCredential } from '../door-decisions.service.ts';
import { type AccessKit, accessKit } from './kit.ts';

let k: AccessKit;
let door: number;
let kitchen: number;
beforeAll(async () => {
  k = await accessKit();
  door = await k.door('DL1-0003');
  kitchen = await k.door('DL1-0004');
});
afterAll(() => k.t.close());

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const publicUrl = (token: string) => `/api/public/metrowatch/one-time-access/${token}`;

async function link(body: Record<string, unknown> = {}) {
  const res = await k.call('Customer', 'POST', '/api/metrowatch/temporary-access', {
    type: 'onetime',
    doorId: door,
    validFrom: hours(-1),
    validUntil: hours(2),
    note: 'Visitor',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { data: { id: number }; token: string; path: string };
}

describe('public one-time access', () => {
  test('open once: granted, a command unlocks the door, the log says so; again: 410 and a refusal logged', async () => {
    const { token, path } = await link();
    expect(path).toBe(`/metro-watch/one-time-access/${token}`);
    const page = await k.anonymous('GET', publicUrl(token));
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      type: 'onetime',
      door: { name: 'Meeting room A door' },
      usesLeft: 1,
      state: 'ready',
    });

    const commandsBefore = (await k.commands(door)).length;
    const open = await k.anonymous('POST', `${publicUrl(token)}/open`);
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({ granted: true, reason: 'One-time link', usesLeft: 0 });
    const commands = await k.commands(door);
    expect(commands).toHaveLength(commandsBefore + 1);
    expect(commands[0]).toMatchObject({ command: 'unlock', source: 'access', userId: null });
    expect(open.json().data.command.id).toBe(commands[0]?.id);
    const [granted] = await k.accessLog(door);
    expect(granted).toMatchObject({
      actor: 'access',
      result: 'accepted',
      reason: 'One-time link',
      remoteAddress: '203.0.113.7',
    });

    const again = await k.anonymous('POST', `${publicUrl(token)}/open`);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ msg: 'This link was already used', code: 'ACCESS_LINK_USED' });
    const [refused] = await k.accessLog(door);
    expect(refused).toMatchObject({ actor: 'access', result: 'refused', reason: 'Already used' });
    expect(await k.commands(door)).toHaveLength(commandsBefore + 1);
    expect((await k.anonymous('GET', publicUrl(token))).statusCode).toBe(410);
  });

  test('the access log reader shows the decision with its reason', async () => {
    const res = await k.call('Customer', 'GET', `/api/device/${door}/access-logs?actor=access`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ actor: 'access', result: 'refused', reason: 'Already used' });
  });

  test('two opens racing for a one-time link: exactly one unlocks', async () => {
    const { token } = await link();
    const before = (await k.commands(door)).length;
    const replies = await Promise.all([
      k.anonymous('POST', `${publicUrl(token)}/open`),
      k.anonymous('POST', `${publicUrl(token)}/open`),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    expect(await k.commands(door)).toHaveLength(before + 1);
  });

  test('unknown 404, revoked and expired 410, not yet valid 409: nothing unlocked, never a 500', async () => {
    const before = (await k.commands(door)).length;
    const unknown = await k.anonymous('POST', `${publicUrl('no-such-token')}/open`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ msg: 'This link does not exist', code: 'ACCESS_LINK_UNKNOWN' });
    expect((await k.anonymous('GET', publicUrl('x'.repeat(100)))).statusCode).toBe(404);

    const revoked = await link();
    await k.call('Customer', 'POST', `/api/metrowatch/user-access/${revoked.data.id}/revoke`);
    const r = await k.anonymous('POST', `${publicUrl(revoked.token)}/open`);
    expect([r.statusCode, r.json().code]).toEqual([410, 'ACCESS_LINK_REVOKED']);

    const expired = await link({ validFrom: hours(-5), validUntil: hours(-1) });
    const e = await k.anonymous('POST', `${publicUrl(expired.token)}/open`);
    expect([e.statusCode, e.json().code]).toEqual([410, 'ACCESS_LINK_EXPIRED']);
    expect((await k.accessLog(door))[0]).toMatchObject({ result: 'refused', reason: 'Expired' });

    const later = await link({ validFrom: hours(5), validUntil: hours(6) });
    expect((await k.anonymous('GET', publicUrl(later.token))).json().data.state).toBe('upcoming');
    const l = await k.anonymous('POST', `${publicUrl(later.token)}/open`);
    expect([l.statusCode, l.json().code]).toEqual([409, 'ACCESS_LINK_NOT_YET_VALID']);

    expect(await k.commands(door)).toHaveLength(before);
  });

  test('a public-temporary link opens maxUses times, then is used', async () => {
    const { token } = await link({ type: 'public-temporary', maxUses: 2, doorId: kitchen });
    const first = await k.anonymous('POST', `${publicUrl(token)}/open`);
    expect(first.json().data).toMatchObject({ reason: 'Temporary link (use 1 of 2)', usesLeft: 1 });
    const second = await k.anonymous('POST', `${publicUrl(token)}/open`);
    expect(second.json().data).toMatchObject({ reason: 'Temporary link (use 2 of 2)', usesLeft: 0 });
    const third = await k.anonymous('POST', `${publicUrl(token)}/open`);
    expect(third.statusCode).toBe(410);
    expect((await k.accessLog(kitchen))[0]).toMatchObject({ result: 'refused', reason: 'All 2 uses spent' });
  });

  test('a blocked door refuses the link (409) and keeps its use', async () => {
    const { token } = await link({ doorId: kitchen });
    const { db } = k.t.deps.database;
    await db.update(devices).set({ state: 'blocked' }).where(eq(devices.id, kitchen));
    const res = await k.anonymous('POST', `${publicUrl(token)}/open`);
    expect([res.statusCode, res.json().code]).toEqual([409, 'ACCESS_DOOR_BLOCKED']);
    await db.update(devices).set({ state: 'active' }).where(eq(devices.id, kitchen));
    expect((await k.anonymous('POST', `${publicUrl(token)}/open`)).statusCode).toBe(200);
  });

  test('the seeded demo link opens the demo door (demo data)', async () => {
    const res = await k.anonymous('GET', publicUrl(DEMO_LINK_TOKENS.visitor));
    expect(res.statusCode).toBe(200);
  });

  test('a link is created only on a door of the caller’s companies (418), and its token is kept as SHA-256 only', async () => {
    const res = await k.call('Customer', 'POST', '/api/metrowatch/temporary-access', {
      type: 'onetime',
      doorId: k.other.doorId,
      validFrom: hours(0),
      validUntil: hours(1),
    });
    expect(k.fields(res)).toEqual(['doorId: Choose a Door of Your Companies']);
    const { token, data } = await link();
    const list = await k.call('Customer', 'GET', `/api/metrowatch/temporary-access?limit=100`);
    expect(list.body).not.toContain(token);
    expect(list.json().data.map((a: { id: number }) => a.id)).toContain(data.id);
  });

  test('the public calls are rate limited per address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await k.anonymous('GET', publicUrl('flood'), '198.51.100.9')).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a credential presented at a lock', () => {
  test('granted by a fulltime access, refused once the credential is blocked mid-window: logged with the credential', async () => {
    const card = await k.call('Customer', 'POST', '/api/metrowatch/access-token', {
      kind: 'card',
      label: 'Door test badge',
      userId: k.ownerId,
      code: 'DOOR0001',
    });
    const credentialId = card.json().data.id;
    const grant = await k.call('Customer', 'POST', '/api/metrowatch/user-access', {
      type: 'fulltime',
      doorId: kitchen,
      credentialId,
    });
    expect(grant.statusCode).toBe(201);
    const present = () => presentCredential(k.t.deps, { deviceId: kitchen, kind: 'card', code: 'DOOR0001' });
    expect(await present()).toMatchObject({ granted: true, reason: 'Fulltime access' });
    expect((await k.accessLog(kitchen))[0]).toMatchObject({
      result: 'accepted',
      credentialId,
      credentialLabel: 'Door test badge',
      userId: k.ownerId,
    });
    await k.call('Customer', 'POST', `/api/metrowatch/access-token/${credentialId}/block`);
    const before = (await k.commands(kitchen)).length;
    expect(await present()).toMatchObject({ granted: false, reason: 'Credential blocked' });
    expect((await k.accessLog(kitchen))[0]).toMatchObject({
      result: 'refused',
      reason: 'Credential blocked',
      credentialId,
    });
    expect(await k.commands(kitchen)).toHaveLength(before);
    const logs = await k.call('Customer', 'GET', `/api/device/${kitchen}/access-logs`);
    expect(logs.json().data[0].credential).toEqual({ id: credentialId, label: 'Door test badge' });
  });

  test('an unknown code, or a code of the right company at a door it has no access to, is refused', async () => {
    expect(
      await presentCredential(k.t.deps, { deviceId: kitchen, kind: 'card', code: 'NOPE0000' }),
    ).toMatchObject({
      granted: false,
      reason: 'Unknown credential',
    });
    // The demo's spare badge has no access anywhere.
    expect(
      await presentCredential(k.t.deps, { deviceId: door, kind: 'card', code: 'CARD1003' }),
    ).toMatchObject({
      granted: false,
    });
  });

  test('a scheduled access outside its windows is refused with the schedule in words', async () => {
    const card = await k.call('Customer', 'POST', '/api/metrowatch/access-token', {
      kind: 'pin',
      label: 'Night PIN',
      userId: k.ownerId,
      code: '55443322',
    });
    await k.call('Customer', 'POST', '/api/metrowatch/user-access', {
      type: 'scheduled',
      doorId: door,
      credentialId: card.json().data.id,
      windows: [{ day: 'sat', start: '08:00', end: '09:00' }],
      timeZone: 'Asia/Kolkata',
      validFrom: '2026-01-01T00:00:00Z',
    });
    // 2026-11-27 is a Friday.
    const at = new Date('2026-11-27T06:00:00Z');
    const friday = await presentCredential(k.t.deps, { deviceId: door, kind: 'pin', code: '55443322', at });
    expect(friday).toMatchObject({
      granted: false,
      reason: 'Outside the schedule (no window on Friday, Asia/Kolkata)',
    });
    const saturday = new Date('2026-11-28T02:45:00Z'); // 08:15 in Kolkata
    expect(
      await presentCredential(k.t.deps, { deviceId: door, kind: 'pin', code: '55443322', at: saturday }),
    ).toMatchObject({ granted: true, reason: 'Within the schedule (Saturday 08:00-09:00, Asia/Kolkata)' });
  });
});

describe('a phone key from its holder’s app', () => {
  test('opens a door it has access to; another user presenting it is refused; a foreign door is a 404', async () => {
    const key = await k.call('Customer', 'POST', '/api/metrowatch/access-token', {
      kind: 'phone-key',
      label: 'Owner test phone',
      userId: k.ownerId,
      code: 'phone-key-test-0001',
    });
    await k.call('Customer', 'POST', '/api/metrowatch/user-access', {
      type: 'fulltime',
      doorId: kitchen,
      credentialId: key.json().data.id,
    });
    const open = (token: string, doorId = kitchen) =>
      k.t.as(token, {
        method: 'POST',
        url: `/api/metrowatch/access-door/${doorId}/open`,
        body: { code: 'phone-key-test-0001' },
      });
    const before = (await k.commands(kitchen)).length;
    const res = await open(k.tokens.Customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ granted: true, code: 'granted', reason: 'Fulltime access' });
    expect(await k.commands(kitchen)).toHaveLength(before + 1);

    const member = await addCompanyUser(k.t, k.ids.Customer, 'member@customer.test', 'company_member');
    const stolen = await open(member.token);
    expect(stolen.json().data).toMatchObject({ granted: false, reason: 'Unknown credential' });
    expect((await k.accessLog(kitchen))[0]).toMatchObject({
      result: 'refused',
      userId: member.id,
      credentialId: null,
    });
    expect((await open(k.other.token)).statusCode).toBe(404);
    expect(await k.commands(kitchen)).toHaveLength(before + 1);
  });
});
