import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** Regressions of the hardening sweep: ids past PostgreSQL's integer range were 500s ("out of range"). */
let t: TestApp;
let token: string;
let companyId: number;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.login('owner@customer.demo', 'Demo#12345');
  token = owner.token;
  companyId = owner.user.personalInfo.companyId ?? 0;
  userId = owner.user.id;
});
afterAll(() => t.close());

const HUGE = 2_147_483_648;
const cases: [string, string, string, object?][] = [
  ['company path id', 'GET', `/api/company/${HUGE}/`],
  ['company user list', 'GET', `/api/company/${HUGE}/user`],
  ['customerId filter', 'GET', `/api/company?customerId=${HUGE}`],
  ['system role id', 'GET', `/api/permissions/system-roles/${HUGE}`],
  ['request id in a path', 'POST', `/api/company/{company}/request/${HUGE}/cancel`],
  ['request id in a body', 'POST', '/api/company/{company}/request/engage', { requestId: HUGE }],
  ['role id in a body', 'PUT', `/api/company/{company}/user/{user}/role`, { roleId: HUGE }],
];

describe('[COMPANY] ids beyond the database integer range', () => {
  for (const [name, method, url, body] of cases) {
    test(`${name} is a 418 naming the field, not a 500`, async () => {
      const res = await t.as(token, {
        method: method as 'GET',
        url: url.replace('{company}', String(companyId)).replace('{user}', String(userId)),
        ...(body && { payload: body }),
      });
      expect(res.statusCode, res.body).toBe(418);
      expect(res.json()[0].msg).toBe('Must be at most 2147483647');
    });
  }
});
