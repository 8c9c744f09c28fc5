import { market } from '@atrium/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADDRESS, api, cid, commerceApp, SENSOR_ORDER, type Session } from '../../orders/__tests__/kit.ts';
import { orderLines } from '../../orders/orders.schema.ts';
import { markPaid } from '../../orders/payment.service.ts';
import { devices, deviceTokens } from '../devices.schema.ts';
import { orderSerial, registryFulfilment } from '../fulfilment.service.ts';

const { SANDBOX_CARDS } = market;

let app: Awaited<ReturnType<typeof commerceApp>>;
let http: ReturnType<typeof api>;
let customer: Session;
let school: Session;
beforeAll(async () => {
  app = await commerceApp();
  http = api(app.t);
  ({ customer, school } = app);
});
afterAll(() => app.t.close());

const db = () => app.t.deps.database.db;
type Inventory = { hardwareId: number; total: number; withActiveToken: number }[];
const inventory = async (s: Session) =>
  (await http.call(s, 'GET', '/device/inventory')).json().data as Inventory;
const loggers = (rows: Inventory) =>
  rows.find((r) => r.hardwareId === 202) ?? { total: 0, withActiveToken: 0 };
const bought = async (s: Session, orderId: number) =>
  (await http.call(s, 'GET', `/device?name=${orderSerial(orderId, 0, 0).slice(0, 7)}&limit=50`)).json()
    .data as { serial: string; hardware: { id: number }; solution: { id: number } | null }[];
const sparesOf = async (s: Session) =>
  (await http.call(s, 'GET', '/device-token?assigned=false&limit=100')).json().totalRecords as number;
const newOrder = async () => {
  const res = await http.submit(customer, { orders: [SENSOR_ORDER], address: ADDRESS });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
};

describe('[FULFILMENT] a paid order puts its devices and tokens in the registry', () => {
  test('the card that succeeds: 2 loggers with tokens for the buyer, 12 + 12 months; the spare token; none for another company', async () => {
    const before = loggers(await inventory(customer));
    const schoolBefore = await inventory(school);
    const sparesBefore = await sparesOf(customer);
    const order = await newOrder();
    const { success } = await http.payWithCard(customer, order.id, SANDBOX_CARDS.succeeds);
    expect(success.json().data).toMatchObject({ status: 'paid', fulfilment: 'done' });

    const rows = await bought(customer, order.id);
    expect(rows.map((d) => d.serial).sort()).toEqual([
      orderSerial(order.id, 0, 0),
      orderSerial(order.id, 0, 1),
    ]);
    expect(rows.every((d) => d.hardware.id === 202 && d.solution?.id === 18)).toBe(true);
    expect(loggers(await inventory(customer))).toMatchObject({
      total: before.total + 2,
      withActiveToken: before.withActiveToken + 2,
    });
    // 3 token units: 2 extend the new devices' free tokens, 1 is a spare.
    expect(await sparesOf(customer)).toBe(sparesBefore + 1);
    const stored = await db()
      .select()
      .from(devices)
      .where(like(devices.serial, `${orderSerial(order.id, 0, 0).slice(0, 7)}-%`));
    expect(stored.every((d) => d.passwordHash?.startsWith('$argon2'))).toBe(true);
    for (const device of stored) {
      const [token] = await db().select().from(deviceTokens).where(eq(deviceTokens.deviceId, device.id));
      const months =
        ((token?.expirationAt?.getTime() ?? 0) - (token?.activationAt?.getTime() ?? 0)) /
        (30.44 * 86_400_000);
      expect(Math.round(months)).toBe(24);
      expect(token?.companyId).toBe(device.companyId);
    }

    expect(await inventory(school)).toEqual(schoolBefore);
    expect(await bought(school, order.id)).toEqual([]);
  });

  test('paying or fulfilling twice creates nothing twice', async () => {
    const order = await newOrder();
    await http.payWithCard(customer, order.id, SANDBOX_CARDS.succeeds);
    const again = await http.call(customer, 'POST', '/payment/success', { orderId: order.id });
    expect(again.statusCode).toBeLessThan(500);
    const count = async () => (await bought(customer, order.id)).length;
    expect(await count()).toBe(2);
    const spares = await sparesOf(customer);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.length).toBeGreaterThan(0);
    // The registry itself, called again on the same order (a retry), hands over nothing more.
    const result = await db().transaction((tx) =>
      registryFulfilment.fulfil(tx, {
        orderId: order.id,
        companyId: cid(customer),
        lines: [
          {
            kind: 'device',
            itemId: 202,
            itemType: 'sensor',
            app: 'swam',
            qty: 2,
            hardwareId: 202,
            units: null,
            validityInMonths: null,
            freeTokenValidityInMonths: 12,
            solutionId: 18,
          },
          {
            kind: 'token',
            itemId: 1010,
            itemType: 'tokenPackage',
            app: 'swam',
            qty: 3,
            hardwareId: null,
            units: 1,
            validityInMonths: 12,
            freeTokenValidityInMonths: null,
            solutionId: null,
          },
        ],
      }),
    );
    expect(result).toBe('done');
    expect(await count()).toBe(2);
    expect(await sparesOf(customer)).toBe(spares);
    expect(await db().transaction((tx) => markPaid(tx, registryFulfilment, order.id, 'card'))).toBe(false);
    expect(await count()).toBe(2);
  });

  test('a declined card creates nothing', async () => {
    const before = await inventory(customer);
    const spares = await sparesOf(customer);
    const order = await newOrder();
    const { confirm, success } = await http.payWithCard(customer, order.id, SANDBOX_CARDS.declined);
    expect(confirm.json().data.status).not.toBe('succeeded');
    expect(success.json().data?.status).not.toBe('paid');
    expect(await bought(customer, order.id)).toEqual([]);
    expect(await inventory(customer)).toEqual(before);
    expect(await sparesOf(customer)).toBe(spares);
  });
});
