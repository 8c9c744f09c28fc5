import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../companies.seed.ts';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let school: Session;
let security: Session;
let amc: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  school = await t.login(demoOwnerEmail('School'), DEMO_PASSWORD);
  security = await t.login(demoOwnerEmail('Security Company'), DEMO_PASSWORD);
  amc = await t.login(demoOwnerEmail('AMC'), DEMO_PASSWORD);
});
afterAll(() => t.close());

const cid = (s: Session) => s.user.personalInfo.companyId ?? 0;
const req = (s: Session, method: 'GET' | 'POST', url: string, body?: object) =>
  t.as(s.token, { method, url, ...(body && { body }) });
const send = (from: Session, body: object) => req(from, 'POST', `/api/company/${cid(from)}/request`, body);
const securityEmail = 'contact@security-company.demo';

describe('[COMPANY][REQUESTS] R12 service requests', () => {
  test('sent → handled: the provider engages and then sees its new customer; either side disengages', async () => {
    // The school does not manage the security company, so neither sees the other yet.
    expect((await req(security, 'GET', `/api/company/${cid(school)}/`)).statusCode).toBe(404);
    const sent = await send(school, {
      destinationType: 'Security Company',
      type: 'security',
      destinationEmail: securityEmail,
    });
    expect(sent.statusCode).toBe(201);
    const request = sent.json().data;
    expect(request).toMatchObject({ status: 'sent', destinationCompany: { id: cid(security) } });

    const inbox = (
      await req(security, 'GET', `/api/company/${cid(security)}/request?direction=received`)
    ).json();
    expect(inbox.data.map((r: { id: number }) => r.id)).toContain(request.id);
    const engaged = await req(security, 'POST', `/api/company/${cid(security)}/request/engage`, {
      requestId: request.id,
    });
    expect(engaged.json().data.status).toBe('handled');
    expect((await req(security, 'GET', `/api/company/${cid(school)}/`)).statusCode).toBe(200);

    const again = await req(security, 'POST', `/api/company/${cid(security)}/request/engage`, {
      requestId: request.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: 'This request is handled', code: 'REQUEST_STATE' });
    const cancelLate = await req(school, 'POST', `/api/company/${cid(school)}/request/${request.id}/cancel`);
    expect(cancelLate.statusCode).toBe(409);

    const ended = await req(school, 'POST', `/api/company/${cid(school)}/disengage/${request.id}`);
    expect(ended.json().data.status).toBe('disengaged');
    expect((await req(security, 'GET', `/api/company/${cid(school)}/`)).statusCode).toBe(404);
  });

  test('sent → cancelled by the sender only; the receiver cannot cancel, the sender cannot engage', async () => {
    const { data } = (
      await send(school, {
        destinationType: 'AMC',
        type: 'maintenance',
        destinationEmail: 'contact@amc.demo',
      })
    ).json();
    expect((await req(amc, 'POST', `/api/company/${cid(amc)}/request/${data.id}/cancel`)).statusCode).toBe(
      404,
    );
    expect(
      (await req(school, 'POST', `/api/company/${cid(school)}/request/engage`, { requestId: data.id }))
        .statusCode,
    ).toBe(404);
    const cancelled = await req(school, 'POST', `/api/company/${cid(school)}/request/${data.id}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
  });

  test('a provider not on the platform gets an invitation mail; the request waits without a destination', async () => {
    const res = await send(school, {
      destinationType: 'FMC',
      type: 'maintenance',
      destinationEmail: 'new.fmc@elsewhere.example',
    });
    expect(res.json().data.destinationCompany).toBeNull();
    const mail = (await req(admin, 'GET', '/api/dev/outbox?to=new.fmc@elsewhere.example')).json().data[0];
    expect(mail.text).toContain('/core/auth/sign-up');
  });

  test('bad input and other tenants', async () => {
    const wrongType = await send(school, {
      destinationType: 'Integrator',
      type: 'security',
      destinationEmail: securityEmail,
    });
    expect(wrongType.statusCode).toBe(418);
    expect(wrongType.json()[0].param).toBe('destinationType');
    const badType = await send(school, {
      destinationType: 'AMC',
      type: 'teleportation',
      destinationEmail: 'a@b.example',
    });
    expect(badType.json()[0].param).toBe('type');
    const { data } = (await req(school, 'GET', `/api/company/${cid(school)}/request`)).json();
    expect((await req(amc, 'GET', `/api/company/${cid(school)}/request`)).statusCode).toBe(404);
    expect((await req(amc, 'GET', `/api/company/${cid(amc)}/request/${data[0].id}`)).statusCode).toBe(404);
    expect((await req(school, 'GET', '/api/company/requestTypes')).json().data).toEqual([
      'maintenance',
      'monitoring',
      'security',
      'installation',
    ]);
  });
});
