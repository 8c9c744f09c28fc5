import type { market } from '@atrium/contracts';
import { CATALOGUE, details, item, solution } from './kit.ts';

/** Test data of the other apps' market steps: a few items of each app (prices in cents). */

const hardware = (productName: string): market.HardwareDetails => ({
  productName,
  logo: null,
  dimensions: null,
  warrantyValidityInMonths: 24,
  batteryLifeMonths: null,
  lifeExpectancyMonths: null,
  communicationType: 'lte-m',
  freeTokenValidityInMonths: null,
  properties: [],
});
const product = (id: number, app: market.MarketApp, name: string, priceCents: number, more = {}) =>
  item({
    id,
    app,
    name,
    priceCents,
    type: 'device',
    details: details({ hardware: hardware(name) }),
    ...more,
  });

export const tracker = product(1401, 'mobility', 'Vehicle tracker', 18_900);
export const personalTracker = product(1402, 'mobility', 'Personal tracker', 12_900);
export const driverPlugin = item({
  id: 1410,
  app: 'mobility',
  type: 'plugin',
  name: 'Driver behaviour',
  priceCents: 6_000,
});
export const fuelPlugin = item({
  id: 1411,
  app: 'mobility',
  type: 'plugin',
  name: 'Fuel monitoring',
  priceCents: 9_000,
});
export const panel = product(1301, 'defcon', 'Alarm panel', 59_900);
export const gsm = item({
  id: 1305,
  app: 'defcon',
  type: 'communication',
  name: 'GSM backup',
  priceCents: 8_900,
});
export const basicPackage = item({
  id: 1310,
  app: 'defcon',
  type: 'package',
  name: 'Monitoring Basic',
  priceCents: 24_000,
  details: details({ validityInMonths: 12 }),
});
export const camera = product(1901, 'anpr', 'ANPR camera', 89_900);
export const residents = item({
  id: 1910,
  app: 'anpr',
  type: 'package',
  name: 'Residents access',
  priceCents: 60_000,
});
export const installation = item({
  id: 2101,
  app: 'core',
  type: 'service',
  name: 'On-site installation',
  priceCents: 7_500,
});
export const sms = item({ id: 2110, app: 'core', type: 'sms-package', name: 'SMS 1000', priceCents: 3_000 });
export const tag = product(1201, 'asset-watch', 'BLE asset tag', 2_900, { solutionIds: [40] });
export const mount = item({
  id: 1204,
  app: 'asset-watch',
  type: 'shelter',
  name: 'Magnetic mount',
  priceCents: 1_500,
});
export const assetTokens = item({
  id: 1210,
  app: 'asset-watch',
  type: 'tokenPackage',
  name: 'Asset token',
  priceCents: 1_800,
});
export const deskSensor = product(1801, 'facility-booking', 'Desk sensor', 6_900, { type: 'sensor' });
export const glassMount = item({
  id: 1804,
  app: 'facility-booking',
  type: 'shelter',
  name: 'Glass wall mount',
  priceCents: 2_500,
});
export const metroLock = product(502, 'metrowatch', 'Smart lock', 24_900);
export const fleetUnit = product(1501, 'fleet', 'Telematics unit', 21_900);
export const baitStation = product(1601, 'cloud-orbit', 'Bait station', 11_900, { solutionIds: [50] });
export const rodentTokens = item({
  id: 1610,
  app: 'cloud-orbit',
  type: 'tokenPackage',
  name: 'Rodent token',
  priceCents: 1_500,
});
export const visionSensor = product(2001, 'urban-ai', 'Vision sensor', 54_900, { solutionIds: [60] });
export const parkingSensor = product(1701, 'smart-parking', 'Parking sensor', 13_900, { type: 'sensor' });

export const APPS_CATALOGUE = [
  ...CATALOGUE,
  tracker,
  personalTracker,
  driverPlugin,
  fuelPlugin,
  panel,
  gsm,
  basicPackage,
  camera,
  residents,
  installation,
  sms,
  tag,
  mount,
  assetTokens,
  deskSensor,
  glassMount,
  metroLock,
  fleetUnit,
  baitStation,
  rodentTokens,
  visionSensor,
  parkingSensor,
];

export const APPS_SOLUTIONS = [
  solution(),
  solution({ id: 30, app: 'metrowatch', name: 'Door locks' }),
  solution({ id: 40, app: 'asset-watch', name: 'Indoor asset tracking' }),
  solution({ id: 50, app: 'cloud-orbit', name: 'Rodent bait monitoring' }),
  solution({ id: 60, app: 'urban-ai', name: 'People counting' }),
];

const ADD_ONS: Record<number, market.MarketItem[]> = { 1301: [gsm], 1201: [mount], 1801: [glassMount] };

/** `/product/:id/customized` of every product above. */
export const APPS_PRODUCTS: Record<number, market.CustomizedProduct> = Object.fromEntries(
  APPS_CATALOGUE.filter((i) => i.details.hardware !== null && i.app !== 'swam').map((p) => [
    p.id,
    {
      ...p,
      basePriceCents: p.priceCents,
      customizedBy: null,
      options: (ADD_ONS[p.id] ?? []).map((o) => ({ item: o, defaultQty: 1, maxQty: 2, required: false })),
    },
  ]),
);

export const appsMarket = { items: APPS_CATALOGUE, solutions: APPS_SOLUTIONS, products: APPS_PRODUCTS };
