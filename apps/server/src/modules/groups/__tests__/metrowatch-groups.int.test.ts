import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerDevice } from '../../alarms/__tests__/app-kit.ts';
import { alarmTemplates } from '../../alarms/alarms.schema.ts';
import { evaluateReadings } from '../../alarms/evaluate.ts';
import { type DevicesKit, devicesKit, type Who } from '../../devices/__tests__/kit.ts';
import { outbox } from '../../mail/mail.schema.ts';
import { startNotifications } from '../index.ts';
import { addMember } from './group-kit.ts';

/**
 * The application kit's groups for Metro Watch (issue 17): permission groups granting `p_metrowatch_*` keys,
 * notification groups receiving metrowatch alarms, memberships, each app's groups apart from the other's.
 */

let k: DevicesKit;
let stop: () => void;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let lock: number;
let logger: number;
let mwPermission: number;
let mwNotification: number;
let swamNotification: number;

const MW = '/api/metrowatch';
const get = async (who: Who, url: string) => {
  const res = await k.call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const created = async (who: Who, url: string, body: unknown) => {
  const res = await k.call(who, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number } & Record<string, unknown>;
};
const ids = (list: { data: { id: number }[] }) => list.data.map((row) => row.id);
const mailsTo = async (to: string) => k.t.deps.database.db.select().from(outbox).where(eq(outbox.to, to));

async function until(ok: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await ok()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** An operational alarm on a metrowatch device, raised as the readings hook raises it. */
async function raise(deviceId: number, serial: string, temperature: number) {
  await evaluateReadings(k.t.deps.database, [
    {
      deviceId,
      companyId: k.ids.Customer,
      serial,
      ts: new Date(),
      receivedAt: new Date(),
      values: { temperature },
    },
  ]);
}

beforeAll(async () => {
  k = await devicesKit({ HOST: '127.0.0.1' });
  // Only this file's templates: the demo ones would raise alarms beside them.
  await k.t.deps.database.db.delete(alarmTemplates);
  stop = startNotifications(k.t.deps, k.t.app.log);
  alice = await addMember(k, k.ids.Customer, 'alice@mw-groups.test');
  bob = await addMember(k, k.ids.Customer, 'bob@mw-groups.test');
  lock = await registerDevice(k, 'Customer', { serial: 'MWG-COLD-1', hardwareId: 402, solutionId: 31 });
  logger = await registerDevice(k, 'Customer', { serial: 'MWG-COLD-2', hardwareId: 402, solutionId: 31 });
  await created('Customer', `${MW}/template`, {
    name: 'Warm',
    rules: [{ kind: 'above', key: 'temperature', value: 8, severity: 'critical' }],
  });
  swamNotification = (
    await created('Customer', '/api/swam/notifications-group', {
      name: 'Sensor watchers',
      users: [bob.id],
      notifications: { operational: { immediate: ['email'] } },
    })
  ).id;
}, 180_000);
afterAll(async () => {
  stop?.();
  await k.t.close();
});

describe('[KIT] metrowatch permission groups', () => {
  test('create with metrowatch keys, get, list, update, delete; a swam module is not one of this app (418)', async () => {
    const group = await created('Customer', `${MW}/permissions-group`, {
      name: 'Door keepers',
      users: [alice.id],
      resources: [{ type: 'device', id: lock }],
      permissions: { metrowatch_alarms: ['view', 'acknowledge'] },
    });
    mwPermission = group.id;
    expect(group).toMatchObject({
      permissions: { metrowatch_alarms: ['view', 'acknowledge'] },
      users: [expect.objectContaining({ id: alice.id })],
      resources: [{ type: 'device', id: lock, name: 'MWG-COLD-1 (MWG-COLD-1)' }],
    });
    expect(ids(await get('Customer', `${MW}/permissions-group`))).toContain(group.id);
    const bad = await k.call('Customer', 'POST', `${MW}/permissions-group`, {
      name: 'Wrong app',
      permissions: { swam_alarms: ['view'], metrowatch_alarms: ['fly'] },
    });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad).sort()).toEqual([
      'permissions.metrowatch_alarms: Unknown Actions: fly',
      'permissions.swam_alarms: Not a Module of This App',
    ]);
    const temp = await created('Customer', `${MW}/permissions-group`, {
      name: 'Temp',
      permissions: { metrowatch_templates: ['view'] },
    });
    const put = await k.call('Customer', 'PUT', `${MW}/permissions-group/${temp.id}`, {
      name: 'Temp 2',
      permissions: { metrowatch_templates: ['view', 'create'] },
    });
    expect(put.json().data).toMatchObject({
      name: 'Temp 2',
      permissions: { metrowatch_templates: ['view', 'create'] },
    });
    expect((await k.call('Customer', 'DELETE', `${MW}/permissions-group/${temp.id}`)).statusCode).toBe(200);
    expect((await k.call('Customer', 'GET', `${MW}/permissions-group/${temp.id}`)).statusCode).toBe(404);
  });

  test('the group’s metrowatch key reaches only its resources’ alarms (groups/resource-scope per app key)', async () => {
    await raise(lock, 'MWG-COLD-1', 20);
    await raise(logger, 'MWG-COLD-2', 20);
    const all = await get('Customer', `${MW}/alarms/operational`);
    expect(new Set(all.data.map((a: { device: { id: number } }) => a.device.id))).toEqual(
      new Set([lock, logger]),
    );
    const hers = await k.t.as(alice.token, { method: 'GET', url: `${MW}/alarms/operational` });
    expect(hers.statusCode, hers.body).toBe(200);
    expect(hers.json().data.map((a: { device: { id: number } }) => a.device.id)).toEqual([lock]);
    // Her group grants metrowatch keys only: the sensor solution's alarms stay closed to her.
    expect(
      (await k.t.as(alice.token, { method: 'GET', url: '/api/swam/alarms/operational' })).statusCode,
    ).toBe(403);
    const other = all.data.find((a: { device: { id: number } }) => a.device.id === logger);
    const ack = await k.t.as(alice.token, {
      method: 'POST',
      url: `${MW}/alarms/operational/${other.id}/acknowledge`,
      body: {},
    });
    expect(ack.statusCode).toBe(404);
  });
});

describe('[KIT] metrowatch notification groups', () => {
  test('create, get, update, mute; `alarm/group` lists only the groups that receive alarms', async () => {
    const group = await created('Customer', `${MW}/notifications-group`, {
      name: 'Cold room watchers',
      users: [alice.id],
      notifications: { operational: { immediate: ['email'] } },
    });
    mwNotification = group.id;
    const silent = await created('Customer', `${MW}/notifications-group`, {
      name: 'Silent',
      users: [alice.id],
    });
    expect(ids(await get('Customer', `${MW}/notifications-group`))).toEqual(
      expect.arrayContaining([group.id, silent.id]),
    );
    const receiving = await get('Customer', `${MW}/alarm/group`);
    expect(ids(receiving)).toContain(group.id);
    expect(ids(receiving)).not.toContain(silent.id);
    expect(ids(receiving)).not.toContain(swamNotification);
    const paged = await get('Customer', `${MW}/alarm/group?limit=1`);
    expect(paged.data).toHaveLength(1);
    const put = await k.call('Customer', 'PUT', `${MW}/notifications-group/${silent.id}`, {
      name: 'Silent',
      users: [alice.id],
      notifications: { status: { scheduled: ['in-app'] } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(ids(await get('Customer', `${MW}/alarm/group`))).toContain(silent.id);
    const muted = await k.t.as(alice.token, {
      method: 'PATCH',
      url: `${MW}/notifications-group/${silent.id}/mute`,
      body: { muted: true },
    });
    // Alice holds no metrowatch group keys: muting is a group view call.
    expect(muted.statusCode).toBe(403);
    const ownerMute = await k.call('Customer', 'PATCH', `${MW}/notifications-group/${silent.id}/mute`, {
      muted: true,
    });
    expect(ownerMute.statusCode).toBe(409);
    expect((await k.call('Customer', 'DELETE', `${MW}/notifications-group/${silent.id}`)).statusCode).toBe(
      200,
    );
    const bad = await k.call('Customer', 'POST', `${MW}/notifications-group`, {
      name: '',
      notifications: { operational: { immediate: ['pigeon'] } },
    });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad).map((f) => f.split(':')[0])).toEqual(
      expect.arrayContaining(['name', 'notifications.operational.immediate.0']),
    );
  });

  test('an alarm of a metrowatch device mails the metrowatch groups’ members, not the sensor solution’s', async () => {
    await raise(lock, 'MWG-COLD-1', 4);
    await raise(lock, 'MWG-COLD-1', 25);
    await until(async () => (await mailsTo('alice@mw-groups.test')).length > 0);
    const mails = await mailsTo('alice@mw-groups.test');
    expect(mails.some((m) => m.text.includes('MWG-COLD-1') && m.text.includes('temperature above 8'))).toBe(
      true,
    );
    // Bob's swam group covers every device of the company and asks for operational alarms: not these.
    expect(await mailsTo('bob@mw-groups.test')).toEqual([]);
  });
});

describe('[KIT] metrowatch memberships and separation', () => {
  test('`groups` lists both kinds of the app; a user’s memberships are set per app', async () => {
    const both = await get('Customer', `${MW}/groups`);
    const kinds = both.data.map((g: { kind: string; id: number }) => `${g.kind}:${g.id}`);
    expect(kinds).toEqual(
      expect.arrayContaining([`permission:${mwPermission}`, `notification:${mwNotification}`]),
    );
    expect(kinds).not.toContain(`notification:${swamNotification}`);
    await k.call('Customer', 'PUT', `/api/swam/groups/user/${alice.id}`, {
      permissionGroups: [],
      notificationGroups: [swamNotification],
    });
    expect((await get('Customer', `${MW}/groups/user/${alice.id}`)).data).toMatchObject({
      permissionGroups: [mwPermission],
      notificationGroups: [mwNotification],
    });
    const cleared = await k.call('Customer', 'PUT', `${MW}/groups/user/${alice.id}`, {
      permissionGroups: [mwPermission],
      notificationGroups: [],
    });
    expect(cleared.json().data).toMatchObject({ permissionGroups: [mwPermission], notificationGroups: [] });
    // Her sensor-solution group stays.
    expect((await get('Customer', `/api/swam/groups/user/${alice.id}`)).data.notificationGroups).toEqual([
      swamNotification,
    ]);
    const foreign = await k.call('Customer', 'PUT', `${MW}/groups/user/${alice.id}`, {
      permissionGroups: [],
      notificationGroups: [swamNotification],
    });
    expect(k.fields(foreign)).toEqual(['notificationGroups.0: Choose a Group of the User’s Company']);
  });

  test('app separation: metrowatch groups are 404s on swam paths and absent from swam lists, and the reverse', async () => {
    expect(ids(await get('Customer', '/api/swam/permissions-group'))).not.toContain(mwPermission);
    expect(ids(await get('Customer', '/api/swam/notifications-group'))).not.toContain(mwNotification);
    expect(ids(await get('Customer', `${MW}/notifications-group`))).not.toContain(swamNotification);
    expect((await k.call('Customer', 'GET', `/api/swam/permissions-group/${mwPermission}`)).statusCode).toBe(
      404,
    );
    expect(
      (await k.call('Customer', 'DELETE', `/api/swam/notifications-group/${mwNotification}`)).statusCode,
    ).toBe(404);
    expect(
      (await k.call('Customer', 'GET', `${MW}/notifications-group/${swamNotification}`)).statusCode,
    ).toBe(404);
  });

  test('isolation: another company never sees nor changes our metrowatch groups (404)', async () => {
    for (const url of [
      `${MW}/permissions-group/${mwPermission}`,
      `${MW}/notifications-group/${mwNotification}`,
    ]) {
      expect((await k.call('Building Owner', 'GET', url)).statusCode).toBe(404);
      expect((await k.call('Building Owner', 'PUT', url, { name: 'Mine' })).statusCode).toBe(404);
      expect((await k.call('Building Owner', 'DELETE', url)).statusCode).toBe(404);
    }
    expect(ids(await get('Building Owner', `${MW}/permissions-group`))).not.toContain(mwPermission);
    expect(ids(await get('Building Owner', `${MW}/alarm/group`))).not.toContain(mwNotification);
    expect((await k.call('Building Owner', 'GET', `${MW}/groups/user/${alice.id}`)).statusCode).toBe(404);
  });

  test('a user with only sensor-solution group keys gets 403 on the metrowatch group calls', async () => {
    const swamOnly = await addMember(k, k.ids.Customer, 'carol@mw-groups.test');
    await k.call('Customer', 'POST', '/api/swam/permissions-group', {
      name: 'Sensor group admins',
      users: [swamOnly.id],
      permissions: { swam_groups: ['view', 'create', 'update', 'delete'] },
    });
    const as = (method: 'GET' | 'POST', url: string) =>
      k.t.as(swamOnly.token, { method, url, body: {} } as never);
    expect((await as('GET', '/api/swam/permissions-group')).statusCode).toBe(200);
    for (const url of [
      `${MW}/permissions-group`,
      `${MW}/notifications-group`,
      `${MW}/alarm/group`,
      `${MW}/groups`,
      `${MW}/groups/user/${alice.id}`,
    ])
      expect((await as('GET', url)).statusCode, url).toBe(403);
    expect((await as('POST', `${MW}/notifications-group`)).statusCode).toBe(403);
  });
});
