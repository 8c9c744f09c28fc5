import { auth } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../companies.seed.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
const s = {} as Record<'admin' | auth.CompanyType, Session>;
beforeAll(async () => {
  t = await createTestApp();
  s.admin = await t.login();
  for (const type of auth.COMPANY_TYPES) s[type] = await t.login(demoOwnerEmail(type), DEMO_PASSWORD);
});
afterAll(() => t.close());

const cid = (who: Session) => who.user.personalInfo.companyId ?? 0;
const get = (who: Session, url: string) => t.as(who.token, { method: 'GET', url });
const names = (res: { json(): { data: { name: string }[] } }) =>
  res
    .json()
    .data.map((c) => c.name)
    .sort();

/** A multipart/form-data body of text fields (and optionally one file), as a browser form sends it. */
function multipart(fields: Record<string, string>, file?: { field: string; name: string; content: string }) {
  const boundary = '----atrium-test-boundary';
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n${file.content}\r\n`,
    );
  }
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const createForm = (who: Session, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
  t.as(who.token, { method: 'POST', url: '/api/company/provider', ...multipart(fields, file) });

const PROVIDERS = ['AMC', 'Authority', 'FMC', 'Operator', 'Security Company'].map((type) => `Demo ${type}`);

describe('[COMPANY][PROVIDERS] GET /company/provider', () => {
  test('a customer’s providers: the provider companies it manages', async () => {
    const res = await get(s.Customer, '/api/company/provider');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(PROVIDERS);
    expect(res.json().data.every((p: { relation: string }) => p.relation === 'managed')).toBe(true);
    expect(res.json().totalRecords).toBe(5);
  });

  test('customerId: a managing integrator reads its customer’s providers; another tenant gets 404', async () => {
    expect(names(await get(s.Integrator, `/api/company/provider?customerId=${cid(s.Customer)}`))).toEqual(
      PROVIDERS,
    );
    expect((await get(s.Integrator, '/api/company/provider')).json().totalRecords).toBe(0);
    expect((await get(s.FMC, `/api/company/provider?customerId=${cid(s.Customer)}`)).statusCode).toBe(404);
    expect((await get(s.School, `/api/company/provider?customerId=${cid(s.Customer)}`)).statusCode).toBe(404);
  });

  test('filters and paging: type, nameFilter (only past 1 character), sort, limit', async () => {
    expect(names(await get(s.Customer, '/api/company/provider?type=FMC'))).toEqual(['Demo FMC']);
    expect(names(await get(s.Customer, '/api/company/provider?nameFilter=secu'))).toEqual([
      'Demo Security Company',
    ]);
    expect((await get(s.Customer, '/api/company/provider?nameFilter=s')).json().totalRecords).toBe(5);
    const page = await get(s.Customer, '/api/company/provider?limit=2&sortBy=name&sortType=desc');
    expect(page.json().data.map((p: { name: string }) => p.name)).toEqual([
      'Demo Security Company',
      'Demo Operator',
    ]);
    expect(page.json().totalRecords).toBe(5);
  });

  test('R103 bad input is a 418 naming the parameter; an admin must name the customer', async () => {
    for (const [url, param] of [
      ['/api/company/provider?type=Customer', 'type'],
      ['/api/company/provider?sortBy=email', 'sortBy'],
      ['/api/company/provider?customerId=x', 'customerId'],
      ['/api/company/provider?customerId=99999999999', 'customerId'],
    ]) {
      const res = await get(s.Customer, url as string);
      expect(res.statusCode, url).toBe(418);
      expect(res.json()[0].param).toBe(param);
    }
    expect((await get(s.admin, '/api/company/provider')).json()).toEqual([
      { param: 'customerId', msg: 'Required' },
    ]);
    expect(
      (await get(s.admin, `/api/company/provider?customerId=${cid(s.Customer)}`)).json().totalRecords,
    ).toBe(5);
  });

  test('a provider handling a request is listed as engaged, with its request', async () => {
    const sent = await t.as(s.School.token, {
      method: 'POST',
      url: `/api/company/${cid(s.School)}/request`,
      body: {
        destinationType: 'Security Company',
        type: 'security',
        destinationEmail: 'contact@security-company.demo',
      },
    });
    const requestId = sent.json().data.id;
    expect((await get(s.School, '/api/company/provider')).json().totalRecords).toBe(0);
    await t.as(s['Security Company'].token, {
      method: 'POST',
      url: `/api/company/${cid(s['Security Company'])}/request/engage`,
      body: { requestId },
    });
    const res = (await get(s.School, '/api/company/provider')).json();
    expect(res.data).toEqual([
      expect.objectContaining({
        name: 'Demo Security Company',
        relation: 'engaged',
        engagement: { requestId, type: 'security', contractStatus: 'Active' },
      }),
    ]);
  });
});

describe('[COMPANY][PROVIDERS] POST /company/provider (multipart)', () => {
  const form = {
    name: 'Gulf Facilities',
    email: 'ops@gulf-facilities.example',
    type: 'FMC',
    firstName: 'Mona',
    lastName: 'Saleh',
  };

  test('creates the provider under the caller’s company and its first user, who gets a set-password link', async () => {
    const res = await createForm(s.Customer, form);
    expect(res.statusCode).toBe(201);
    const provider = res.json().data;
    expect(provider).toMatchObject({
      name: 'Gulf Facilities',
      type: 'FMC',
      parentCompanyId: cid(s.Customer),
      relation: 'managed',
      engagement: null,
    });
    const staff = await get(s.Customer, `/api/company/${provider.id}/user`);
    expect(staff.json().data).toEqual([
      expect.objectContaining({
        email: form.email,
        firstName: 'Mona',
        roles: [expect.objectContaining({ key: 'company_owner' })],
      }),
    ]);
    const mail = await get(s.admin, `/api/dev/outbox?to=${form.email}`);
    expect(mail.json().data[0].text).toContain('/core/auth/set-password/');
    expect(names(await get(s.Customer, '/api/company/provider?type=FMC'))).toEqual([
      'Demo FMC',
      'Gulf Facilities',
    ]);
  });

  test('JSON works too; an integrator creates for its customer, within its own type choices (R126)', async () => {
    const body = {
      name: 'Harbour Maintenance',
      email: 'desk@harbour-amc.example',
      firstName: 'Ali',
      lastName: 'Noor',
      userEmail: 'ali@harbour-amc.example',
      customerId: cid(s.Customer),
    };
    const refused = await t.as(s.Integrator.token, {
      method: 'POST',
      url: '/api/company/provider',
      body: { ...body, type: 'Security Company' },
    });
    expect(refused.statusCode).toBe(418);
    expect(refused.json()).toEqual([{ param: 'type', msg: 'You can create: FMC, AMC, Operator, Authority' }]);
    const ok = await t.as(s.Integrator.token, {
      method: 'POST',
      url: '/api/company/provider',
      body: { ...body, type: 'AMC' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.parentCompanyId).toBe(cid(s.Customer));
    expect((await get(s.admin, '/api/dev/outbox?to=ali@harbour-amc.example')).json().totalRecords).toBe(1);
  });

  test('R103 missing and bad fields are 418s on their fields; a used email is refused', async () => {
    const empty = await createForm(s.Customer, { name: '', type: 'Pirate' });
    expect(empty.statusCode).toBe(418);
    expect(
      empty
        .json()
        .map((e: { param: string }) => e.param)
        .sort(),
    ).toEqual(['email', 'firstName', 'lastName', 'name', 'type']);
    const used = await createForm(s.Customer, { ...form, name: 'Other FM' });
    expect(used.json()).toEqual([{ param: 'email', msg: 'This email is already used' }]);
    const usedUser = await createForm(s.Customer, {
      ...form,
      email: 'new@fm.example',
      userEmail: demoOwnerEmail('AMC'),
    });
    expect(usedUser.json()).toEqual([{ param: 'userEmail', msg: 'This email is already used' }]);
    const unknown = await createForm(s.Customer, { ...form, email: 'x@fm.example', parentCompanyId: '1' });
    expect(unknown.statusCode).toBe(418);
    const withFile = await createForm(
      s.Customer,
      { ...form, email: 'y@fm.example' },
      {
        field: 'logo',
        name: 'logo.txt',
        content: 'not a logo',
      },
    );
    expect(withFile.json()).toEqual([{ param: 'logo', msg: 'Files are not accepted here' }]);
  });

  test('another tenant’s customer is a 404; a company without the right gets 403', async () => {
    const res = await createForm(s.FMC, {
      ...form,
      email: 'z@fm.example',
      customerId: String(cid(s.Customer)),
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/company/provider' })).statusCode).toBe(401);
  });
});

describe('[COMPANY][CUSTOMERS] GET /company/customer (R129)', () => {
  test('admins: every customer company; an integrator: the customers it manages', async () => {
    const all = await get(s.admin, '/api/company/customer');
    expect(names(all)).toEqual([
      // The Defcon demo's second customer, served by the Demo Security Company (defcon/response.seed.ts).
      'Al Barsha Villa',
      'Demo Building Owner',
      'Demo Customer',
      'Demo Global Mobility Company',
      'Demo School',
    ]);
    expect(all.json().data[0].relation).toBe('all');
    const managed = (await get(s.Integrator, '/api/company/customer')).json();
    expect(managed.totalRecords).toBe(4);
    expect(managed.data.every((c: { relation: string }) => c.relation === 'managed')).toBe(true);
  });

  test('a Customer acts as its own customer; a provider sees the customers it serves; others none', async () => {
    const own = (await get(s.Customer, '/api/company/customer')).json();
    expect(own.data).toEqual([expect.objectContaining({ id: cid(s.Customer), relation: 'self' })]);
    // The security company handles the school's request (see the providers suite above).
    const served = (await get(s['Security Company'], '/api/company/customer')).json().data;
    expect(served.map((c: { name: string; relation: string }) => [c.name, c.relation])).toEqual([
      ['Al Barsha Villa', 'managed'],
      ['Demo School', 'served'],
      ['Demo Security Company', 'self'],
    ]);
    expect((await get(s.FMC, '/api/company/customer')).json()).toEqual({ data: [], totalRecords: 0 });
  });

  test('nameFilter, paging, and 418 for a sort it does not offer', async () => {
    expect(names(await get(s.admin, '/api/company/customer?nameFilter=scho'))).toEqual(['Demo School']);
    const page = (await get(s.admin, '/api/company/customer?limit=1&offset=1')).json();
    expect(page.data.map((c: { name: string }) => c.name)).toEqual(['Demo Building Owner']);
    expect(page.totalRecords).toBe(5);
    expect((await get(s.admin, '/api/company/customer?sortBy=type')).statusCode).toBe(418);
  });
});
