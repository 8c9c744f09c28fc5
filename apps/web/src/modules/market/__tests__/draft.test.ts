import { market } from '@atrium/contracts';
import { describe, expect, test } from 'vitest';
import { type Draft, draftToOrders, EMPTY_DRAFT, editTarget, orderToDraft } from '../draft.ts';
import { editStep, MARKET_STEPS } from '../steps.ts';
import { APPS_CATALOGUE, APPS_PRODUCTS, APPS_SOLUTIONS } from './appsKit.ts';

/** What each app's steps make, checked by the server's own order rules (contracts order-rules). */

const items = new Map(APPS_CATALOGUE.map((i) => [i.id, i]));
const catalogue: market.OrderCatalogue = {
  item: (id) => {
    const i = items.get(id);
    return i && { ...i, isProduct: i.details.hardware !== null };
  },
  optionsOf: (id) =>
    new Map(
      (APPS_PRODUCTS[id]?.options ?? []).map((o) => [o.item.id, { maxQty: o.maxQty, required: o.required }]),
    ),
  solution: (id) => APPS_SOLUTIONS.find((s) => s.id === id),
  isAppShown: () => true,
  canBuyFrom: () => true,
};
const solution = (id: number | null) => APPS_SOLUTIONS.find((s) => s.id === id);

function payloads(app: market.MarketApp, over: Partial<Draft>, flow: 'package' | null = null) {
  const draft = { ...EMPTY_DRAFT, ...over };
  const orders = draftToOrders(app, draft, items, solution(draft.solutionId), flow).map((o, index) => ({
    ...o,
    index,
  }));
  const parts = orders.map(market.buildOrderPayload);
  for (const [i, part] of parts.entries())
    expect(market.checkOrderPart(part, `orders.${i}`, catalogue)).toEqual([]);
  return { orders, parts };
}

describe('[MARKET] drafts to order payloads (A57), accepted by the order rules', () => {
  test('mobility: devices { id, qty } without products, plugins; plugins alone are a mobility-plugin order', () => {
    const { parts } = payloads('mobility', { devices: { 1401: 2, 1402: 1 }, plugins: { 1410: 1 } });
    expect(parts).toEqual([
      {
        type: 'mobility-hardware',
        devices: [
          { id: 1401, qty: 2, products: [] },
          { id: 1402, qty: 1, products: [] },
        ],
        tokens: [],
        plugins: [{ id: 1410, qty: 1 }],
        packages: [],
      },
    ]);
    expect(payloads('mobility', { plugins: { 1411: 3 } }).parts.map((p) => [p.type, p.plugins])).toEqual([
      ['mobility-plugin', [{ id: 1411, qty: 3 }]],
    ]);
    expect(payloads('mobility', {}).parts).toEqual([]);
  });

  test('metrowatch and swam devices carry the solution; add-ons repeat per quantity', () => {
    const metro = payloads('metrowatch', { solutionId: 30, productId: 502, qty: 2 }).parts[0];
    expect(metro?.devices).toEqual([{ id: 502, qty: 2, solutionId: 30, products: [] }]);
    const asset = payloads('asset-watch', {
      solutionId: 40,
      productId: 1201,
      qty: 3,
      options: { 1204: 2 },
      tokens: { 1210: 3 },
    }).parts[0];
    // Asset watch devices take no solution id (spec §3: swam and metrowatch only).
    expect(asset?.devices).toEqual([{ id: 1201, qty: 3, products: [1204, 1204] }]);
    expect(asset?.tokens).toEqual([{ id: 1210, qty: 3 }]);
  });

  test('packages or devices: defcon packages, defcon devices, core packages split by order type', () => {
    expect(payloads('defcon', { buy: 'packages', packages: { 1310: 2 } }).parts).toEqual([
      { type: 'defcon-package', devices: [], tokens: [], plugins: [], packages: [{ id: 1310, qty: 2 }] },
    ]);
    const devices = payloads('defcon', { buy: 'devices', productId: 1301, options: { 1305: 1 } }).parts;
    expect(devices.map((p) => [p.type, p.devices])).toEqual([
      ['defcon-hardware', [{ id: 1301, qty: 1, products: [1305] }]],
    ]);
    const core = payloads('core', { buy: 'packages', packages: { 2101: 1, 2110: 3 } }).parts;
    expect(core.map((p) => [p.type, p.packages])).toEqual([
      ['core-services', [{ id: 2101, qty: 1 }]],
      ['core-sms-packages', [{ id: 2110, qty: 3 }]],
    ]);
  });

  test('the sensor package flow makes a swam-tokens order', () => {
    const { parts } = payloads('swam', { solutionId: 10, tokens: { 301: 2 }, serial: 'LS-1' }, 'package');
    expect(parts.map((p) => [p.type, p.tokens, p.devices])).toEqual([
      ['swam-tokens', [{ id: 301, qty: 2 }], []],
    ]);
  });

  test('A23 R35 edit targets: hardware, then plugins, then tokens; none for defcon, cloud orbit or packages', () => {
    const mobility = payloads('mobility', { devices: { 1401: 2 }, plugins: { 1410: 1 } }).orders[0];
    const plugin = payloads('mobility', { plugins: { 1410: 1 } }).orders[0];
    const tokens = payloads('swam', { solutionId: 10, tokens: { 301: 1 } }, 'package').orders[0];
    const defcon = payloads('defcon', { buy: 'devices', productId: 1301 }).orders[0];
    const rodent = payloads('cloud-orbit', { solutionId: 50, productId: 1601 }).orders[0];
    const anprPackage = payloads('anpr', { buy: 'packages', packages: { 1910: 1 } }).orders[0];
    expect(mobility && editTarget(mobility)).toMatchObject({ hardwareId: 1401 });
    expect(plugin && editTarget(plugin)).toMatchObject({ pluginId: 1410 });
    expect(tokens && editTarget(tokens)).toMatchObject({ tokens: true, solutionId: 10 });
    for (const order of [defcon, rodent, anprPackage]) expect(order && editTarget(order)).toBeNull();
    // The draft comes back from the order, and the step reopened is where the hardware is chosen.
    expect(mobility && orderToDraft(mobility, 0)).toMatchObject({
      devices: { 1401: 2 },
      plugins: { 1410: 1 },
    });
    expect(editStep(MARKET_STEPS.mobility, new URLSearchParams('hardwareId=1401'))).toBe(0);
    expect(editStep(MARKET_STEPS.mobility, new URLSearchParams('pluginId=1410'))).toBe(1);
    expect(editStep(MARKET_STEPS['asset-watch'], new URLSearchParams('tokens=true'))).toBe(3);
    expect(editStep(MARKET_STEPS.swam, new URLSearchParams('hardwareId=101'))).toBe(1);
  });
});
