import { describe, expect, test } from 'vitest';
import {
  buildOrderPayload,
  type CartOrder,
  canBuyFrom,
  compactCart,
  compactOrderParts,
  type RestoreContext,
  restoreCart,
} from './cart.ts';
import type { MarketItem } from './catalogue.ts';
import { orderPart } from './payload.ts';

const details = { description: '', image: null, hardware: null, units: null, validityInMonths: null };
const marketItem = (id: number, more: Partial<MarketItem> = {}): MarketItem => ({
  id,
  name: `Item ${id}`,
  type: 'sensor',
  app: 'swam',
  groupId: null,
  dependencyId: null,
  priceCents: id * 100,
  qty: 1,
  isAvailable: true,
  solutionIds: [],
  details,
  ...more,
});

const sensorOrder: CartOrder = {
  index: 0,
  type: 'swam-hardware',
  app: { name: 'swam' },
  solution: { id: 17, name: 'Indoor air quality' },
  subOrders: [
    {
      qty: 2,
      hardwareId: 201,
      items: [
        { id: 11, type: 'sensor', qty: 2 },
        { id: 12, type: 'communication', qty: 1 },
      ],
    },
  ],
  tokens: [{ id: 21, qty: 3, name: 'Tokens', priceCents: 900 }],
  plugins: [],
  packages: [],
};
const mobilityOrder: CartOrder = {
  index: 1,
  type: 'mobility-hardware',
  app: { name: 'mobility' },
  solution: null,
  subOrders: [{ qty: 4, hardwareId: 601, items: [{ id: 11, type: 'sensor', qty: 1 }] }],
  tokens: [],
  plugins: [{ id: 31, qty: 1, name: 'Panic button', priceCents: 500 }],
  packages: [],
};

describe('order payload (A57)', () => {
  test('devices carry the solution (swam, metrowatch) and item ids repeated per qty; tokens and plugins as id and qty', () => {
    expect(buildOrderPayload(sensorOrder)).toEqual({
      type: 'swam-hardware',
      devices: [{ id: 201, qty: 2, solutionId: 17, products: [11, 11, 12] }],
      tokens: [{ id: 21, qty: 3 }],
      plugins: [],
      packages: [],
    });
  });

  test('mobility devices are { id, qty } only', () => {
    const payload = buildOrderPayload(mobilityOrder);
    expect(payload.devices).toEqual([{ id: 601, qty: 4, products: [] }]);
    expect(payload.plugins).toEqual([{ id: 31, qty: 1 }]);
    // What the builder makes is what the server's schema takes, unchanged.
    expect(orderPart.parse(payload)).toEqual(payload);
  });
});

describe('editing a submitted order (R35)', () => {
  test('its parts go back to the stored cart form they were built from', () => {
    const tokensOnly: CartOrder = { ...sensorOrder, type: 'swam-tokens', solution: null, subOrders: [] };
    const parts = [sensorOrder, tokensOnly].map(buildOrderPayload);
    expect(compactOrderParts(parts)).toEqual(compactCart([sensorOrder, tokensOnly]));
    expect(compactOrderParts(parts)[0]?.[2]).toEqual([
      [
        201,
        2,
        [
          [11, 2],
          [12, 1],
        ],
      ],
    ]);
  });
});

describe('cart storage (R31-R34)', () => {
  const items = new Map([11, 12, 21, 31, 201, 601].map((id) => [id, marketItem(id)]));
  const ctx = (more: Partial<RestoreContext> = {}): RestoreContext => ({
    canBuyFrom: () => true,
    solution: (id) =>
      id === 17
        ? { id, app: 'swam', name: 'Indoor air quality', description: 'IAQ', image: null }
        : undefined,
    item: (id) => items.get(id),
    ...more,
  });

  test('R31 the cart is stored compactly and restored with names and prices from the catalogue', () => {
    const stored = JSON.parse(JSON.stringify(compactCart([sensorOrder, mobilityOrder])));
    expect(stored[0]).toEqual([
      'swam-hardware',
      17,
      [
        [
          201,
          2,
          [
            [11, 2],
            [12, 1],
          ],
        ],
      ],
      [[21, 3]],
      [],
      [],
    ]);
    const { orders, dropped } = restoreCart(stored, ctx());
    expect(dropped).toEqual([]);
    expect(orders.map(buildOrderPayload)).toEqual([
      buildOrderPayload(sensorOrder),
      buildOrderPayload(mobilityOrder),
    ]);
    expect(orders[0]?.tokens[0]).toEqual({ id: 21, qty: 3, name: 'Item 21', priceCents: 2100 });
    expect(orders[0]?.solution).toEqual({ id: 17, name: 'Indoor air quality', details: 'IAQ' });
  });

  test('R32 an order of an app without market permission is dropped', () => {
    const { orders, dropped } = restoreCart(
      compactCart([sensorOrder, mobilityOrder]),
      ctx({ canBuyFrom: (app) => app !== 'swam' }),
    );
    expect(dropped).toEqual([{ index: 0, reason: 'permission' }]);
    expect(orders.map((o) => [o.index, o.type])).toEqual([[0, 'mobility-hardware']]);
  });

  test('R33 an order whose solution is no longer listed is dropped', () => {
    const { dropped } = restoreCart(
      compactCart([sensorOrder, mobilityOrder]),
      ctx({ solution: () => undefined }),
    );
    expect(dropped).toEqual([{ index: 0, reason: 'solution' }]);
  });

  test('R34 an order with an unavailable or vanished item is dropped', () => {
    const unavailable = new Map(items).set(12, marketItem(12, { isAvailable: false }));
    expect(
      restoreCart(compactCart([sensorOrder]), ctx({ item: (id) => unavailable.get(id) })).dropped,
    ).toEqual([{ index: 0, reason: 'unavailable' }]);
    expect(
      restoreCart(
        compactCart([mobilityOrder]),
        ctx({ item: (id) => (id === 31 ? undefined : items.get(id)) }),
      ).dropped,
    ).toEqual([{ index: 0, reason: 'unavailable' }]);
  });

  test('garbage in storage restores to an empty cart, not an error', () => {
    expect(restoreCart('nope', ctx())).toEqual({ orders: [], dropped: [] });
    expect(restoreCart([['no-such-type', 0, [], [], [], []], 5], ctx()).dropped).toEqual([
      { index: 0, reason: 'malformed' },
      { index: 1, reason: 'malformed' },
    ]);
  });

  test('R32 buying needs market purchase and the app’s module permission', () => {
    expect(canBuyFrom('swam', new Set(['p_market_purchase', 'm_swam']))).toBe(true);
    expect(canBuyFrom('swam', new Set(['m_swam']))).toBe(false);
    expect(canBuyFrom('mobility', new Set(['p_market_purchase', 'm_swam']))).toBe(false);
    expect(canBuyFrom('core', new Set(['p_market_purchase', 'm_market']))).toBe(true);
  });
});
