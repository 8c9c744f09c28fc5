import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../companies.seed.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let integrator: Session;
let customer: Session;
let school: Session;
let fmc: Session;
let hq: Session;
beforeAll(async () => {
  t = await createTestApp();
  integrator = await t.login(demoOwnerEmail('Integrator'), DEMO_PASSWORD);
  customer = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
  school = await t.login(demoOwnerEmail('School'), DEMO_PASSWORD);
  fmc = await t.login(demoOwnerEmail('FMC'), DEMO_PASSWORD);
  hq = await t.login(demoOwnerEmail('HQ Police Station'), DEMO_PASSWORD);
});
afterAll(() => t.close());

const cid = (s: Session) => s.user.personalInfo.companyId ?? 0;
const list = (s: Session, companyId: number, query = '') =>
  t.as(s.token, { method: 'GET', url: `/api/company/${companyId}/com-package${query}` });
const transfer = (s: Session, companyId: number, body: object) =>
  t.as(s.token, { method: 'PATCH', url: `/api/company/${companyId}/com-package/transfer`, body });
const packages = async (s: Session, companyId: number) =>
  (await list(s, companyId))
    .json()
    .data.map((p: { kind: string; name: string; quantity: number }) => [p.kind, p.name, p.quantity]);
async function packageId(s: Session, companyId: number, name: string) {
  const found = (await list(s, companyId)).json().data.find((p: { name: string }) => p.name === name);
  return found.id as number;
}

describe('[COMPANY][COM-PACKAGES] list', () => {
  test('a company’s SMS and calling packages, sortable and filtered by kind', async () => {
    expect(await packages(integrator, cid(integrator))).toEqual([
      ['calling', 'Calling 500 minutes', 500],
      ['sms', 'SMS 1000', 1000],
    ]);
    const sms = (await list(integrator, cid(integrator), '?kind=sms')).json();
    expect(sms.totalRecords).toBe(1);
    const byQuantity = (await list(integrator, cid(integrator), '?sortBy=quantity&sortType=desc')).json();
    expect(byQuantity.data.map((p: { quantity: number }) => p.quantity)).toEqual([1000, 500]);
    // The managing integrator reads its customer's packages.
    expect(await packages(integrator, cid(customer))).toEqual([['sms', 'SMS 1000', 200]]);
    expect((await list(school, cid(school))).json()).toEqual({ data: [], totalRecords: 0 });
  });

  test('another tenant is a 404; R103 bad filters are 418s naming the parameter', async () => {
    expect((await list(fmc, cid(integrator))).statusCode).toBe(404);
    expect((await list(hq, cid(customer))).statusCode).toBe(404);
    for (const [query, param] of [
      ['?kind=fax', 'kind'],
      ['?sortBy=price', 'sortBy'],
      ['?limit=0', 'limit'],
    ]) {
      const res = await list(integrator, cid(integrator), query as string);
      expect(res.statusCode, query).toBe(418);
      expect(res.json()[0].param).toBe(param);
    }
  });
});

describe('[COMPANY][COM-PACKAGES] PATCH transfer', () => {
  test('units move to a managed company, into its package of the same kind and name', async () => {
    const sms = await packageId(integrator, cid(integrator), 'SMS 1000');
    const res = await transfer(integrator, cid(integrator), {
      packageId: sms,
      destinationCompanyId: cid(customer),
      quantity: 300,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.source).toMatchObject({ id: sms, quantity: 700 });
    expect(res.json().data.destination).toMatchObject({ kind: 'sms', name: 'SMS 1000', quantity: 500 });
    expect(await packages(customer, cid(customer))).toEqual([['sms', 'SMS 1000', 500]]);

    const calling = await packageId(integrator, cid(integrator), 'Calling 500 minutes');
    await transfer(integrator, cid(integrator), {
      packageId: calling,
      destinationCompanyId: cid(school),
      quantity: 100,
    });
    expect(await packages(school, cid(school))).toEqual([['calling', 'Calling 500 minutes', 100]]);
  });

  test('never more than the package holds, even when two transfers race for the last units', async () => {
    const sms = await packageId(integrator, cid(integrator), 'SMS 1000');
    const over = await transfer(integrator, cid(integrator), {
      packageId: sms,
      destinationCompanyId: cid(customer),
      quantity: 701,
    });
    expect(over.statusCode).toBe(418);
    expect(over.json()).toEqual([{ param: 'quantity', msg: 'At most 700' }]);
    const body = { packageId: sms, destinationCompanyId: cid(school), quantity: 400 };
    const results = await Promise.all([
      transfer(integrator, cid(integrator), body),
      transfer(integrator, cid(integrator), body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 418]);
    const left = (await list(integrator, cid(integrator), '?kind=sms')).json().data[0].quantity;
    expect(left).toBe(300);
  });

  test('only to companies it manages: a visible grandchild is a 418, an unseen company a 404', async () => {
    const sms = await packageId(integrator, cid(integrator), 'SMS 1000');
    const grandchild = await transfer(integrator, cid(integrator), {
      packageId: sms,
      destinationCompanyId: cid(fmc),
      quantity: 1,
    });
    expect(grandchild.json()).toEqual([
      { param: 'destinationCompanyId', msg: 'Packages go only to companies this company manages' },
    ]);
    const unseen = await transfer(integrator, cid(integrator), {
      packageId: sms,
      destinationCompanyId: cid(hq),
      quantity: 1,
    });
    expect(unseen.statusCode).toBe(404);
  });

  test('another company’s package or company is a 404', async () => {
    const customerSms = await packageId(customer, cid(customer), 'SMS 1000');
    const notItsPackage = await transfer(integrator, cid(integrator), {
      packageId: customerSms,
      destinationCompanyId: cid(school),
      quantity: 1,
    });
    expect(notItsPackage.statusCode).toBe(404);
    const sms = await packageId(integrator, cid(integrator), 'SMS 1000');
    const foreign = await transfer(fmc, cid(integrator), {
      packageId: sms,
      destinationCompanyId: cid(fmc),
      quantity: 1,
    });
    expect(foreign.statusCode).toBe(404);
  });

  test('R103 bad bodies are 418s on their fields', async () => {
    for (const [body, param] of [
      [{ packageId: 'x', destinationCompanyId: 1, quantity: 1 }, 'packageId'],
      [{ packageId: 1, destinationCompanyId: 1, quantity: 0 }, 'quantity'],
      [{ packageId: 1, destinationCompanyId: 1, quantity: 1.5 }, 'quantity'],
      [{ packageId: 1, quantity: 1 }, 'destinationCompanyId'],
      [{ packageId: 1, destinationCompanyId: 1, quantity: 1, companyId: 3 }, ''],
    ] as const) {
      const res = await transfer(integrator, cid(integrator), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(418);
      if (param) expect(res.json()[0].param).toBe(param);
    }
  });
});
