import type { market } from '@atrium/contracts';
import { json } from '../../../testing/fixtures.ts';
import { paged, type Route, serve } from '../../companies/__tests__/kit.ts';

/** Test data of the market screens: a small sensor-solution catalogue. */

export { callsTo, owner, signIn } from '../../companies/__tests__/kit.ts';

export const details = (over: Partial<market.ItemDetails> = {}): market.ItemDetails => ({
  description: '',
  image: null,
  hardware: null,
  units: null,
  validityInMonths: null,
  ...over,
});

export const item = (over: Partial<market.MarketItem> = {}): market.MarketItem => ({
  id: 1,
  name: 'Item',
  type: 'sensor',
  app: 'swam',
  groupId: null,
  dependencyId: null,
  priceCents: 1000,
  qty: 1,
  isAvailable: true,
  solutionIds: [],
  details: details(),
  ...over,
});

export const solution = (over: Partial<market.MarketSolution> = {}): market.MarketSolution => ({
  id: 10,
  app: 'swam',
  name: 'Water leakage',
  description: 'Leak sensors with alarms',
  image: null,
  ...over,
});

export const leakSensor = item({
  id: 101,
  name: 'Leak sensor',
  priceCents: 12_345,
  solutionIds: [10],
  details: details({
    hardware: {
      productName: 'LS-1',
      logo: null,
      dimensions: null,
      warrantyValidityInMonths: 30,
      batteryLifeMonths: null,
      lifeExpectancyMonths: null,
      communicationType: 'LoRaWAN',
      freeTokenValidityInMonths: 12,
      properties: [],
    },
  }),
});
export const probe = item({
  id: 201,
  name: 'Extra probe',
  type: 'communication',
  priceCents: 500,
  dependencyId: 202,
});
export const probeCable = item({ id: 202, name: 'Probe cable', type: 'communication', priceCents: 0 });
export const tokens = item({
  id: 301,
  name: 'Yearly tokens',
  type: 'tokenPackage',
  priceCents: 2_000,
  details: details({ validityInMonths: 12, units: 1 }),
});
export const freeService = item({
  id: 401,
  name: 'Setup service',
  type: 'service',
  app: 'core',
  priceCents: 0,
});
export const metroDoor = item({
  id: 501,
  name: 'Door lock',
  type: 'device',
  app: 'metrowatch',
  priceCents: 9_900,
});

export const CATALOGUE = [leakSensor, probe, probeCable, tokens, freeService, metroDoor];

export function customized(product: market.MarketItem): market.CustomizedProduct {
  return {
    ...product,
    basePriceCents: product.priceCents,
    customizedBy: null,
    options: [probe, probeCable].map((o) => ({ item: o, defaultQty: 1, maxQty: 4, required: false })),
  };
}

/** The catalogue reads, and any further routes. */
export function serveMarket({
  items = CATALOGUE,
  solutions = [solution(), solution({ id: 30, app: 'metrowatch', name: 'Door locks' })],
  products = {},
  more = [],
}: {
  items?: market.MarketItem[];
  solutions?: market.MarketSolution[];
  /** `/product/:id/customized` by id; others answer with the leak sensor's. */
  products?: Record<number, market.CustomizedProduct>;
  more?: Route[];
} = {}) {
  return serve([
    ['GET', /^\/api\/product\/solutions$/, () => json(200, { data: solutions })],
    ['GET', /^\/api\/product$/, () => paged(items)],
    [
      'GET',
      /^\/api\/product\/(\d+)\/customized$/,
      (_call, match) => json(200, { data: products[Number(match[1])] ?? customized(leakSensor) }),
    ],
    ...more,
  ]);
}
