import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';
import { outbox } from '../mail.schema.ts';
import { attachmentsOf, deliverOutbox, queueMail, queueSms } from '../mail.service.ts';

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

/** A mail server that takes every message and keeps its raw text (just enough SMTP for nodemailer). */
async function smtpSink() {
  const { createServer } = await import('node:net');
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    let message = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            data = false;
            messages.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('[MAIL] attachments', () => {
  test('a mail keeps its files in the outbox and SMTP delivery sends them with it (issue 23 reports)', async () => {
    const { db } = t.deps.database;
    const csv = Buffer.from('\uFEFFName,Total\r\nتقرير,1.50\r\n', 'utf8');
    const id = await queueMail(db, {
      to: 'files@example.com',
      subject: 'Your report',
      text: 'Attached.',
      attachments: [{ filename: 'report.csv', contentType: 'text/csv; charset=utf-8', content: csv }],
    });
    const stored = await attachmentsOf(db, [id ?? 0]);
    expect(stored.get(id ?? 0)).toEqual([
      { filename: 'report.csv', contentType: 'text/csv; charset=utf-8', content: csv },
    ]);
    const sink = await smtpSink();
    try {
      await deliverOutbox(db, { ...t.deps.config, SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      const sent = sink.messages.find((m) => m.includes('Subject: Your report'));
      expect(sent).toBeDefined();
      expect(sent).toMatch(/Content-Disposition: attachment; filename=report\.csv/);
      expect(sent).toContain(csv.toString('base64').slice(0, 40));
      const [row] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.id, id ?? 0));
      expect(row?.sentAt).not.toBeNull();
    } finally {
      await sink.close();
    }
  });
});
