import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let integrator: Session;
let customer: Session;
let school: Session;
let hq: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  integrator = await t.login(demoOwnerEmail('Integrator'), DEMO_PASSWORD);
  customer = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
  school = await t.login(demoOwnerEmail('School'), DEMO_PASSWORD);
  hq = await t.login(demoOwnerEmail('HQ Police Station'), DEMO_PASSWORD);
});
afterAll(() => t.close());

const cid = (s: Session) => s.user.personalInfo.companyId ?? 0;
const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url: `/api${url}` });
const post = (s: Session, url: string, body: object) =>
  t.as(s.token, { method: 'POST', url: `/api${url}`, body });

describe('[MARKET][PACKAGES] models and merchants', () => {
  test('package models are the package items, one by id; another type is not a model', async () => {
    const models = (await get(customer, '/package/model?app=defcon')).json();
    expect(models.data.map((m: { name: string }) => m.name)).toEqual([
      'Monitoring Basic, 12 months',
      'Monitoring Premium, 12 months',
      'Police response, 12 months',
    ]);
    expect((await get(customer, '/package/model/1310')).json().data).toMatchObject({
      id: 1310,
      type: 'package',
      priceCents: 24_000,
      details: { validityInMonths: 12 },
    });
    expect((await get(customer, '/package/model/201')).statusCode).toBe(404);
  });

  test('merchants: the Integrators managing the caller; every Integrator for admins', async () => {
    const names = async (s: Session) =>
      (await get(s, '/package/merchants')).json().data.map((m: { name: string }) => m.name);
    expect(await names(customer)).toEqual(['Demo Integrator']);
    expect(await names(integrator)).toEqual(['Demo Integrator']);
    expect(await names(hq)).toEqual([]);
    expect(await names(admin)).toEqual(['Demo Integrator']);
  });
});

describe('[MARKET][PACKAGES] external orders: create, add by code', () => {
  let codes: string[] = [];

  test('an Integrator creates packages with codes; others may not sell (403)', async () => {
    const res = await post(integrator, '/package', { modelId: 1910, quantity: 2 });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({
      app: 'anpr',
      status: 'available',
      owner: null,
      merchant: { id: cid(integrator), name: 'Demo Integrator' },
      model: { id: 1910, validityInMonths: 12 },
    });
    expect(created[0].code).toMatch(/^PKG-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    codes = created.map((p: { code: string }) => p.code);
    expect((await post(customer, '/package', { modelId: 1910, quantity: 1 })).statusCode).toBe(403);
    const wrong = await post(integrator, '/package', { modelId: 201, quantity: 1 });
    expect(wrong.statusCode).toBe(418);
    expect(wrong.json()).toEqual([{ param: 'modelId', msg: 'Unknown package model' }]);
    const many = await post(integrator, '/package', { modelId: 1910, quantity: 0 });
    expect(many.json()[0]).toMatchObject({ param: 'quantity' });
  });

  test('the buyer adds one by code (any case) and app; a code works once; the app must match', async () => {
    const [first, second] = codes as [string, string];
    const wrongApp = await post(customer, '/package/deploy', { code: first, appName: 'defcon' });
    expect(wrongApp.statusCode).toBe(418);
    expect(wrongApp.json()).toEqual([{ param: 'appName', msg: 'This package is for anpr' }]);
    const res = await post(customer, '/package/deploy', { code: first.toLowerCase(), appName: 'anpr' });
    expect(res.statusCode).toBe(200);
    const pkg = res.json().data;
    expect(pkg).toMatchObject({ status: 'deployed', owner: { id: cid(customer) } });
    const months =
      (new Date(pkg.validUntil).getUTCFullYear() - new Date(pkg.deployedAt).getUTCFullYear()) * 12 +
      new Date(pkg.validUntil).getUTCMonth() -
      new Date(pkg.deployedAt).getUTCMonth();
    expect(months).toBe(12);
    const again = await post(school, '/package/deploy', { code: first, appName: 'anpr' });
    expect(again.json()).toEqual([{ param: 'code', msg: 'This package has already been added' }]);
    const unknown = await post(school, '/package/deploy', { code: 'PKG-AAAA-BBBB-CCCC', appName: 'anpr' });
    expect(unknown.json()).toEqual([{ param: 'code', msg: 'Unknown package code' }]);
    // Deploying to a company the caller does not see is a 404.
    expect(
      (await post(school, '/package/deploy', { code: second, appName: 'anpr', companyId: cid(hq) }))
        .statusCode,
    ).toBe(404);
  });

  test('lists: the merchant sees what it created, the owner what it holds, nobody else either', async () => {
    const merchantList = (await get(integrator, '/package?side=created')).json();
    expect(merchantList.totalRecords).toBe(2);
    expect((await get(integrator, '/package?side=created&status=available')).json().totalRecords).toBe(1);
    const owned = (await get(customer, '/package?side=owned')).json();
    expect(owned.data.map((p: { code: string }) => p.code)).toEqual([codes[0]]);
    expect((await get(hq, '/package')).json().totalRecords).toBe(0);
    expect((await get(hq, `/package?companyId=${cid(customer)}`)).statusCode).toBe(404);
    expect((await get(customer, '/package?sortBy=price')).statusCode).toBe(418);
  });
});
