import type { auth, system } from '@atrium/contracts';
import { vi } from 'vitest';

/** Test data and a fetch double shared by the web tests. */

export const testConfig: system.PublicConfig = {
  brand: {
    name: 'Acme Cloud',
    logoUrl: null,
    websiteUrl: null,
    termsUrl: 'https://example.com/terms',
    privacyUrl: null,
    supportEmail: 'support@example.com',
    supportPhone: null,
  },
  apps: {
    metrowatch: true,
    gm: true,
    defcon: true,
    fleet: true,
    cloudorbit: true,
    smartparking: true,
    assetmonitoring: true,
    facilitybooking: true,
  },
  languages: ['en', 'ar'],
  version: 'test',
  map: { tileUrl: null, tileAttribution: null },
};

export const testUser: auth.SessionUser = {
  id: 1,
  email: 'admin@atrium.demo',
  isAdmin: true,
  adminType: 'Super Admin',
  fleetRole: null,
  permissions: [],
  personalInfo: {
    firstName: 'Super',
    lastName: 'Admin',
    companyId: 7,
    company: { id: 7, name: 'Atrium HQ', type: 'Integrator' },
  },
};

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT whose `exp` is `secondsFromNow` away. */
export const fakeJwt = (secondsFromNow: number, claims: object = {}) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    sub: '1',
    exp: Math.floor(Date.now() / 1000) + secondsFromNow,
    ...claims,
  })}.signature`;

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export interface FetchCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: FetchCall) => Response | Promise<Response>;

/** Replaces global fetch; every call is recorded with its path relative to the origin. */
export function mockFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: FetchCall = {
      method: init.method ?? 'GET',
      path: String(input),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}
