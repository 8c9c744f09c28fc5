import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../companies.seed.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let school: Session;
let security: Session;
let amc: Session;
let integrator: Session;
let requestId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  school = await t.login(demoOwnerEmail('School'), DEMO_PASSWORD);
  security = await t.login(demoOwnerEmail('Security Company'), DEMO_PASSWORD);
  amc = await t.login(demoOwnerEmail('AMC'), DEMO_PASSWORD);
  integrator = await t.login(demoOwnerEmail('Integrator'), DEMO_PASSWORD);
  const sent = await send(school, 'Security Company', 'security', 'contact@security-company.demo');
  requestId = sent.json().data.id;
});
afterAll(() => t.close());

const cid = (s: Session) => s.user.personalInfo.companyId ?? 0;
const req = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  t.as(s.token, { method, url, ...(body && { body }) });
function send(from: Session, destinationType: string, type: string, destinationEmail: string) {
  return req(from, 'POST', `/api/company/${cid(from)}/request`, { destinationType, type, destinationEmail });
}
const setContract = (s: Session, companyId: number, id: number, contractStatus: string) =>
  req(s, 'PUT', `/api/company/${companyId}/contract/${id}`, { contractStatus });
const publicGet = (url: string) => t.app.inject({ method: 'GET', url });

/** The invitation token of the newest mail to `email`. */
async function invitationTokenFor(email: string) {
  const mail = (await req(admin, 'GET', `/api/dev/outbox?to=${email}`)).json().data[0];
  return /invitation=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

describe('[COMPANY][REQUESTS] R13 the contract of an engagement', () => {
  test('a contract only exists once handled (409 before)', async () => {
    const res = await setContract(school, cid(school), requestId, 'Inactive');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ msg: 'This request is sent', code: 'REQUEST_STATE' });
  });

  test('the customer suspends it and the provider stops seeing the customer; resuming restores it', async () => {
    await req(security, 'POST', `/api/company/${cid(security)}/request/engage`, { requestId });
    expect((await req(security, 'GET', `/api/company/${cid(school)}/`)).statusCode).toBe(200);

    const suspended = await setContract(school, cid(school), requestId, 'Inactive');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({
      id: requestId,
      status: 'handled',
      contractStatus: 'Inactive',
    });
    expect((await req(security, 'GET', `/api/company/${cid(school)}/`)).statusCode).toBe(404);
    // The provider still sees the request itself, now suspended.
    const seen = await req(security, 'GET', `/api/company/${cid(security)}/request/${requestId}`);
    expect(seen.json().data.contractStatus).toBe('Inactive');

    const resumed = await setContract(school, cid(school), requestId, 'Active');
    expect(resumed.json().data.contractStatus).toBe('Active');
    expect((await req(security, 'GET', `/api/company/${cid(school)}/`)).statusCode).toBe(200);
  });

  test('only the customer sets it: the provider and other tenants get 404', async () => {
    expect((await setContract(security, cid(security), requestId, 'Inactive')).statusCode).toBe(404);
    expect((await setContract(amc, cid(school), requestId, 'Inactive')).statusCode).toBe(404);
    expect((await setContract(amc, cid(amc), requestId, 'Inactive')).statusCode).toBe(404);
    expect((await setContract(school, cid(school), 999_999, 'Inactive')).statusCode).toBe(404);
  });

  test('R103 a bad status or id is a 418 on its field', async () => {
    const res = await setContract(school, cid(school), requestId, 'Suspended');
    expect(res.statusCode).toBe(418);
    expect(res.json()[0]).toEqual({ param: 'contractStatus', msg: 'Choose Active or Inactive' });
    expect((await setContract(school, cid(school), 0, 'Active')).json()[0].param).toBe('contractId');
  });
});

describe('[COMPANY][REQUESTS] recommended meta', () => {
  test('the provider types a company may ask, their usual services, and what it has or awaits', async () => {
    await send(school, 'FMC', 'maintenance', 'someone@fm.example');
    const res = await req(school, 'GET', `/api/company/${cid(school)}/recommended-meta`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.destinations).toEqual([
      {
        destinationType: 'FMC',
        requestTypes: ['maintenance', 'installation'],
        engaged: false,
        pending: true,
      },
      { destinationType: 'AMC', requestTypes: ['maintenance'], engaged: false, pending: false },
      {
        destinationType: 'Operator',
        requestTypes: ['monitoring', 'installation'],
        engaged: false,
        pending: false,
      },
      { destinationType: 'Authority', requestTypes: ['monitoring'], engaged: false, pending: false },
      {
        destinationType: 'Security Company',
        requestTypes: ['security', 'monitoring'],
        engaged: true,
        pending: false,
      },
    ]);
  });

  test('R126 an integrator is offered no security companies; another tenant gets 404', async () => {
    const types = (await req(integrator, 'GET', `/api/company/${cid(integrator)}/recommended-meta`))
      .json()
      .data.destinations.map((d: { destinationType: string }) => d.destinationType);
    expect(types).toEqual(['FMC', 'AMC', 'Operator', 'Authority']);
    expect((await req(amc, 'GET', `/api/company/${cid(school)}/recommended-meta`)).statusCode).toBe(404);
    expect((await req(amc, 'GET', '/api/company/abc/recommended-meta')).statusCode).toBe(418);
  });
});

describe('[COMPANY][REQUESTS] invitations and company sign-up', () => {
  const signUp = (body: object) => t.app.inject({ method: 'POST', url: '/api/company/signup', body });
  const owner = {
    companyName: 'Desert Operators',
    firstName: 'Huda',
    lastName: 'Karim',
    password: 'Strong#Pass1',
  };

  test('a request to an address not on the platform mails a link; the link shows the invitation publicly', async () => {
    await send(school, 'Operator', 'monitoring', 'hello@desert-ops.example');
    const token = await invitationTokenFor('hello@desert-ops.example');
    expect(token.length).toBeGreaterThan(20);
    const res = await publicGet(`/api/company/request/invitation/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      senderCompany: { name: 'Demo School' },
      destinationType: 'Operator',
      destinationEmail: 'hello@desert-ops.example',
      type: 'monitoring',
    });
    expect((await publicGet(`/api/company/request/invitation/${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await publicGet('/api/company/request/invitation/short')).statusCode).toBe(418);
  });

  test('R103 sign-up refuses a bad invitation, a type that does not match it, and a customer type', async () => {
    const token = await invitationTokenFor('hello@desert-ops.example');
    const bad = await signUp({
      ...owner,
      type: 'Operator',
      email: 'huda@desert-ops.example',
      invitation: 'y'.repeat(40),
    });
    expect(bad.json()).toEqual([{ param: 'invitation', msg: 'This invitation is invalid or has expired' }]);
    const mismatch = await signUp({
      ...owner,
      type: 'FMC',
      email: 'huda@desert-ops.example',
      invitation: token,
    });
    expect(mismatch.json()).toEqual([{ param: 'type', msg: 'This invitation is for a Operator' }]);
    const customer = await signUp({ ...owner, type: 'Customer', email: 'huda@desert-ops.example' });
    expect(customer.statusCode).toBe(418);
    expect(customer.json()[0].param).toBe('type');
    const taken = await signUp({ ...owner, type: 'Operator', email: demoOwnerEmail('AMC') });
    expect(taken.json()).toEqual([{ param: 'email', msg: 'This email is already used' }]);
  });

  test('signing up with the invitation makes the request its own; the link then stops working', async () => {
    const token = await invitationTokenFor('hello@desert-ops.example');
    const res = await signUp({
      ...owner,
      type: 'Operator',
      email: 'huda@desert-ops.example',
      invitation: token,
    });
    expect(res.statusCode).toBe(201);
    expect((await publicGet(`/api/company/request/invitation/${token}`)).statusCode).toBe(404);

    const verifyMail = (await req(admin, 'GET', '/api/dev/outbox?to=huda@desert-ops.example')).json().data[0];
    const notYet = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'huda@desert-ops.example', password: owner.password },
    });
    expect(notYet.json().code).toBe('AUTH_NOT_VERIFIED');
    const verifyToken = /verify-account\/([A-Za-z0-9_-]+)/.exec(verifyMail.text)?.[1];
    await t.app.inject({ method: 'POST', url: `/api/auth/verify-account/${verifyToken}` });
    const ops = await t.login('huda@desert-ops.example', owner.password);
    expect(ops.user.personalInfo.company?.type).toBe('Operator');
    const inbox = (await req(ops, 'GET', `/api/company/${cid(ops)}/request?direction=received`)).json();
    expect(inbox.data).toEqual([
      expect.objectContaining({ senderCompany: { id: cid(school), name: 'Demo School' }, status: 'sent' }),
    ]);
    const engaged = await req(ops, 'POST', `/api/company/${cid(ops)}/request/engage`, {
      requestId: inbox.data[0].id,
    });
    expect(engaged.json().data.status).toBe('handled');
  });

  test('without an invitation, requests waiting for the same address and type still find the new company', async () => {
    await send(school, 'AMC', 'maintenance', 'desk@oasis-amc.example');
    const res = await signUp({
      ...owner,
      companyName: 'Oasis AMC',
      type: 'AMC',
      email: 'desk@oasis-amc.example',
    });
    expect(res.statusCode).toBe(201);
    const sent = (await req(school, 'GET', `/api/company/${cid(school)}/request?direction=sent`)).json().data;
    const toOasis = sent.find(
      (r: { destinationEmail: string }) => r.destinationEmail === 'desk@oasis-amc.example',
    );
    expect(toOasis.destinationCompany.name).toBe('Oasis AMC');
  });
});
