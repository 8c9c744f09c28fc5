import { describe, expect, test } from 'vitest';
import { formatPrice, itemsTotals, ordersTotals, orderTotals } from './price.ts';

describe('price (spec §5)', () => {
  test('R101 price x quantity summed over items', () => {
    expect(
      itemsTotals([
        { price: 10, quantity: 2 },
        { price: '2.5', quantity: '4' },
      ]),
    ).toEqual({
      hardwarePrice: 30,
      devicesCount: 6,
    });
    expect(
      itemsTotals([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]).hardwarePrice,
    ).toBe(0.3);
    expect(itemsTotals(undefined)).toEqual({ hardwarePrice: 0, devicesCount: 0 });
  });

  test('R101 summed across sub-orders and orders, yielding hardwarePrice and devicesCount', () => {
    const order = {
      items: [{ price: 100, quantity: 1 }],
      subOrders: [
        { items: [{ price: 20, quantity: 3 }] },
        { items: null },
        { items: [{ price: 5, quantity: 2 }] },
      ],
    };
    expect(orderTotals(order)).toEqual({ hardwarePrice: 170, devicesCount: 6 });
    expect(ordersTotals([order, { subOrders: [{ items: [{ price: 1.99, quantity: 1 }] }] }])).toEqual({
      hardwarePrice: 171.99,
      devicesCount: 7,
    });
    expect(ordersTotals([])).toEqual({ hardwarePrice: 0, devicesCount: 0 });
  });

  test('R101 invalid lines add nothing to the price; their devices still count when the quantity is valid', () => {
    expect(
      itemsTotals([
        { price: 'abc', quantity: 2 },
        { price: -5, quantity: 1 },
        { price: 10, quantity: -1 },
        { price: 10, quantity: 1.5 },
        { quantity: 1 },
      ]),
    ).toEqual({ hardwarePrice: 0, devicesCount: 4 });
  });

  test("R102 dollar sign with 2 decimals; 'incl' when zero or invalid", () => {
    expect(formatPrice(1234.5)).toBe('$1234.50');
    expect(formatPrice('19.999')).toBe('$20.00');
    expect(formatPrice(1.005)).toBe('$1.01');
    expect(formatPrice(0.01)).toBe('$0.01');
    expect(formatPrice(-5)).toBe('-$5.00');
    for (const v of [0, '0', 0.004, null, undefined, '', 'abc', Number.NaN, Infinity])
      expect(formatPrice(v)).toBe('incl');
  });
});
