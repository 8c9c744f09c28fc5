import { describe, expect, test } from 'vitest';
import {
  type CatalogueItem,
  checkOrderPart,
  type OrderCatalogue,
  type ProductOptionRule,
} from './order-rules.ts';
import { orderBody, orderPart } from './payload.ts';
import { isOrderEditable, type MarketApp, ORDER_TYPES } from './reference.ts';

const base = {
  groupId: null,
  dependencyId: null,
  solutionIds: [],
  isAvailable: true,
  priceCents: 100,
  isProduct: false,
};
const ITEMS: CatalogueItem[] = [
  { ...base, id: 1, name: 'Gateway', type: 'device', app: 'swam', solutionIds: [17], isProduct: true },
  { ...base, id: 2, name: 'LoRaWAN module', type: 'communication', app: 'swam', groupId: 9 },
  { ...base, id: 3, name: 'NB-IoT module', type: 'communication', app: 'swam', groupId: 9 },
  { ...base, id: 4, name: 'Probe', type: 'sensor', app: 'swam', dependencyId: 2 },
  { ...base, id: 5, name: 'Old probe', type: 'sensor', app: 'swam', isAvailable: false },
  { ...base, id: 6, name: 'Tokens', type: 'tokenPackage', app: 'swam' },
  { ...base, id: 7, name: 'Lock', type: 'device', app: 'metrowatch', isProduct: true },
  { ...base, id: 8, name: 'Tracker', type: 'device', app: 'fleet', isProduct: true },
  { ...base, id: 9, name: 'Power supply', type: 'sensor', app: 'swam' },
];
const OPTIONS: Record<number, [number, ProductOptionRule][]> = {
  1: [
    [2, { maxQty: 1, required: false }],
    [3, { maxQty: 1, required: false }],
    [4, { maxQty: 4, required: false }],
    [5, { maxQty: 1, required: false }],
    [9, { maxQty: 1, required: true }],
  ],
};

const catalogue = (more: Partial<OrderCatalogue> = {}): OrderCatalogue => ({
  item: (id) => ITEMS.find((i) => i.id === id),
  optionsOf: (id) => new Map(OPTIONS[id] ?? []),
  solution: (id) =>
    ({ 17: { id: 17, app: 'swam' as MarketApp }, 30: { id: 30, app: 'metrowatch' as MarketApp } })[id],
  isAppShown: () => true,
  canBuyFrom: () => true,
  ...more,
});
const check = (input: object, more?: Partial<OrderCatalogue>) =>
  checkOrderPart(orderPart.parse({ type: 'swam-hardware', ...input }), 'orders.0', catalogue(more));
const device = (products: number[], more: object = {}) => ({
  id: 1,
  qty: 2,
  solutionId: 17,
  products,
  ...more,
});

describe('order rules (spec §3 payload)', () => {
  test('a well-formed sensor-solution order passes', () => {
    expect(check({ devices: [device([2, 4, 4, 9])], tokens: [{ id: 6, qty: 5 }] })).toEqual([]);
  });

  test('A1 an app hidden by its flag, and R32 an app the buyer may not buy from, refuse the whole part', () => {
    expect(check({ devices: [device([9])] }, { isAppShown: (app) => app !== 'swam' })).toEqual([
      { param: 'orders.0.type', msg: 'This app is not available' },
    ]);
    expect(check({ devices: [device([9])] }, { canBuyFrom: () => false })).toEqual([
      { param: 'orders.0.type', msg: 'You cannot buy from this app' },
    ]);
  });

  test('unknown, unavailable and other apps’ items are errors on their own field', () => {
    expect(
      check({
        devices: [
          { ...device([9]), id: 404 },
          { ...device([9]), id: 7 },
        ],
        tokens: [{ id: 5, qty: 1 }],
      }),
    ).toEqual([
      { param: 'orders.0.devices.0.id', msg: 'Unknown item' },
      { param: 'orders.0.devices.1.id', msg: 'This item does not belong to this order type' },
      { param: 'orders.0.tokens.0.id', msg: 'This item does not belong to this order type' },
    ]);
  });

  test('an add-on is not a product: it heads no device line of a hardware order', () => {
    expect(check({ devices: [{ ...device([]), id: 4 }] })).toEqual([
      { param: 'orders.0.devices.0.id', msg: 'This item does not belong to this order type' },
    ]);
  });

  test('swam and metrowatch devices need their solution, and it must be one the product serves', () => {
    expect(check({ devices: [device([9], { solutionId: undefined })] })).toEqual([
      { param: 'orders.0.devices.0.solutionId', msg: 'Required' },
    ]);
    expect(check({ devices: [device([9], { solutionId: 30 })] })).toEqual([
      { param: 'orders.0.devices.0.solutionId', msg: 'Unknown solution' },
    ]);
    expect(
      check({ devices: [device([9], { solutionId: 18 })] }, { solution: (id) => ({ id, app: 'swam' }) }),
    ).toEqual([{ param: 'orders.0.devices.0.solutionId', msg: 'This product does not serve this solution' }]);
  });

  test('add-ons: options only, one per group, dependencies present, at most the maximum, required ones there', () => {
    expect(check({ devices: [device([8, 5, 9])] })).toEqual([
      { param: 'orders.0.devices.0.products.0', msg: 'Not an option of this product' },
      { param: 'orders.0.devices.0.products.1', msg: 'This item is not available' },
    ]);
    expect(check({ devices: [device([2, 3, 9])] })).toEqual([
      { param: 'orders.0.devices.0.products.1', msg: 'Only one of LoRaWAN module and NB-IoT module' },
    ]);
    expect(check({ devices: [device([4, 9])] })).toEqual([
      { param: 'orders.0.devices.0.products.0', msg: 'Probe needs LoRaWAN module' },
    ]);
    expect(check({ devices: [device([2, 4, 4, 4, 4, 4, 9])] })).toEqual([
      { param: 'orders.0.devices.0.products.1', msg: 'At most 4 of Probe per device' },
    ]);
    expect(check({ devices: [device([2])] })).toEqual([
      { param: 'orders.0.devices.0.products', msg: 'Power supply is required' },
    ]);
  });

  test('lines an order type does not take, and an empty order, are refused', () => {
    expect(check({})).toEqual([{ param: 'orders.0', msg: 'The order is empty' }]);
    expect(check({ devices: [device([9])], plugins: [{ id: 6, qty: 1 }] })).toEqual([
      { param: 'orders.0.plugins', msg: 'This order type does not take these lines' },
    ]);
    const mobility = checkOrderPart(
      orderPart.parse({ type: 'mobility-hardware', devices: [{ id: 8, qty: 1, products: [2] }] }),
      'orders.0',
      catalogue(),
    );
    expect(mobility).toContainEqual({
      param: 'orders.0.devices.0.products',
      msg: 'This product takes no add-ons',
    });
  });

  test('R103 negative, zero and fractional quantities fail the schema with the field named', () => {
    const result = orderBody.safeParse({
      orders: [
        {
          type: 'swam-tokens',
          tokens: [
            { id: 6, qty: 0 },
            { id: 6, qty: -2 },
            { id: 6, qty: 1.5 },
          ],
        },
        { type: 'nope' },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual([
      'orders.0.tokens.0.qty',
      'orders.0.tokens.1.qty',
      'orders.0.tokens.2.qty',
      'orders.1.type',
    ]);
    expect(orderBody.safeParse({ orders: [] }).error?.issues[0]?.message).toBe('The cart is empty');
    expect(orderBody.safeParse({ orders: [{ type: 'swam-tokens' }], total: 1 }).success).toBe(false);
  });

  test('R35 orders of asset-watch accessories, cloud-orbit, defcon, facility-booking and smart-parking are not editable', () => {
    const fixed = ORDER_TYPES.filter((t) => !isOrderEditable(t));
    expect(fixed).toEqual([
      'asset-watch-accessories',
      'defcon-hardware',
      'defcon-package',
      'cloud-orbit-hardware',
      'smart-parking-hardware',
      'facility-booking-hardware',
    ]);
    expect(isOrderEditable('metrowatch-accessories')).toBe(true);
  });
});
