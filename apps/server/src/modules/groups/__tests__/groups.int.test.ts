import { permissions } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { permissionsOf } from '../../permissions/permissions.service.ts';
import { structures } from '../../places/places.schema.ts';
import { users } from '../../users/users.schema.ts';
import { addMember } from './group-kit.ts';

let k: DevicesKit;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let stranger: { id: number; token: string };
let deviceId: number;
let theirDeviceId: number;
let structureId: number;

beforeAll(async () => {
  k = await devicesKit();
  alice = await addMember(k, k.ids.Customer, 'alice@customer.test');
  bob = await addMember(k, k.ids.Customer, 'bob@customer.test');
  stranger = await addMember(k, k.ids['Building Owner'], 'stranger@owner.test');
  deviceId = await k.deviceId('AQ5-0001');
  const [structure] = await k.t.deps.database.db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.companyId, k.ids.Customer));
  structureId = structure?.id ?? 0;
  const theirs = await k.call('Building Owner', 'GET', '/api/swam/device?limit=1');
  theirDeviceId = theirs.json().data[0]?.id ?? 0;
}, 180_000);
afterAll(async () => k.t.close());

const as = (token: string, method: 'GET' | 'PUT' | 'PATCH', url: string, body?: unknown) =>
  k.t.as(token, { method, url, ...(body !== undefined && { body }) } as never);

describe('[GROUPS] notification groups', () => {
  test('create, get, list with search and paging, update, delete', async () => {
    const created = await k.call('Customer', 'POST', '/api/swam/notifications-group', {
      name: 'Night shift',
      description: 'Operational alarms',
      users: [alice.id],
      resources: [
        { type: 'device', id: deviceId },
        { type: 'structure', id: structureId },
      ],
      notifications: { operational: { immediate: ['email', 'in-app'] }, battery: { scheduled: ['sms'] } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json().data;
    expect(group).toMatchObject({
      name: 'Night shift',
      company: { id: k.ids.Customer },
      users: [{ id: alice.id, email: 'alice@customer.test' }],
      muted: { [alice.id]: false },
      notifications: { operational: { immediate: ['email', 'in-app'] } },
    });
    expect(group.resources.map((r: { type: string }) => r.type)).toEqual(['device', 'structure']);
    expect(group.resources[0].name).toContain('AQ5-0001');

    await k.call('Customer', 'POST', '/api/swam/notifications-group', { name: 'Day shift' });
    const page = await k.call(
      'Customer',
      'GET',
      '/api/swam/notifications-group?name=shift&limit=1&sortBy=name',
    );
    expect(page.json()).toMatchObject({ totalRecords: 2, data: [{ name: 'Day shift' }] });
    const second = await k.call(
      'Customer',
      'GET',
      '/api/swam/notifications-group?name=shift&limit=1&offset=1&sortBy=name',
    );
    expect(second.json().data.map((g: { name: string }) => g.name)).toEqual(['Night shift']);

    const updated = await k.call('Customer', 'PUT', `/api/swam/notifications-group/${group.id}`, {
      name: 'Night shift 2',
      users: [alice.id, bob.id],
      resources: [],
      notifications: { status: { scheduled: ['email'] } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Night shift 2',
      resources: [],
      notifications: { status: { scheduled: ['email'] } },
    });
    expect(
      updated
        .json()
        .data.users.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([alice.id, bob.id].sort());

    expect((await k.call('Customer', 'DELETE', `/api/swam/notifications-group/${group.id}`)).statusCode).toBe(
      200,
    );
    expect((await k.call('Customer', 'GET', `/api/swam/notifications-group/${group.id}`)).statusCode).toBe(
      404,
    );
  });

  test('418 names each bad field: empty name, unknown type, method and channel, another company’s user and device', async () => {
    const res = await k.call('Customer', 'POST', '/api/swam/notifications-group', {
      name: ' ',
      users: [alice.id, stranger.id],
      resources: [{ type: 'device', id: theirDeviceId }],
      notifications: { operational: { daily: ['email'] } },
    });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res).map((f) => f.split(':')[0])).toEqual(
      expect.arrayContaining(['name', 'notifications.operational']),
    );
    const bad = await k.call('Customer', 'POST', '/api/swam/notifications-group', {
      name: 'Mixed',
      users: [alice.id, stranger.id],
      notifications: { operational: { immediate: ['fax'] } },
    });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)[0]).toMatch(/^notifications\.operational\.immediate\.0/);
    const users = await k.call('Customer', 'POST', '/api/swam/notifications-group', {
      name: 'Mixed',
      users: [alice.id, stranger.id],
    });
    expect(k.fields(users)).toEqual(['users.1: Choose a User of This Company']);
    const devices = await k.call('Customer', 'POST', '/api/swam/notifications-group', {
      name: 'Mixed',
      resources: [
        { type: 'device', id: deviceId },
        { type: 'device', id: theirDeviceId },
      ],
    });
    expect(k.fields(devices)).toEqual(['resources.1: Choose a Device of This Company']);
  });

  test('tenant isolation: another company’s group is a 404 and never listed', async () => {
    const theirs = await k.call('Building Owner', 'POST', '/api/swam/notifications-group', {
      name: 'Theirs',
      users: [stranger.id],
    });
    expect(theirs.statusCode).toBe(201);
    const id = theirs.json().data.id;
    expect((await k.call('Customer', 'GET', `/api/swam/notifications-group/${id}`)).statusCode).toBe(404);
    expect(
      (await k.call('Customer', 'PUT', `/api/swam/notifications-group/${id}`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await k.call('Customer', 'DELETE', `/api/swam/notifications-group/${id}`)).statusCode).toBe(404);
    expect(
      (await k.call('Customer', 'PATCH', `/api/swam/notifications-group/${id}/mute`, { muted: true }))
        .statusCode,
    ).toBe(404);
    const listed = await k.call('Customer', 'GET', '/api/swam/notifications-group?limit=100');
    expect(listed.json().data.some((g: { id: number }) => g.id === id)).toBe(false);
  });

  test('each member mutes the group for themselves only; a non-member cannot', async () => {
    const created = await k.call('Customer', 'POST', '/api/swam/notifications-group', {
      name: 'Mutable',
      users: [alice.id, bob.id],
    });
    const id = created.json().data.id;
    // Members see their groups once they hold the view permission (here: the owner lets them).
    const viewers = await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'Group viewers',
      users: [alice.id, bob.id],
      permissions: { swam_groups: ['view'] },
    });
    expect(viewers.statusCode, viewers.body).toBe(201);
    const muted = await as(alice.token, 'PATCH', `/api/swam/notifications-group/${id}/mute`, { muted: true });
    expect(muted.statusCode, muted.body).toBe(200);
    expect(muted.json().data.muted).toEqual({ [alice.id]: true, [bob.id]: false });
    const owner = await k.call('Customer', 'PATCH', `/api/swam/notifications-group/${id}/mute`, {
      muted: true,
    });
    expect(owner.statusCode).toBe(409);
    // An update that keeps Alice keeps her mute.
    const kept = await k.call('Customer', 'PUT', `/api/swam/notifications-group/${id}`, {
      name: 'Mutable',
      users: [alice.id],
    });
    expect(kept.json().data.muted).toEqual({ [alice.id]: true });
    const unmuted = await as(alice.token, 'PATCH', `/api/swam/notifications-group/${id}/mute`, {
      muted: false,
    });
    expect(unmuted.json().data.muted).toEqual({ [alice.id]: false });
    expect((await as(alice.token, 'PATCH', `/api/swam/notifications-group/${id}/mute`, {})).statusCode).toBe(
      418,
    );
  });
});

describe('[GROUPS] permission groups', () => {
  test('the group’s permissions reach its users in their company (R107 header), and leave with the group', async () => {
    const carol = await addMember(k, k.ids.Customer, 'carol@customer.test');
    expect((await as(carol.token, 'GET', '/api/swam/device')).statusCode).toBe(403);
    const created = await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'Device viewers',
      users: [carol.id],
      resources: [{ type: 'structure', id: structureId }],
      permissions: { swam_devices: ['view'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      permissions: { swam_devices: ['view'] },
      users: [{ id: carol.id }],
      resources: [{ type: 'structure', id: structureId }],
    });
    const allowed = await as(carol.token, 'GET', '/api/swam/device');
    expect(
      allowed.statusCode,
      `${allowed.body} ${permissions.decodePermissions(String(allowed.headers[permissions.PERMISSIONS_HEADER]))}`,
    ).toBe(200);
    const header = new Set(
      permissions.decodePermissions(String(allowed.headers[permissions.PERMISSIONS_HEADER])) ?? [],
    );
    expect(header.has('p_swam_devices_view')).toBe(true);
    expect(header.has('p_swam_devices_update')).toBe(false);

    const id = created.json().data.id;
    expect((await k.call('Customer', 'DELETE', `/api/swam/permissions-group/${id}`)).statusCode).toBe(200);
    expect((await as(carol.token, 'GET', '/api/swam/device')).statusCode).toBe(403);
  });

  test('a group grants only within its company: a member moved to another company loses the grant', async () => {
    const erin = await addMember(k, k.ids.Customer, 'erin@customer.test');
    const created = await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'Erin viewers',
      users: [erin.id],
      permissions: { swam_devices: ['view'] },
    });
    expect(created.statusCode).toBe(201);
    const member = { id: erin.id, isAdmin: false };
    expect((await permissionsOf(k.t.deps.database.db, member)).has('p_swam_devices_view')).toBe(true);
    await k.t.deps.database.db
      .update(users)
      .set({ companyId: k.ids['Building Owner'] })
      .where(eq(users.id, erin.id));
    expect((await permissionsOf(k.t.deps.database.db, member)).has('p_swam_devices_view')).toBe(false);
  });

  test('418: unknown modules and actions, keys the caller does not hold, another company’s structure', async () => {
    const res = await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'Bad',
      permissions: { metrowatch_devices: ['view'], swam_devices: ['fly'] },
    });
    expect(
      k
        .fields(res)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['permissions.metrowatch_devices', 'permissions.swam_devices']);
    const grantor = await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'Grantors',
      users: [bob.id],
      permissions: { swam_groups: ['view', 'create'] },
    });
    expect(grantor.statusCode).toBe(201);
    const escalate = await k.t.as(bob.token, {
      method: 'POST',
      url: '/api/swam/permissions-group',
      body: { name: 'Mine', users: [bob.id], permissions: { swam_devices: ['transfer'] } },
    });
    expect(k.fields(escalate)).toEqual([
      'permissions.swam_devices: You Cannot Grant a Permission You Do Not Hold',
    ]);
    const [theirStructure] = await k.t.deps.database.db
      .select({ id: structures.id })
      .from(structures)
      .where(eq(structures.companyId, k.ids['Building Owner']));
    const structure = await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'Bad',
      resources: [{ type: 'structure', id: theirStructure?.id ?? 1 }],
    });
    expect(k.fields(structure)).toEqual(['resources.0: Choose a Structure of This Company']);
  });

  test('tenant isolation and a member without the permission is refused', async () => {
    const theirs = await k.call('Building Owner', 'POST', '/api/swam/permissions-group', { name: 'Theirs' });
    const id = theirs.json().data.id;
    expect((await k.call('Customer', 'GET', `/api/swam/permissions-group/${id}`)).statusCode).toBe(404);
    expect(
      (await k.call('Customer', 'PUT', `/api/swam/permissions-group/${id}`, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await k.call('Customer', 'DELETE', `/api/swam/permissions-group/${id}`)).statusCode).toBe(404);
    expect((await as(stranger.token, 'GET', '/api/swam/permissions-group')).statusCode).toBe(403);
  });
});

describe('[GROUPS] both kinds and a user’s memberships', () => {
  test('GET /swam/groups lists both kinds by name; a user’s groups are set in one call', async () => {
    const dave = await addMember(k, k.ids.Customer, 'dave@customer.test');
    const p = (await k.call('Customer', 'POST', '/api/swam/permissions-group', { name: 'Zeta perms' })).json()
      .data;
    const n = (
      await k.call('Customer', 'POST', '/api/swam/notifications-group', { name: 'Zeta notes' })
    ).json().data;
    const both = await k.call('Customer', 'GET', '/api/swam/groups?name=zeta');
    expect(both.json()).toMatchObject({
      totalRecords: 2,
      data: [
        { kind: 'notification', name: 'Zeta notes', usersCount: 0 },
        { kind: 'permission', name: 'Zeta perms' },
      ],
    });
    const set = await k.call('Customer', 'PUT', `/api/swam/groups/user/${dave.id}`, {
      permissionGroups: [p.id],
      notificationGroups: [n.id],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({
      user: { id: dave.id },
      permissionGroups: [p.id],
      notificationGroups: [n.id],
    });
    const mine = await k.call('Customer', 'GET', `/api/swam/groups?userId=${dave.id}`);
    expect(mine.json().data.map((g: { name: string }) => g.name)).toEqual(['Zeta notes', 'Zeta perms']);
    const cleared = await k.call('Customer', 'PUT', `/api/swam/groups/user/${dave.id}`, {
      permissionGroups: [],
      notificationGroups: [n.id],
    });
    expect(cleared.json().data.permissionGroups).toEqual([]);

    const theirs = (
      await k.call('Building Owner', 'POST', '/api/swam/notifications-group', { name: 'T' })
    ).json().data;
    const wrong = await k.call('Customer', 'PUT', `/api/swam/groups/user/${dave.id}`, {
      permissionGroups: [],
      notificationGroups: [theirs.id],
    });
    expect(k.fields(wrong)).toEqual(['notificationGroups.0: Choose a Group of the User’s Company']);
    expect((await k.call('Customer', 'GET', `/api/swam/groups/user/${stranger.id}`)).statusCode).toBe(404);
  });
});
