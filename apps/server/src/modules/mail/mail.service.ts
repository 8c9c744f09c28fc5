import type { auth } from '@atrium/contracts';
import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { outbox, outboxAttachments } from './mail.schema.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (stored with the mail until it is delivered, and after). */
  attachments?: MailAttachment[];
}

/** Writing a mail only stores it; delivery happens in the outbox job, so a request never waits on SMTP. */
export const queueMail = async (db: DbOrTx, { attachments, ...mail }: Mail) => {
  const [row] = await db
    .insert(outbox)
    .values({ ...mail, channel: 'email' })
    .returning({ id: outbox.id });
  if (row && attachments?.length)
    await db.insert(outboxAttachments).values(attachments.map((a) => ({ ...a, mailId: row.id })));
  return row?.id;
};

/** The files of the given mails, by mail id, in the order they were added. */
export async function attachmentsOf(db: DbOrTx, mailIds: number[]) {
  const byMail = new Map<number, MailAttachment[]>();
  if (mailIds.length === 0) return byMail;
  const rows = await db
    .select()
    .from(outboxAttachments)
    .where(inArray(outboxAttachments.mailId, mailIds))
    .orderBy(asc(outboxAttachments.id));
  for (const { mailId, filename, contentType, content } of rows) {
    const list = byMail.get(mailId) ?? [];
    list.push({ filename, contentType, content });
    byMail.set(mailId, list);
  }
  return byMail;
}

/** An SMS to an international number; kept in the same outbox as mail (no SMS provider is wired yet). */
export const queueSms = async (db: DbOrTx, sms: { to: string; text: string }) => {
  await db.insert(outbox).values({ channel: 'sms', to: sms.to, subject: '', text: sms.text });
};

const toMessage = (row: typeof outbox.$inferSelect): typeof auth.outboxMessage._output => ({
  id: row.id,
  channel: row.channel,
  to: row.to,
  subject: row.subject,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export async function listOutbox(
  db: DbOrTx,
  filters: { to?: string; channel?: auth.OutboxChannel },
  limit: number,
  offset: number,
) {
  // Phone numbers are stored without spaces; addresses lower-case.
  const to = filters.to?.replaceAll(' ', '').toLowerCase();
  const where: SQL | undefined = and(
    to ? eq(outbox.to, to) : undefined,
    filters.channel ? eq(outbox.channel, filters.channel) : undefined,
  );
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(outbox).where(where);
  return { data: rows.map(toMessage), totalRecords: total?.n ?? 0 };
}

const MAX_ATTEMPTS = 10;

/** Sends unsent mail through SMTP_URL; failures stay in the outbox with their error and are retried. */
export async function deliverOutbox(db: DbOrTx, config: Config) {
  if (!config.SMTP_URL) return 0;
  const transport = nodemailer.createTransport(config.SMTP_URL);
  const pending = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(outbox.id))
    .limit(50);
  const files = await attachmentsOf(
    db,
    pending.map((m) => m.id),
  );
  let sent = 0;
  for (const mail of pending) {
    try {
      await transport.sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: files.get(mail.id),
      });
      await db
        .update(outbox)
        .set({ sentAt: new Date(), attempts: mail.attempts + 1 })
        .where(eq(outbox.id, mail.id));
      sent++;
    } catch (error) {
      const lastError = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      await db
        .update(outbox)
        .set({ attempts: mail.attempts + 1, lastError })
        .where(eq(outbox.id, mail.id));
    }
  }
  transport.close();
  return sent;
}
