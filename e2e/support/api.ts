import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN } from './server.ts';
import { baseUrl } from './servers.ts';

/** Calls to the run's API outside the browser: unique addresses, tokens, and calls as a page's session. */

export const api = (path: string) => `${baseUrl()}/api${path}`;

/** An address no other run or test used. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** Meets every password rule of spec §5. */
export const PASSWORD = 'Fresh#Start9';

/** One API sign-in (the server allows a few failures per account: keep these few and right). */
export async function loginToken(email: string, password: string): Promise<string> {
  const res = await fetch(api('/auth/login?shortTerm=0'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', timezone: 'UTC' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export const adminToken = () => loginToken(ADMIN.email, ADMIN.password);

/**
 * A call with the session a page holds: the acting-as pair of its tab (session storage) when there is one,
 * else its own access token.
 */
export async function apiAs<T>(page: Page, method: string, apiPath: string, body?: unknown) {
  const token = await page.evaluate(() => {
    const read = (store: Storage, key: string) => JSON.parse(store.getItem(key) ?? 'null') as string | null;
    return (
      read(sessionStorage, 'atrium.secondaryAccessToken.v1') ?? read(localStorage, 'atrium.accessToken.v1')
    );
  });
  return apiWithToken<T>(String(token), method, apiPath, body);
}

/** A call with a bearer token outside the browser. */
export async function apiWithToken<T>(token: string, method: string, apiPath: string, body?: unknown) {
  const res = await fetch(api(apiPath), {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** A new Customer company and its owner through the API; the address is not confirmed yet. */
export async function signUpCustomer(
  email: string,
  names: { companyName: string; firstName: string; lastName: string },
) {
  const res = await fetch(api('/company/customer/signup'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...names, email, password: PASSWORD }),
  });
  expect(res.status).toBe(201);
}
