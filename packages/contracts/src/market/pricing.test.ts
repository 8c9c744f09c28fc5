import { describe, expect, test } from 'vitest';
import { orderPart } from './payload.ts';
import {
  centsToDecimal,
  dollarsToCents,
  formatCents,
  type PricingItem,
  percentOfCents,
  priceOrderPart,
  quoteOrder,
} from './pricing.ts';
import { yearsAndMonths } from './reference.ts';

const ITEMS: Record<number, PricingItem> = {
  1: { id: 1, name: 'Gateway', type: 'device', priceCents: 19_999 },
  2: { id: 2, name: 'Probe', type: 'sensor', priceCents: 1_001 },
  3: { id: 3, name: '12-month tokens', type: 'tokenPackage', priceCents: 1 },
  4: { id: 4, name: 'Setup', type: 'service', priceCents: 10 },
  5: { id: 5, name: 'Included cable', type: 'sensor', priceCents: 0 },
};
const item = (id: number) => ITEMS[id] as PricingItem;
const part = (input: object) => orderPart.parse({ type: 'swam-hardware', ...input });

describe('market pricing', () => {
  test('cents and decimal text convert exactly', () => {
    expect(centsToDecimal(123_405)).toBe('1234.05');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(-150)).toBe('-1.50');
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(1234.05)).toBe(123_405);
    expect(formatCents(123_450)).toBe('$1234.50');
    expect(formatCents(0)).toBe('incl');
  });

  test('R101 a device line is qty × (product + its add-ons, each id once per unit)', () => {
    const priced = priceOrderPart(part({ devices: [{ id: 1, qty: 3, products: [2, 2, 5] }] }), item);
    expect(priced.lines.map((l) => [l.kind, l.itemId, l.qty, l.totalCents])).toEqual([
      ['device', 1, 3, 59_997],
      ['product', 2, 6, 6_006],
      ['product', 5, 3, 0],
    ]);
    expect(priced.subtotalCents).toBe(59_997 + 6_006);
    // R101 devicesCount: every unit summed (3 devices, 6 probes, 3 cables).
    expect(priced.devicesCount).toBe(12);
  });

  test('R101 summed over devices, tokens, plugins and packages, and across parts, in whole cents', () => {
    const a = priceOrderPart(
      part({ devices: [{ id: 1, qty: 1 }], tokens: [{ id: 3, qty: 10 }], packages: [{ id: 4, qty: 3 }] }),
      item,
    );
    expect(a.subtotalCents).toBe(19_999 + 10 + 30);
    const b = priceOrderPart(part({ tokens: [{ id: 3, qty: 7 }] }), item);
    const quote = quoteOrder([a, b], { discountRateBps: 0 }, true);
    expect(quote.subtotalCents).toBe(20_039 + 7);
    expect(quote.devicesCount).toBe(1 + 10 + 3 + 7);
  });

  test('a price sent with a line is not part of the payload, so it cannot change the total', () => {
    const tampered = part({
      devices: [{ id: 1, qty: 1, price: 1 }],
      tokens: [{ id: 3, qty: 1, priceCents: 0 }],
    });
    expect(tampered.devices[0]).not.toHaveProperty('price');
    expect(priceOrderPart(tampered, item).subtotalCents).toBe(19_999 + 1);
  });

  test('percentages round half up to the cent, exactly, even for large amounts', () => {
    expect(percentOfCents(1_000, 1_250)).toBe(125);
    expect(percentOfCents(5, 1_000)).toBe(1); // 0.5 cent → 1
    expect(percentOfCents(4, 1_000)).toBe(0); // 0.4 cent → 0
    expect(percentOfCents(99_999_999, 3_333)).toBe(33_330_000); // 33329999.6667 → 33330000
    expect(percentOfCents(9_007_199_254_740, 9_999)).toBe(9_006_298_534_815);
  });

  test('quote: rate, then code on the rest, then shipping, then a voucher, never below zero', () => {
    const priced = priceOrderPart(part({ devices: [{ id: 1, qty: 2 }] }), item); // 39 998
    const quote = quoteOrder(
      [priced],
      {
        discountRateBps: 500,
        discountCode: { percentOffBps: 1_000, amountOffCents: null },
        voucherCents: 5_000,
        shippingMethod: 'express',
      },
      true,
    );
    expect(quote.discountRateCents).toBe(2_000); // 1999.9 → 2000
    expect(quote.discountCodeCents).toBe(3_800); // 10 % of 37 998 = 3799.8 → 3800
    expect(quote.shippingCents).toBe(6_000);
    expect(quote.voucherCents).toBe(5_000);
    expect(quote.totalCents).toBe(39_998 - 2_000 - 3_800 + 6_000 - 5_000);

    const covered = quoteOrder(
      [priced],
      {
        discountRateBps: 0,
        discountCode: { percentOffBps: null, amountOffCents: 99_999 },
        voucherCents: 99_999,
      },
      false,
    );
    expect(covered.discountCodeCents).toBe(39_998);
    expect(covered.voucherCents).toBe(0);
    expect(covered.shippingMethod).toBeNull();
    expect(covered.totalCents).toBe(0);
  });

  test('shipping defaults to standard when something ships and is 0 otherwise', () => {
    const priced = priceOrderPart(part({ tokens: [{ id: 3, qty: 1 }] }), item);
    expect(quoteOrder([priced], { discountRateBps: 0 }, true).shippingCents).toBe(2_500);
    expect(quoteOrder([priced], { discountRateBps: 0, shippingMethod: 'express' }, false).shippingCents).toBe(
      0,
    );
  });

  test('R211 months as years and months', () => {
    expect(yearsAndMonths(30)).toEqual({ years: 2, months: 6 });
    expect(yearsAndMonths(12)).toEqual({ years: 1, months: 0 });
    expect(yearsAndMonths(5)).toEqual({ years: 0, months: 5 });
    expect(yearsAndMonths(-3)).toEqual({ years: 0, months: 0 });
    expect(yearsAndMonths(Number.NaN)).toEqual({ years: 0, months: 0 });
  });
});
