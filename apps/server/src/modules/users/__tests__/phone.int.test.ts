import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';
import { phoneCodes } from '../users.schema.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let fmc: Session;
let amc: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  fmc = await t.login(demoOwnerEmail('FMC'), DEMO_PASSWORD);
  amc = await t.login(demoOwnerEmail('AMC'), DEMO_PASSWORD);
});
afterAll(() => t.close());

const post = (s: Session, url: string, body: object) => t.as(s.token, { method: 'POST', url, body });
const sendCode = (s: Session, body: object = {}) =>
  post(s, `/api/user/${s.user.id}/resend-phone-verification`, body);
const verify = (s: Session, code: string, id = s.user.id) =>
  post(s, `/api/user/${id}/verify-phone`, { code });

/** The code of the newest SMS to `phone`, read from the outbox like a tester would. */
async function textedCode(phone: string) {
  const res = await t.as(admin.token, {
    method: 'GET',
    url: `/api/dev/outbox?channel=sms&to=${encodeURIComponent(phone)}`,
  });
  const text: string = res.json().data[0]?.text ?? '';
  return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
}
/** Lets the next code be asked for at once (the 60-second wait has its own test). */
const forgetLastSend = (userId: number) =>
  t.deps.database.db
    .update(phoneCodes)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(eq(phoneCodes.userId, userId));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('[USER][PHONE] verification by texted code', () => {
  test('a code goes to the SMS outbox; the right code verifies the number, once', async () => {
    const sent = await sendCode(fmc, { phone: '+971 50 111 2233' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ phone: '+971501112233', resendAfter: 60 });
    const outbox = await t.as(admin.token, { method: 'GET', url: '/api/dev/outbox?channel=sms' });
    expect(outbox.json().data[0]).toMatchObject({ channel: 'sms', to: '+971501112233', subject: '' });
    const code = await textedCode('+971501112233');
    expect(code).toMatch(/^\d{6}$/);

    const ok = await verify(fmc, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.phone).toBe('+971501112233');
    const again = await verify(fmc, code);
    expect(again.statusCode).toBe(418);
    expect(again.json()).toEqual([{ param: 'code', msg: 'Send a code first' }]);
    const info = await t.as(fmc.token, { method: 'GET', url: `/api/user/${fmc.user.id}/info` });
    expect(info.json().data.phone).toBe('+971501112233');
  });

  test('only a hash of the code is stored', async () => {
    const [row] = await t.deps.database.db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, fmc.user.id));
    const code = await textedCode('+971501112233');
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
  });

  test('another code at most once a minute (429); without a number it goes to the pending one', async () => {
    await forgetLastSend(amc.user.id);
    expect((await sendCode(amc)).json()).toEqual([{ param: 'phone', msg: 'Required' }]);
    expect((await sendCode(amc, { phone: '+44 7700 900123' })).statusCode).toBe(200);
    const tooSoon = await sendCode(amc);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('PHONE_CODE_TOO_SOON');
    await forgetLastSend(amc.user.id);
    const first = await textedCode('+447700900123');
    const resent = await sendCode(amc);
    expect(resent.json().data.phone).toBe('+447700900123');
    const second = await textedCode('+447700900123');
    // The earlier code stopped working when the new one was sent.
    if (first !== second) expect((await verify(amc, first)).statusCode).toBe(418);
    expect((await verify(amc, second)).statusCode).toBe(200);
  });

  test('wrong codes are counted: after 5 the code is dead even when right', async () => {
    await forgetLastSend(amc.user.id);
    await sendCode(amc, { phone: '+447700900124' });
    const code = await textedCode('+447700900124');
    const first = await verify(amc, wrong(code));
    expect(first.json()).toEqual([{ param: 'code', msg: 'That code is not valid (4 tries left)' }]);
    for (let i = 0; i < 4; i++) await verify(amc, wrong(code));
    const blocked = await verify(amc, code);
    expect(blocked.json()).toEqual([{ param: 'code', msg: 'Too many wrong codes; send a new one' }]);
  });

  test('an expired code is refused', async () => {
    await forgetLastSend(amc.user.id);
    await sendCode(amc, { phone: '+447700900125' });
    const code = await textedCode('+447700900125');
    await t.deps.database.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.userId, amc.user.id));
    expect((await verify(amc, code)).json()).toEqual([
      { param: 'code', msg: 'This code has expired; send a new one' },
    ]);
  });

  test('a number verified by someone else cannot be taken', async () => {
    await forgetLastSend(amc.user.id);
    const res = await sendCode(amc, { phone: '+971501112233' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual([{ param: 'phone', msg: 'This phone number is already used' }]);
  });

  test('only your own number: another user id is a 404, even for an admin', async () => {
    expect((await sendCode({ ...fmc, user: amc.user }, { phone: '+971501112299' })).statusCode).toBe(404);
    expect((await verify(fmc, '123456', amc.user.id)).statusCode).toBe(404);
    expect((await verify(admin, '123456', fmc.user.id)).statusCode).toBe(404);
  });

  test('R103 bad input is a 418 on its field', async () => {
    for (const [phone, msg] of [
      ['0501234567', 'International Phone Number Must Start With +'],
      ['+971-50', 'Please Enter Phone Number'],
      ['+123', 'Enter 7 to 15 digits'],
    ]) {
      const res = await sendCode(fmc, { phone });
      expect(res.statusCode, phone).toBe(418);
      expect(res.json()).toEqual([{ param: 'phone', msg }]);
    }
    expect((await verify(fmc, '12ab56')).json()).toEqual([{ param: 'code', msg: 'Enter the 6-digit code' }]);
    expect((await sendCode(fmc, { phone: '+971501112244', userId: 1 })).statusCode).toBe(418);
  });
});

describe('[USER] validate-email and validate-phone', () => {
  test('an address or number in use is not available; bad ones are 418 on their field', async () => {
    const email = await post(fmc, '/api/user/validate-email', { email: demoOwnerEmail('AMC').toUpperCase() });
    expect(email.json().data).toEqual({ email: demoOwnerEmail('AMC'), available: false });
    const fresh = await post(fmc, '/api/user/validate-email', { email: 'nobody.yet@example.com' });
    expect(fresh.json().data.available).toBe(true);
    const badEmail = await post(fmc, '/api/user/validate-email', { email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(418);
    expect(badEmail.json()[0].param).toBe('email');

    const mine = await post(fmc, '/api/user/validate-phone', { phone: '+971 50 111 2233' });
    expect(mine.json().data).toEqual({ phone: '+971501112233', available: true });
    const theirs = await post(amc, '/api/user/validate-phone', { phone: '+971501112233' });
    expect(theirs.json().data.available).toBe(false);
    const badPhone = await post(amc, '/api/user/validate-phone', { phone: '050' });
    expect(badPhone.json()).toEqual([
      { param: 'phone', msg: 'International Phone Number Must Start With +' },
    ]);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/validate-phone' })).statusCode).toBe(401);
  });
});
