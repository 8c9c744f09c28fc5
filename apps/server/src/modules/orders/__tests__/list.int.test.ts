import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, cid, commerceApp, type Session } from './kit.ts';

let app: Awaited<ReturnType<typeof commerceApp>>;
let http: ReturnType<typeof api>;
let customer: Session;
let school: Session;
let integrator: Session;
let ids: number[];
beforeAll(async () => {
  app = await commerceApp();
  http = api(app.t);
  ({ customer, school, integrator } = app);
  ids = [];
  for (const qty of [1, 2, 3]) {
    const res = await http.submit(customer, {
      orders: [{ type: 'swam-tokens', tokens: [{ id: 1010, qty }] }],
    });
    ids.push(res.json().data.id);
  }
});
afterAll(() => app.t.close());

const list = (s: Session, query: string, company = cid(s)) =>
  http.call(s, 'GET', `/company/${company}/order?${query}`);
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('[ORDERS][LIST] GET /company/:id/order: paging, sort and filters (spec §2 Orders)', () => {
  test('pages newest first with the total; sorts by total ascending', async () => {
    const first = (await list(customer, 'limit=2&offset=0')).json();
    expect(first.totalRecords).toBe(3);
    expect(first.data.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]]);
    const second = (await list(customer, 'limit=2&offset=2')).json();
    expect(second.data.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
    const cheapest = (await list(customer, 'sortBy=totalCents&sortType=asc&limit=1')).json();
    expect(cheapest.data[0].id).toBe(ids[0]);
  });

  test('filters by creation day: a day counts whole; outside the range nothing', async () => {
    expect((await list(customer, `from=${day(0)}&to=${day(0)}`)).json().totalRecords).toBe(3);
    expect((await list(customer, `from=${day(1)}`)).json().totalRecords).toBe(0);
    expect((await list(customer, `to=${day(-1)}`)).json().totalRecords).toBe(0);
    const instant = new Date(Date.now() + 60_000).toISOString();
    expect((await list(customer, `to=${encodeURIComponent(instant)}`)).json().totalRecords).toBe(3);
  });

  test('a bad date, status or type is a 418 naming the field', async () => {
    const bad = await list(customer, 'from=yesterday&status=lost&type=nothing');
    expect(bad.statusCode).toBe(418);
    expect(
      bad
        .json()
        .map((e: { param: string }) => e.param)
        .sort(),
    ).toEqual(['from', 'status', 'type']);
  });

  test('another company’s orders are a 404 (a managing Integrator sees them); a company without orders lists none', async () => {
    expect((await list(school, '', cid(customer))).statusCode).toBe(404);
    expect((await list(school, '')).json()).toEqual({ data: [], totalRecords: 0 });
    expect((await http.order(school, ids[0] ?? 0, cid(school))).statusCode).toBe(404);
    // The demo Integrator manages the demo Customer: it sees that company's orders.
    expect((await list(integrator, '', cid(customer))).json().totalRecords).toBe(3);
  });
});
