import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let integrator: Session;
let customer: Session;
let school: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  integrator = await t.login(demoOwnerEmail('Integrator'), DEMO_PASSWORD);
  customer = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
  school = await t.login(demoOwnerEmail('School'), DEMO_PASSWORD);
});
afterAll(() => t.close());

const get = (url: string, s?: Session) =>
  s
    ? t.as(s.token, { method: 'GET', url: `/api${url}` })
    : t.app.inject({ method: 'GET', url: `/api${url}` });
const patch = (s: Session, url: string, body: object) =>
  t.as(s.token, { method: 'PATCH', url: `/api${url}`, body });

describe('[MARKET][CATALOGUE] public reads (the global market)', () => {
  test('solutions per app, the sensor-solution ones with the device registry’s ids', async () => {
    const res = await get('/product/solutions');
    expect(res.statusCode).toBe(200);
    const apps = new Set(res.json().data.map((s: { app: string }) => s.app));
    expect([...apps].sort()).toEqual([
      'anpr',
      'asset-watch',
      'cloud-orbit',
      'defcon',
      'facility-booking',
      'fleet',
      'metrowatch',
      // Global mobility's personal-safety solution (65), sold under the mobility app.
      'mobility',
      'smart-parking',
      'swam',
      'urban-ai',
    ]);
    const swam = (await get('/product/solutions?app=swam')).json().data.map((s: { id: number }) => s.id);
    expect(swam).toEqual([10, 12, 15, 17, 18, 24, 25]);
  });

  test('market items of every type of spec §3 exist, each with price in cents and default qty 1', async () => {
    const types = new Set<string>();
    for (let offset = 0; ; offset += 100) {
      const page = (await get(`/product?limit=100&offset=${offset}&includeUnavailable=true`)).json();
      for (const item of page.data) {
        types.add(item.type);
        expect(Number.isInteger(item.priceCents)).toBe(true);
        expect(item.qty).toBe(1);
      }
      if (offset + 100 >= page.totalRecords) break;
    }
    const undefinedType = (await get('/product?type=undefined&includeUnavailable=true')).json();
    types.add(undefinedType.data[0].type);
    expect([...types].sort()).toEqual(
      [
        'band',
        'calling-package',
        'communication',
        'device',
        'package',
        'plugin',
        'sensor',
        'service',
        'shelter',
        'sms-package',
        'tokenPackage',
        'undefined',
      ].sort(),
    );
  });

  test('products carry the hardware details of spec §3 (months for warranty and free tokens, R210)', async () => {
    const res = (await get('/product?app=swam&type=device&sortBy=priceCents&sortType=desc')).json();
    expect(res.data[0]).toMatchObject({ id: 304, name: 'Control unit CU-304', priceCents: 49_900 });
    expect(res.data[0].details.hardware).toMatchObject({
      productName: 'Control unit CU-304',
      warrantyValidityInMonths: 24,
      batteryLifeMonths: 120,
      freeTokenValidityInMonths: 12,
      communicationType: 'lorawan',
      dimensions: { widthMm: 140, heightMm: 100, depthMm: 45, weightGrams: 420 },
    });
    expect(res.data[0].details.hardware.properties).toContainEqual({
      name: 'Ingress protection',
      value: 'IP65',
    });
    const bySolution = (await get('/product?app=swam&solutionId=17&limit=100'))
      .json()
      .data.map((p: { id: number }) => p.id);
    expect(bySolution).toEqual(expect.arrayContaining([201, 304, 1001, 1010]));
    expect(bySolution).not.toContain(101);
  });

  test('unavailable items are left out unless asked for; bad list parameters are 418s', async () => {
    const mobility = (await get('/product?app=mobility&type=device'))
      .json()
      .data.map((p: { id: number }) => p.id);
    // The catalogue's mobility devices, then global mobility's registry hardware (tracker, phone).
    expect(mobility).toEqual([1401, 1402, 2201, 2202]);
    const all = (await get('/product?app=mobility&type=device&includeUnavailable=true')).json().data;
    expect(all.find((p: { id: number }) => p.id === 1403)).toMatchObject({ isAvailable: false });
    for (const [query, param] of [
      ['?sortBy=cost', 'sortBy'],
      ['?app=moon', 'app'],
      ['?type=gadget', 'type'],
      ['?limit=0', 'limit'],
    ]) {
      const res = await get(`/product${query}`);
      expect(res.statusCode, query).toBe(418);
      expect(res.json()[0].param).toBe(param);
    }
  });

  test('best selling: merchandised products first while nothing is sold', async () => {
    const res = (await get('/product/best-selling')).json().data;
    expect(res.slice(0, 3).map((p: { id: number; sold: number }) => [p.id, p.sold])).toEqual([
      [201, 0],
      [1201, 0],
      [1401, 0],
    ]);
    expect(
      (await get('/product/best-selling?app=asset-watch')).json().data.map((p: { id: number }) => p.id),
    ).toEqual([1201]);
  });

  test('plugins of the mobility app', async () => {
    const res = (await get('/product/plugins?app=mobility')).json().data;
    expect(res.map((p: { name: string }) => p.name)).toEqual([
      'Driver behaviour',
      'Fuel monitoring',
      'Panic alerts',
    ]);
  });
});

describe('[MARKET][CATALOGUE] device configuration and customization', () => {
  test('a product’s options with groups, dependencies, default quantities and required ones', async () => {
    expect((await get('/product/202/customized')).statusCode).toBe(401);
    const res = await get('/product/202/customized', customer);
    expect(res.statusCode).toBe(200);
    const product = res.json().data;
    expect(product).toMatchObject({
      id: 202,
      basePriceCents: 14_900,
      priceCents: 14_900,
      customizedBy: null,
    });
    const options = Object.fromEntries(
      product.options.map(
        (o: {
          item: { id: number; groupId: number | null; dependencyId: number | null };
          maxQty: number;
          defaultQty: number;
        }) => [o.item.id, [o.item.groupId, o.item.dependencyId, o.maxQty, o.defaultQty]],
      ),
    );
    expect(options).toEqual({
      1001: [1, null, 1, 1],
      1002: [1, null, 1, 1],
      1003: [null, null, 4, 1],
      1004: [null, null, 2, 1],
      1006: [null, null, 1, 1],
      1007: [null, 1003, 4, 1],
    });
    const lock = (await get('/product/401/customized', customer)).json().data;
    expect(lock.options.find((o: { item: { id: number } }) => o.item.id === 1103)).toMatchObject({
      required: true,
      maxQty: 2,
    });
    expect((await get('/product/999999/customized', customer)).statusCode).toBe(404);
  });

  test('an Integrator’s resale price applies to the companies it manages, not to others nor guests', async () => {
    const res = await patch(integrator, '/product/201/customize', { priceCents: 27_500 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      priceCents: 27_500,
      basePriceCents: 25_900,
      customizedBy: integrator.user.personalInfo.companyId,
    });
    const price = async (s?: Session) =>
      (await get('/product?app=swam&type=sensor', s)).json().data.find((p: { id: number }) => p.id === 201)
        .priceCents;
    expect(await price(customer)).toBe(27_500);
    expect(await price(school)).toBe(27_500); // the School is managed by the same Integrator
    expect(await price()).toBe(25_900);
    expect(await price(admin)).toBe(25_900);
    expect((await get('/product/201/customized', customer)).json().data).toMatchObject({
      priceCents: 27_500,
      basePriceCents: 25_900,
    });
    // Taken off the market for its customers only.
    await patch(integrator, '/product/1002/customize', { isAvailable: false });
    const customerItems = (await get('/product?app=swam&type=communication', customer)).json().data;
    expect(customerItems.map((p: { id: number }) => p.id)).toEqual([1001]);
    expect((await get('/product?app=swam&type=communication')).json().totalRecords).toBe(2);
    await patch(integrator, '/product/1002/customize', { isAvailable: true });
  });

  test('system admins change the catalogue; a company owner holding the permission cannot (403)', async () => {
    const res = await patch(admin, '/product/1004/customize', { priceCents: 1_300, featuredRank: 9 });
    expect(res.json().data).toMatchObject({ priceCents: 1_300, basePriceCents: 1_300 });
    expect((await patch(customer, '/product/1004/customize', { priceCents: 1 })).statusCode).toBe(403);
    expect((await patch(integrator, '/product/1004/customize', { featuredRank: 1 })).statusCode).toBe(403);
    const bad = await patch(admin, '/product/1004/customize', { priceCents: -5, price: 3 });
    expect(bad.statusCode).toBe(418);
    expect(
      bad
        .json()
        .map((e: { param: string }) => e.param)
        .sort(),
    ).toEqual(['body', 'priceCents']);
  });
});
