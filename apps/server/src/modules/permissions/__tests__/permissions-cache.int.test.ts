import { permissions } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';
import { userRoles } from '../permissions.schema.ts';
import { cachedPermissions, invalidatePermissions } from '../permissions-cache.ts';

const CACHE_MS = 3000;
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let owner: Session;
let member: Session;
let roleId: number;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp({ PERMISSIONS_CACHE_MS: String(CACHE_MS) });
  owner = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
  const companyId = owner.user.personalInfo.companyId;
  roleId = (
    await t.as(owner.token, {
      method: 'POST',
      url: `/api/company/${companyId}/role`,
      body: { name: 'Cache probe', permissions: ['p_area_view'] },
    })
  ).json().data.id;
  const created = await t.as(owner.token, {
    method: 'POST',
    url: `/api/company/${companyId}/user`,
    body: { email: 'cache@customer.example', firstName: 'Ca', lastName: 'Che', password: 'C4che#pass' },
  });
  memberId = created.json().data.id;
  member = await t.login('cache@customer.example', 'C4che#pass');
});
afterAll(() => t.close());

const base = () => `/api/company/${owner.user.personalInfo.companyId}`;
const asOwner = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  t.as(owner.token, { method, url: `${base()}${url}`, ...(body && { body }) });
/** The keys the guard used for the member's request (the `permissions` header of every answer). */
const memberKeys = async () =>
  permissions.decodePermissions(
    (await t.as(member.token, { method: 'GET', url: '/api/user/me' })).headers.permissions as string,
  ) ?? [];

describe('[PERMISSIONS] the per-user permissions cache', () => {
  test('concurrent lookups of one user share one query; an invalidation or the lifetime ends it', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return new Set([`k${loads}`]);
    };
    const cached = cachedPermissions(load, 200);
    const user = { id: 1, isAdmin: false };
    const [a, b] = await Promise.all([cached(user), cached(user)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(await cached({ id: 2, isAdmin: false })).toEqual(new Set(['k2']));
    invalidatePermissions();
    expect(await cached(user)).toEqual(new Set(['k3']));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await cached(user)).toEqual(new Set(['k4']));
    expect(loads).toBe(4);
  });

  test('a failed lookup is not kept; admins are not cached; a lifetime of 0 turns it off', async () => {
    let calls = 0;
    const flaky = cachedPermissions(async () => {
      calls += 1;
      if (calls === 1) throw new Error('db down');
      return new Set(['ok']);
    }, 10_000);
    await expect(flaky({ id: 1, isAdmin: false })).rejects.toThrow('db down');
    expect(await flaky({ id: 1, isAdmin: false })).toEqual(new Set(['ok']));
    let adminLoads = 0;
    const admin = cachedPermissions(async () => new Set([`a${++adminLoads}`]), 10_000);
    await admin({ id: 9, isAdmin: true });
    await admin({ id: 9, isAdmin: true });
    expect(adminLoads).toBe(2);
    let plainLoads = 0;
    const off = cachedPermissions(async () => new Set([`p${++plainLoads}`]), 0);
    await off({ id: 3, isAdmin: false });
    await off({ id: 3, isAdmin: false });
    expect(plainLoads).toBe(2);
  });

  test('R116 assigning, unassigning and expiring a role take effect on the very next request', async () => {
    expect(await memberKeys()).not.toContain('p_area_view');
    expect((await asOwner('PUT', `/user/${memberId}/role`, { roleId })).statusCode).toBe(200);
    expect(await memberKeys()).toContain('p_area_view');
    expect((await asOwner('PUT', `/user/${memberId}/role/unassign`, { roleId })).statusCode).toBe(200);
    expect(await memberKeys()).not.toContain('p_area_view');
    await asOwner('PUT', `/user/${memberId}/role`, { roleId });
    expect(await memberKeys()).toContain('p_area_view');
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await asOwner('PUT', `/user/${memberId}/expiration`, { expiresAt: past })).statusCode).toBe(200);
    expect(await memberKeys()).not.toContain('p_area_view');
    await asOwner('PUT', `/user/${memberId}/expiration`, { expiresAt: null });
    expect(await memberKeys()).toContain('p_area_view');
  });

  test('R3 R116 changing or deleting the role takes effect on the very next request', async () => {
    expect((await asOwner('PUT', `/role/${roleId}`, { permissions: ['p_structure_view'] })).statusCode).toBe(
      200,
    );
    const keys = await memberKeys();
    expect(keys).toContain('p_structure_view');
    expect(keys).not.toContain('p_area_view');
    expect((await asOwner('DELETE', `/role/${roleId}`)).statusCode).toBe(204);
    expect(await memberKeys()).not.toContain('p_structure_view');
  });

  test('a change made behind the server’s back (another instance) shows within PERMISSIONS_CACHE_MS', async () => {
    const role = (
      await asOwner('POST', '/role', { name: 'Behind the back', permissions: ['p_asset_view'] })
    ).json().data;
    await asOwner('PUT', `/user/${memberId}/role`, { roleId: role.id });
    expect(await memberKeys()).toContain('p_asset_view');
    // Another server process would write the database without invalidating this one's cache.
    await t.deps.database.db.delete(userRoles).where(eq(userRoles.userId, memberId));
    const changedAt = Date.now();
    expect(await memberKeys(), 'cached for a moment').toContain('p_asset_view');
    // Every request that still sees the old keys started within the cache's lifetime; then the change shows.
    let changed = false;
    while (!changed && Date.now() - changedAt < CACHE_MS + 5000) {
      const startedAfter = Date.now() - changedAt;
      changed = !(await memberKeys()).includes('p_asset_view');
      if (changed) break;
      expect(startedAfter).toBeLessThanOrEqual(CACHE_MS);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(changed).toBe(true);
  });
});
