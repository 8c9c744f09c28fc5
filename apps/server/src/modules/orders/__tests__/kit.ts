import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';

export type Session = Awaited<ReturnType<TestApp['login']>>;

export const ADDRESS = {
  name: 'Demo Customer HQ',
  line1: 'Sheikh Zayed Road 1',
  city: 'Dubai',
  countryId: 233,
  phone: '+971 4 123 4567',
};

/** Indoor air quality: 2 loggers, each with LoRaWAN, 2 probes and a cable; 3 tokens. 54 400 cents before discounts. */
export const SENSOR_ORDER = {
  type: 'swam-hardware',
  devices: [{ id: 202, solutionId: 18, qty: 2, products: [1001, 1003, 1003, 1007] }],
  tokens: [{ id: 1010, qty: 3 }],
};
export const SENSOR_SUBTOTAL = 2 * (14_900 + 0 + 2 * 3_900 + 900) + 3 * 2_400;

export async function commerceApp(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const as = (type: Parameters<typeof demoOwnerEmail>[0]) => t.login(demoOwnerEmail(type), DEMO_PASSWORD);
  return {
    t,
    admin: await t.login(),
    customer: await as('Customer'),
    school: await as('School'),
    integrator: await as('Integrator'),
    fmc: await as('FMC'),
    hq: await as('HQ Police Station'),
  };
}

export const cid = (s: Session) => s.user.personalInfo.companyId ?? 0;

let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${++keys}`;

export function api(t: TestApp) {
  const call = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, body?: object, headers = {}) =>
    t.as(s.token, { method, url: `/api${url}`, ...(body && { body }), headers });
  return {
    call,
    validate: (s: Session, body: object, company = cid(s)) =>
      call(s, 'POST', `/company/${company}/order/validate`, body),
    submit: (s: Session, body: object, key = newKey(), company = cid(s)) =>
      call(s, 'POST', `/company/${company}/order`, body, { 'idempotency-key': key }),
    order: (s: Session, id: number, company = cid(s)) => call(s, 'GET', `/company/${company}/order/${id}`),
    payWithCard: async (s: Session, orderId: number, card: string) => {
      const method = await call(s, 'PUT', `/company/${cid(s)}/order/${orderId}/payment-method`, {
        method: 'card',
      });
      const secret = method.json().data.payment.clientSecret as string;
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/public/payment/sandbox/confirm',
        body: { clientSecret: secret, cardNumber: card },
      });
      return { method, secret, confirm, success: await call(s, 'POST', '/payment/success', { orderId }) };
    },
  };
}

export const fields = (res: LightMyRequestResponse) => res.json().map((e: { param: string }) => e.param);
