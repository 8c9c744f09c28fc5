import { market } from '@atrium/contracts';
import { describe, expect, test } from 'vitest';
import { ITEMS, SOLUTIONS } from '../catalogue.data.ts';

/**
 * The demo catalogue offers every market app what its steps (spec §2, A24-A34) choose from, so each app's
 * market page works on a fresh install.
 */

type Need = 'solutions' | 'products' | 'tokens' | 'plugins' | 'packages';
const NEEDS: Record<market.MarketApp, Need[]> = {
  swam: ['solutions', 'products', 'tokens'],
  metrowatch: ['solutions', 'products'],
  'urban-ai': ['solutions', 'products'],
  fleet: ['products'],
  'asset-watch': ['solutions', 'products', 'tokens'],
  'cloud-orbit': ['solutions', 'products', 'tokens'],
  'facility-booking': ['products'],
  mobility: ['products', 'plugins'],
  anpr: ['products', 'packages'],
  defcon: ['products', 'packages'],
  'smart-parking': ['products'],
  core: ['packages'],
};

const offered = (app: market.MarketApp): Set<Need> => {
  const items = ITEMS.filter((i) => i.app === app && i.isAvailable !== false);
  const has = new Set<Need>();
  if (SOLUTIONS.some((s) => s.app === app)) has.add('solutions');
  if (items.some((i) => i.hardware && (market.PRODUCT_TYPES as readonly string[]).includes(i.type)))
    has.add('products');
  if (items.some((i) => i.type === 'tokenPackage')) has.add('tokens');
  if (items.some((i) => i.type === 'plugin')) has.add('plugins');
  if (items.some((i) => (market.PACKAGE_TYPES as readonly string[]).includes(i.type))) has.add('packages');
  return has;
};

describe('[MARKET] demo catalogue', () => {
  test.each(market.MARKET_APPS)('A24-A34 %s offers what its market steps choose from', (app) => {
    const has = offered(app);
    expect(NEEDS[app].filter((need) => !has.has(need))).toEqual([]);
  });

  test('products with a solution list serve solutions of their own app', () => {
    for (const item of ITEMS.filter((i) => i.solutionIds?.length))
      for (const id of item.solutionIds ?? [])
        expect(SOLUTIONS.find((s) => s.id === id)?.app, `${item.name} → solution ${id}`).toBe(item.app);
  });
});
