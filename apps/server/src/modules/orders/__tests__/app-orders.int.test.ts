import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADDRESS, api, commerceApp, type Session } from './kit.ts';

/**
 * Spec §3 / A57: each app's order in the shape its market steps send it (web `draft.ts` through the contracts'
 * `buildOrderPayload`), against the demo catalogue: the server accepts and prices every one.
 */

let app: Awaited<ReturnType<typeof commerceApp>>;
let http: ReturnType<typeof api>;
let customer: Session;
beforeAll(async () => {
  app = await commerceApp();
  http = api(app.t);
  ({ customer } = app);
});
afterAll(() => app.t.close());

const none = { devices: [], tokens: [], plugins: [], packages: [] };
const ORDERS = [
  // Mobility: device types without products, and plugins; plugins alone.
  {
    ...none,
    type: 'mobility-hardware',
    devices: [
      { id: 1401, qty: 2, products: [] },
      { id: 1402, qty: 1, products: [] },
    ],
    plugins: [{ id: 1410, qty: 1 }],
  },
  { ...none, type: 'mobility-plugin', plugins: [{ id: 1411, qty: 3 }] },
  // Defcon: packages, or a panel with its add-ons.
  { ...none, type: 'defcon-package', packages: [{ id: 1310, qty: 2 }] },
  { ...none, type: 'defcon-hardware', devices: [{ id: 1301, qty: 1, products: [1305, 1306, 1306] }] },
  // Anpr: packages or devices; core: one order per package type.
  { ...none, type: 'anpr-package', packages: [{ id: 1910, qty: 1 }] },
  { ...none, type: 'anpr-hardware', devices: [{ id: 1901, qty: 1, products: [] }] },
  { ...none, type: 'core-services', packages: [{ id: 2101, qty: 1 }] },
  { ...none, type: 'core-sms-packages', packages: [{ id: 2110, qty: 2 }] },
  // Solutions, products, configuration, details, tokens.
  { ...none, type: 'metrowatch-hardware', devices: [{ id: 401, solutionId: 30, qty: 1, products: [1103] }] },
  { ...none, type: 'urban-ai-hardware', devices: [{ id: 2001, qty: 1, products: [2004] }] },
  { ...none, type: 'fleet-hardware', devices: [{ id: 1501, qty: 2, products: [1504] }] },
  {
    ...none,
    type: 'asset-watch-hardware',
    devices: [{ id: 1202, qty: 3, products: [1204, 1205] }],
    tokens: [{ id: 1210, qty: 3 }],
  },
  {
    ...none,
    type: 'cloud-orbit-hardware',
    devices: [{ id: 1601, qty: 1, products: [1604] }],
    tokens: [{ id: 1610, qty: 1 }],
  },
  { ...none, type: 'facility-booking-hardware', devices: [{ id: 1802, qty: 1, products: [1804] }] },
  { ...none, type: 'smart-parking-hardware', devices: [{ id: 1701, qty: 4, products: [1704] }] },
  // The sensor package flow: tokens for a device of the solution.
  { ...none, type: 'swam-tokens', tokens: [{ id: 1010, qty: 1 }] },
];

describe('[ORDERS][APPS] every app’s market order', () => {
  test('A57 R35 the server accepts and prices the order of every app; defcon, cloud orbit, facility booking and smart parking are not editable', async () => {
    const res = await http.validate(customer, { orders: ORDERS, address: ADDRESS });
    expect(res.statusCode, res.body).toBe(200);
    const parts = res.json().data.parts as { type: string; editable: boolean; subtotalCents: number }[];
    expect(parts.map((p) => p.type)).toEqual(ORDERS.map((o) => o.type));
    expect(parts.filter((p) => !p.editable).map((p) => p.type)).toEqual([
      'defcon-package',
      'defcon-hardware',
      'cloud-orbit-hardware',
      'facility-booking-hardware',
      'smart-parking-hardware',
    ]);
    // Mobility: 2 × $189.00 + $129.00 + $60.00 (R101).
    expect(parts[0]?.subtotalCents).toBe(2 * 18_900 + 12_900 + 6_000);
    // Defcon panel with a GSM communicator and two sirens.
    expect(parts[3]?.subtotalCents).toBe(59_900 + 8_900 + 2 * 5_900);
  });

  test('A57 mobility devices carry no products: a product on one is refused with its field', async () => {
    const res = await http.validate(customer, {
      orders: [{ ...none, type: 'mobility-hardware', devices: [{ id: 1401, qty: 1, products: [1410] }] }],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('orders.0.devices.0.products');
  });
});
