import { permissions } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { satisfies } from '../../../kernel/auth/guard.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { modules } from '../../index.ts';
import { users } from '../../users/users.schema.ts';
import { assignRole } from '../permissions.service.ts';
import { SYSTEM_ROLES } from '../system-roles.ts';

/**
 * Every seeded role against every guarded endpoint of the registry: a request is refused with 403
 * exactly when the role lacks the endpoint's permissions or its company fails the endpoint's visibility,
 * whatever the body (the guard runs first).
 */
let t: TestApp;
const CUSTOMER_USER = { companyType: 'Customer', adminType: null, companySelected: true } as const;
const sessions = new Map<string, { token: string; userId: number; companyId: number }>();

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.deps.database;
  const companyId = (await t.login('owner@customer.demo', 'Demo#12345')).user.personalInfo.companyId ?? 0;
  for (const role of SYSTEM_ROLES) {
    const [row] = await db
      .insert(users)
      .values({
        email: `${role.key}@matrix.example`,
        passwordHash: 'unused',
        firstName: role.name,
        lastName: 'Matrix',
        companyId,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert failed');
    await assignRole(db, row.id, role.key);
    const token = await t.deps.jwt.sign({ sub: String(row.id), companyId, isAdmin: false });
    sessions.set(role.key, { token, userId: row.id, companyId });
  }
});
afterAll(() => t.close());

const routes = () => modules.flatMap((m) => m.routes?.(t.deps) ?? []).map((r) => r.endpoint);

describe('[PERMISSIONS] matrix: each seeded role × each endpoint', () => {
  test('the registry has guarded endpoints of every kind', () => {
    const kinds = new Set(routes().map((e) => e.access.kind));
    expect([...kinds].sort()).toEqual(['admin', 'authenticated', 'permissions', 'public']);
  });

  for (const role of SYSTEM_ROLES) {
    test(`${role.key}`, async () => {
      const session = sessions.get(role.key);
      if (!session) throw new Error('no session');
      const granted = permissions.withImplied(role.permissions);
      const outcomes: string[] = [];
      for (const endpoint of routes()) {
        if (endpoint.access.kind === 'public') continue;
        const url = `/api${endpoint.path}`
          .replace(':userId', String(session.userId))
          .replace(':roleId', '1')
          .replace(':id', String(session.companyId))
          .replace(':key', 'k')
          .replace(':token', 'x'.repeat(20))
          .replace(/:\w+Id\b/g, '1');
        const res = await t.as(session.token, { method: endpoint.method, url, body: {} });
        const expected =
          (endpoint.access.kind === 'authenticated' ||
            (endpoint.access.kind === 'permissions' &&
              satisfies(granted, endpoint.access.keys, endpoint.access.mode))) &&
          // R112-R114: every session is a user of the demo Customer (the integrators' desk is not theirs).
          permissions.meetsVisibility(CUSTOMER_USER, endpoint.visibility);
        const allowed = res.statusCode !== 403 || res.json().code !== 'FORBIDDEN';
        if (allowed !== expected) outcomes.push(`${endpoint.method} ${endpoint.path}: ${res.statusCode}`);
        expect(res.statusCode, `${endpoint.method} ${url}`).toBeLessThan(500);
      }
      expect(outcomes).toEqual([]);
      // Every endpoint of the product once per role (about 700 with issue 20's): the owner's run takes 14 s
      // on a loaded 2-core machine.
    }, 120_000);
  }
});
