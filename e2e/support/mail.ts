import { expect } from 'vitest';
import { api } from './api.ts';

/** The dev outbox (GET /api/dev/outbox, system administrators only): what the product mailed. */

interface OutboxReply {
  data: { to: string; subject: string; text: string }[];
  totalRecords: number;
}

/**
 * The link to `page` (e.g. `/core/auth/verify-account/`) in the newest mail to `to`, as a path with its
 * query: the mail names the server's public URL, the browser stays on the run's base URL.
 */
export async function mailedLink(token: string, to: string, page: string): Promise<string> {
  const res = await fetch(api(`/dev/outbox?${new URLSearchParams({ to })}`), {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as OutboxReply;
  for (const mail of data) {
    expect(mail.to).toBe(to);
    const found = mail.text.match(/https?:\/\/\S+/g)?.find((link) => new URL(link).pathname.startsWith(page));
    if (found) {
      const url = new URL(found);
      return `${url.pathname}${url.search}`;
    }
  }
  throw new Error(`No mail to ${to} links to ${page}: ${JSON.stringify(data.map((mail) => mail.subject))}`);
}

/** Confirms an address the way its owner would: the emailed verify-account link, through the API. */
export async function confirmEmail(adminToken: string, email: string) {
  const link = await mailedLink(adminToken, email, '/core/auth/verify-account/');
  const token = link.split('/').pop() ?? '';
  const res = await fetch(api(`/auth/verify-account/${token}`), { method: 'POST' });
  expect(res.status).toBe(204);
}
