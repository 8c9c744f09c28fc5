import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { ADMIN } from '../support/server.ts';

/** Helpers of the auth journeys: unique addresses, the admin's token, and the dev outbox (GET /api/dev/outbox). */

export const api = (path: string) => `${inject('baseUrl')}/api${path}`;

/** An address no other run or test used. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** Meets every password rule of spec §5. */
export const PASSWORD = 'Fresh#Start9';

/** One API sign-in of the admin (the per-IP login limit is 20 a minute: keep these few). */
export async function adminToken(): Promise<string> {
  const res = await fetch(api('/auth/login?shortTerm=0'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', timezone: 'UTC' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

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
