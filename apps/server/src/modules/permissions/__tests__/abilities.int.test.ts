import { permissions } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';
import { grantAbility } from '../abilities.service.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let fmc: Session;
let amc: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  fmc = await t.login(demoOwnerEmail('FMC'), DEMO_PASSWORD);
  amc = await t.login(demoOwnerEmail('AMC'), DEMO_PASSWORD);
  const { db } = t.deps.database;
  await grantAbility(db, {
    userId: fmc.user.id,
    app: 'swam',
    entityId: 12,
    module: 'devices',
    actions: ['view'],
  });
  await grantAbility(db, {
    userId: fmc.user.id,
    app: 'swam',
    entityId: 12,
    module: 'alarms',
    actions: ['view', 'acknowledge'],
  });
  await grantAbility(db, {
    userId: fmc.user.id,
    app: 'swam',
    entityId: '*',
    module: 'groups',
    actions: ['view'],
  });
  await grantAbility(db, {
    userId: fmc.user.id,
    app: 'fleet',
    entityId: 4,
    module: 'vehicles',
    actions: ['suspend'],
  });
});
afterAll(() => t.close());

const mine = (s: Session, app: string) => t.as(s.token, { method: 'GET', url: `/api/${app}/abilities/me` });

describe('[PERMISSIONS][ABILITIES] GET /:app/abilities/me', () => {
  test('R111 per app: entity id → module → actions', async () => {
    const res = await mine(fmc, 'swam');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      '12': { devices: ['view'], alarms: ['view', 'acknowledge'] },
      '*': { groups: ['view'] },
    });
    expect((await mine(fmc, 'fleet')).json().data).toEqual({ '4': { vehicles: ['suspend'] } });
    expect((await mine(fmc, 'gm')).json().data).toEqual({});
  });

  test('abilities are the caller’s own: another user of another company sees none of them', async () => {
    expect((await mine(amc, 'swam')).json().data).toEqual({});
  });

  test('R26 system admins hold every ability', async () => {
    expect((await mine(admin, 'defcon')).json().data).toEqual({ '*': { '*': ['*'] } });
  });

  test('a grant replaces the actions of that entity and module', async () => {
    await grantAbility(t.deps.database.db, {
      userId: fmc.user.id,
      app: 'fleet',
      entityId: 4,
      module: 'vehicles',
      actions: ['view'],
    });
    expect((await mine(fmc, 'fleet')).json().data).toEqual({ '4': { vehicles: ['view'] } });
  });

  test("R162 an unknown app is a 418 'app not found'; without a token a 401", async () => {
    const res = await mine(fmc, 'teleport');
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual([{ param: 'app', msg: 'app not found' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/swam/abilities/me' })).statusCode).toBe(401);
  });

  test('the apps are the catalogue’s application modules; grants outside the catalogue are refused', async () => {
    for (const app of permissions.ABILITY_APPS) {
      expect(permissions.isRegisteredPermission(permissions.moduleKey(app)), app).toBe(true);
      expect(permissions.isRegisteredPermission(permissions.subModuleKey(app, 'devices')), app).toBe(true);
    }
    const grant = (module: string, actions: string[]) =>
      grantAbility(t.deps.database.db, { userId: fmc.user.id, app: 'swam', entityId: 1, module, actions });
    await expect(grant('teleporters', ['view'])).rejects.toThrow('Unknown ability module swam.teleporters');
    await expect(grant('devices', ['launch'])).rejects.toThrow('Unknown ability action swam.devices.launch');
  });
});
