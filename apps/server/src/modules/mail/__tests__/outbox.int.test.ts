import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';
import { outbox } from '../mail.schema.ts';
import { deliverOutbox, queueMail, queueSms } from '../mail.service.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login()).token;
  const { db } = t.deps.database;
  await queueMail(db, { to: 'lina@example.com', subject: 'Hello', text: 'Mail body' });
  await queueSms(db, { to: '+971501234567', text: 'Your code is 123456' });
});
afterAll(() => t.close());

const list = (query: string, token = admin) => t.as(token, { method: 'GET', url: `/api/dev/outbox${query}` });

describe('[MAIL] one outbox for email and SMS', () => {
  test('each message says its channel; the list filters by channel and recipient', async () => {
    const sms = (await list('?channel=sms')).json();
    expect(sms.data).toEqual([
      expect.objectContaining({
        channel: 'sms',
        to: '+971501234567',
        subject: '',
        text: 'Your code is 123456',
      }),
    ]);
    expect(sms.totalRecords).toBe(1);
    const mail = (await list('?channel=email&to=LINA@example.com')).json().data;
    expect(mail).toEqual([expect.objectContaining({ channel: 'email', subject: 'Hello' })]);
    // A number is found whether or not it is typed with spaces.
    expect((await list(`?to=${encodeURIComponent('+971 50 123 4567')}`)).json().totalRecords).toBe(1);
  });

  test('R103 an unknown channel is a 418; only system administrators read the outbox', async () => {
    const res = await list('?channel=fax');
    expect(res.statusCode).toBe(418);
    expect(res.json()[0].param).toBe('channel');
    const owner = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
    expect((await list('', owner.token)).statusCode).toBe(403);
  });

  test('SMTP delivery takes email only: an SMS is never handed to the mail server', async () => {
    const { db } = t.deps.database;
    // Nothing listens on port 1: every email delivery fails and is counted as an attempt.
    await deliverOutbox(db, { ...t.deps.config, SMTP_URL: 'smtp://127.0.0.1:1' });
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'lina@example.com'));
    const [sms] = await db.select().from(outbox).where(eq(outbox.channel, 'sms'));
    expect(mail?.attempts).toBe(1);
    expect(sms?.attempts).toBe(0);
    expect(sms?.sentAt).toBeNull();
  });
});
