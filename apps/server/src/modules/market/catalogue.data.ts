import { apps, devices, type market } from '@atrium/contracts';

/**
 * The demo catalogue seeded on a fresh installation: solutions, products with hardware details, their add-ons,
 * tokens, plugins and packages for every app of spec §1 with a market. Prices in cents. The sensor-solution
 * and metrowatch products carry the device registry's hardware ids (and the same ids), so a bought product
 * is the registry's model.
 */

export interface SolutionSeed {
  id: number;
  app: market.MarketApp;
  name: string;
  description: string;
}

export interface ItemSeed {
  id: number;
  app: market.MarketApp;
  type: market.ItemType;
  name: string;
  priceCents: number;
  isAvailable?: boolean;
  groupId?: number;
  dependencyId?: number;
  solutionIds?: number[];
  description?: string;
  hardware?: market.HardwareDetails;
  units?: number;
  validityInMonths?: number;
  hardwareId?: number;
  featuredRank?: number;
}

/** [product, add-on, maxQty, required] */
export type OptionSeed = [productId: number, itemId: number, maxQty: number, required?: boolean];

export const SOLUTIONS: SolutionSeed[] = [
  ...devices.SOLUTIONS.map((s) => ({
    id: s.id,
    app: apps.applicationOf(s.app).marketApp,
    name: s.name,
    description: `${s.name} with wireless sensors, alarms and reports`,
  })),
  {
    id: 60,
    app: 'urban-ai',
    name: 'People counting',
    description: 'Anonymous footfall from AI vision sensors',
  },
  { id: 61, app: 'urban-ai', name: 'Waste bin level', description: 'Fill levels of public bins' },
];

type Hw = Partial<market.HardwareDetails> & { w: number; h: number; d: number; g: number };
const hw = (name: string, m: Hw): market.HardwareDetails => ({
  productName: name,
  logo: null,
  dimensions: { widthMm: m.w, heightMm: m.h, depthMm: m.d, weightGrams: m.g },
  warrantyValidityInMonths: m.warrantyValidityInMonths ?? 24,
  batteryLifeMonths: m.batteryLifeMonths ?? null,
  lifeExpectancyMonths: m.lifeExpectancyMonths ?? 84,
  communicationType: m.communicationType ?? null,
  freeTokenValidityInMonths: m.freeTokenValidityInMonths ?? null,
  properties: m.properties ?? [],
});
const ip = (rating: string) => ({ name: 'Ingress protection', value: rating });
const temp = (range: string) => ({ name: 'Operating temperature', value: range });

const PRICES: Record<number, number> = {
  101: 8_900,
  102: 34_900,
  103: 18_900,
  104: 42_900,
  201: 25_900,
  202: 14_900,
  203: 29_900,
  304: 49_900,
  401: 39_900,
  402: 27_900,
};
const SIZES: Record<number, Hw> = {
  101: { w: 60, h: 60, d: 22, g: 80, properties: [ip('IP67')] },
  102: { w: 40, h: 220, d: 40, g: 410, properties: [ip('IP68'), { name: 'Cable', value: '5 m' }] },
  103: { w: 90, h: 110, d: 60, g: 320, properties: [ip('IP67'), { name: 'Range', value: '0.3–10 m' }] },
  104: { w: 120, h: 90, d: 90, g: 900, properties: [ip('IP68'), { name: 'Pipe', value: 'DN15–DN50' }] },
  201: { w: 86, h: 86, d: 32, g: 160, properties: [temp('0–50 °C')] },
  202: { w: 70, h: 45, d: 18, g: 60, properties: [temp('-40–85 °C')] },
  203: { w: 36, h: 90, d: 65, g: 180, properties: [{ name: 'Mounting', value: 'DIN rail' }] },
  304: { w: 140, h: 100, d: 45, g: 420, properties: [ip('IP65')] },
  401: { w: 75, h: 180, d: 55, g: 950, properties: [{ name: 'Unlock', value: 'App, keypad, RFID' }] },
  402: { w: 100, h: 60, d: 28, g: 140, properties: [temp('-30–70 °C')] },
};

/** Registry hardware whose market product is written out below (its own figures), under the same id. */
const OWN_LISTING = new Set([1201, 1202, 1601, 1602, 1701]);

/** Every other registry hardware is a product of its app's market: its figures and ids. */
const registryProducts: ItemSeed[] = devices.HARDWARE.filter((h) => !OWN_LISTING.has(h.id)).map((h) => ({
  id: h.id,
  app: apps.applicationOf(h.app).marketApp,
  type: h.type === 'sensor' ? 'sensor' : 'device',
  name: h.name,
  priceCents: PRICES[h.id] ?? 19_900,
  solutionIds: [...h.solutionIds],
  hardwareId: h.id,
  description: `${h.name} for ${h.solutionIds.map((id) => devices.solutionById(id)?.name).join(', ')}`,
  hardware: hw(h.name, {
    ...(SIZES[h.id] ?? { w: 80, h: 80, d: 30, g: 150 }),
    warrantyValidityInMonths: h.warrantyMonths,
    batteryLifeMonths: h.batteryLifeMonths,
    communicationType: h.communicationType,
    freeTokenValidityInMonths: h.freeTokenValidityMonths,
  }),
}));

const product = (
  id: number,
  app: market.MarketApp,
  name: string,
  priceCents: number,
  m: Hw & { type?: market.ItemType; solutionIds?: number[]; isAvailable?: boolean; featuredRank?: number },
): ItemSeed => ({
  id,
  app,
  type: m.type ?? 'device',
  name,
  priceCents,
  solutionIds: m.solutionIds ?? [],
  isAvailable: m.isAvailable,
  featuredRank: m.featuredRank,
  hardwareId: OWN_LISTING.has(id) ? id : undefined,
  description: `${name}: ${app.replace('-', ' ')} hardware`,
  hardware: hw(name, m),
});
const item = (
  id: number,
  app: market.MarketApp,
  type: market.ItemType,
  name: string,
  priceCents: number,
  more: Partial<ItemSeed> = {},
): ItemSeed => ({ id, app, type, name, priceCents, ...more });
const tokens = (id: number, app: market.MarketApp, units: number, months: number, priceCents: number) =>
  item(
    id,
    app,
    'tokenPackage',
    `${units === 1 ? 'Token' : `${units} tokens`}, ${months} months`,
    priceCents,
    {
      units,
      validityInMonths: months,
      description: `${units} device token${units === 1 ? '' : 's'} valid ${months} months from activation`,
    },
  );

export const ITEMS: ItemSeed[] = [
  ...registryProducts.map((p) => (p.id === 201 ? { ...p, featuredRank: 1 } : p)),
  // Sensor-solution add-ons and tokens.
  item(1001, 'swam', 'communication', 'LoRaWAN module', 0, { groupId: 1 }),
  item(1002, 'swam', 'communication', 'NB-IoT module', 2_500, { groupId: 1 }),
  item(1003, 'swam', 'sensor', 'External temperature probe', 3_900),
  item(1004, 'swam', 'shelter', 'Wall mount kit', 1_200),
  item(1006, 'swam', 'shelter', 'IP67 enclosure', 2_900),
  item(1007, 'swam', 'sensor', 'Probe extension cable 3 m', 900, { dependencyId: 1003 }),
  tokens(1010, 'swam', 1, 12, 2_400),
  tokens(1011, 'swam', 10, 12, 22_000),
  tokens(1012, 'swam', 1, 24, 4_400),
  // Metrowatch.
  item(1101, 'metrowatch', 'sensor', 'Keypad module', 5_900),
  item(1102, 'metrowatch', 'sensor', 'RFID reader', 7_900),
  item(1103, 'metrowatch', 'sensor', 'Door position sensor', 1_900),
  tokens(1110, 'metrowatch', 1, 12, 3_600),
  tokens(1111, 'metrowatch', 10, 12, 33_000),
  item(1120, 'metrowatch', 'band', 'Silicone wrist band', 900),
  item(1121, 'metrowatch', 'shelter', 'Weatherproof lock shelter', 4_900),
  item(1122, 'metrowatch', 'sensor', 'Spare door position sensor', 1_900),
  // Asset watch.
  product(1201, 'asset-watch', 'Asset tag AT-1 (LoRaWAN, BLE zones and GPS)', 2_900, {
    w: 40,
    h: 40,
    d: 9,
    g: 18,
    batteryLifeMonths: 36,
    communicationType: 'lorawan',
    freeTokenValidityInMonths: 6,
    solutionIds: [40],
    featuredRank: 2,
  }),
  product(1202, 'asset-watch', 'GPS asset tracker GT-4', 14_900, {
    w: 95,
    h: 60,
    d: 25,
    g: 130,
    batteryLifeMonths: 24,
    communicationType: 'lte-m',
    freeTokenValidityInMonths: 12,
    solutionIds: [41],
    properties: [ip('IP67')],
  }),
  product(1203, 'asset-watch', 'Indoor gateway IG-2', 24_900, {
    w: 120,
    h: 120,
    d: 35,
    g: 300,
    communicationType: 'ethernet',
    solutionIds: [40],
  }),
  item(1204, 'asset-watch', 'shelter', 'Magnetic mount', 1_500),
  item(1205, 'asset-watch', 'communication', 'LTE-M module', 0, { groupId: 3 }),
  item(1206, 'asset-watch', 'communication', 'NB-IoT module', 1_000, { groupId: 3 }),
  tokens(1210, 'asset-watch', 1, 12, 1_800),
  tokens(1211, 'asset-watch', 25, 12, 40_000),
  item(1220, 'asset-watch', 'band', 'Tag lanyard', 500),
  item(1221, 'asset-watch', 'shelter', 'Rugged tag case', 1_200),
  // Defcon.
  product(1301, 'defcon', 'Alarm panel DP-8', 59_900, {
    w: 300,
    h: 250,
    d: 80,
    g: 2_600,
    batteryLifeMonths: null,
    communicationType: 'ethernet',
    properties: [{ name: 'Zones', value: '8 (expandable to 32)' }],
  }),
  product(1302, 'defcon', 'PIR motion detector', 4_500, {
    type: 'sensor',
    w: 60,
    h: 110,
    d: 45,
    g: 90,
    batteryLifeMonths: 36,
    communicationType: 'rf-868',
  }),
  product(1303, 'defcon', 'Door and window contact', 2_500, {
    type: 'sensor',
    w: 20,
    h: 70,
    d: 15,
    g: 30,
    batteryLifeMonths: 48,
    communicationType: 'rf-868',
  }),
  product(1304, 'defcon', 'Panic button', 3_500, {
    type: 'sensor',
    w: 45,
    h: 45,
    d: 15,
    g: 25,
    batteryLifeMonths: 60,
    communicationType: 'rf-868',
  }),
  item(1305, 'defcon', 'communication', 'GSM backup communicator', 8_900),
  item(1306, 'defcon', 'sensor', 'Indoor siren', 5_900),
  item(1310, 'defcon', 'package', 'Monitoring Basic, 12 months', 24_000, { validityInMonths: 12 }),
  item(1311, 'defcon', 'package', 'Monitoring Premium, 12 months', 48_000, { validityInMonths: 12 }),
  item(1312, 'defcon', 'package', 'Police response, 12 months', 12_000, { validityInMonths: 12 }),
  // Mobility.
  product(1401, 'mobility', 'Vehicle tracker VT-3', 18_900, {
    w: 80,
    h: 50,
    d: 20,
    g: 95,
    communicationType: 'lte-m',
    freeTokenValidityInMonths: 12,
    featuredRank: 3,
  }),
  product(1402, 'mobility', 'Personal tracker PT-1', 12_900, {
    w: 55,
    h: 40,
    d: 16,
    g: 45,
    batteryLifeMonths: 6,
    communicationType: 'lte-m',
  }),
  product(1403, 'mobility', 'Dash camera DC-2', 25_900, {
    w: 100,
    h: 55,
    d: 40,
    g: 180,
    communicationType: 'lte-m',
    isAvailable: false,
  }),
  item(1410, 'mobility', 'plugin', 'Driver behaviour', 6_000, { validityInMonths: 12 }),
  item(1411, 'mobility', 'plugin', 'Fuel monitoring', 9_000, { validityInMonths: 12 }),
  item(1412, 'mobility', 'plugin', 'Panic alerts', 3_000, { validityInMonths: 12 }),
  // Fleet.
  product(1501, 'fleet', 'Fleet telematics unit FT-5', 21_900, {
    w: 110,
    h: 70,
    d: 28,
    g: 210,
    communicationType: 'lte-m',
    freeTokenValidityInMonths: 12,
  }),
  product(1502, 'fleet', 'CAN bus reader', 7_900, { type: 'sensor', w: 50, h: 30, d: 15, g: 40 }),
  product(1503, 'fleet', 'Reefer temperature probe', 4_900, { type: 'sensor', w: 20, h: 20, d: 90, g: 60 }),
  item(1504, 'fleet', 'sensor', 'Driver ID reader', 3_900),
  item(1505, 'fleet', 'sensor', 'Immobiliser relay', 2_900),
  // Cloud orbit.
  product(1601, 'cloud-orbit', 'Smart bait station RB-1', 11_900, {
    w: 250,
    h: 110,
    d: 200,
    g: 900,
    batteryLifeMonths: 36,
    communicationType: 'lorawan',
    freeTokenValidityInMonths: 12,
    solutionIds: [50],
  }),
  product(1602, 'cloud-orbit', 'Snap trap sensor ST-2', 8_900, {
    type: 'sensor',
    w: 60,
    h: 40,
    d: 20,
    g: 50,
    batteryLifeMonths: 48,
    communicationType: 'lorawan',
    freeTokenValidityInMonths: 12,
    solutionIds: [51],
  }),
  item(1603, 'cloud-orbit', 'shelter', 'Tamper-proof cover', 1_900),
  item(1604, 'cloud-orbit', 'communication', 'LoRaWAN module', 0, { groupId: 4 }),
  item(1605, 'cloud-orbit', 'communication', 'NB-IoT module', 1_200, { groupId: 4 }),
  tokens(1610, 'cloud-orbit', 1, 12, 1_500),
  tokens(1611, 'cloud-orbit', 20, 12, 26_000),
  // Smart parking.
  product(1701, 'smart-parking', 'In-ground parking sensor PS-1', 13_900, {
    type: 'sensor',
    w: 110,
    h: 110,
    d: 40,
    g: 350,
    batteryLifeMonths: 84,
    communicationType: 'lorawan',
    solutionIds: [55],
    properties: [ip('IP68'), { name: 'Load', value: '20 t' }],
  }),
  product(1702, 'smart-parking', 'Parking gateway PG-1', 44_900, {
    w: 200,
    h: 200,
    d: 60,
    g: 1_200,
    communicationType: 'ethernet',
  }),
  product(1703, 'smart-parking', 'Bay indicator light', 9_900, { w: 90, h: 90, d: 50, g: 250 }),
  item(1704, 'smart-parking', 'shelter', 'Surface-mount cover', 1_000),
  // Facility booking.
  product(1801, 'facility-booking', 'Desk occupancy sensor DO-1', 6_900, {
    type: 'sensor',
    w: 50,
    h: 50,
    d: 18,
    g: 40,
    batteryLifeMonths: 60,
    communicationType: 'lorawan',
  }),
  product(1802, 'facility-booking', 'Room booking panel RB-10', 39_900, {
    w: 250,
    h: 170,
    d: 20,
    g: 700,
    communicationType: 'wifi',
  }),
  product(1803, 'facility-booking', 'People counter PC-2', 28_900, {
    w: 120,
    h: 120,
    d: 50,
    g: 350,
    communicationType: 'ethernet',
  }),
  item(1804, 'facility-booking', 'shelter', 'Glass wall mount', 2_500),
  item(1805, 'facility-booking', 'communication', 'PoE adapter', 1_900),
  // ANPR.
  product(1901, 'anpr', 'ANPR camera NC-4', 89_900, {
    w: 130,
    h: 110,
    d: 280,
    g: 2_100,
    communicationType: 'ethernet',
    properties: [ip('IP66')],
  }),
  product(1902, 'anpr', 'Edge box EB-2', 129_900, {
    w: 180,
    h: 50,
    d: 140,
    g: 1_500,
    communicationType: 'ethernet',
  }),
  item(1903, 'anpr', 'sensor', 'IR illuminator', 14_900),
  item(1904, 'anpr', 'shelter', 'Pole mount', 5_900),
  item(1910, 'anpr', 'package', 'Residents access, 12 months', 60_000, { validityInMonths: 12 }),
  item(1911, 'anpr', 'package', 'Visitor management, 12 months', 36_000, { validityInMonths: 12 }),
  // Urban AI.
  product(2001, 'urban-ai', 'AI vision sensor UV-1', 54_900, {
    w: 150,
    h: 90,
    d: 90,
    g: 800,
    communicationType: 'lte-m',
    solutionIds: [60],
  }),
  product(2002, 'urban-ai', 'Bin level sensor BL-1', 9_900, {
    type: 'sensor',
    w: 80,
    h: 80,
    d: 40,
    g: 200,
    batteryLifeMonths: 60,
    communicationType: 'nb-iot',
    solutionIds: [61],
  }),
  item(2003, 'urban-ai', 'shelter', 'Solar power kit', 19_900),
  item(2004, 'urban-ai', 'communication', 'LTE module', 4_900),
  // Core services and communication packages (the names of the companies' SMS and calling packages).
  item(2101, 'core', 'service', 'On-site installation', 7_500),
  item(2102, 'core', 'service', 'Premium support, 12 months', 120_000, { validityInMonths: 12 }),
  item(2103, 'core', 'service', 'Onboarding training', 45_000),
  item(2110, 'core', 'sms-package', 'SMS 1000', 3_000, { units: 1000 }),
  item(2111, 'core', 'sms-package', 'SMS 5000', 12_500, { units: 5000 }),
  item(2120, 'core', 'calling-package', 'Calling 500 minutes', 4_000, { units: 500 }),
  item(2121, 'core', 'calling-package', 'Calling 2000 minutes', 14_000, { units: 2000 }),
  item(2199, 'core', 'undefined', 'Unclassified item', 0, { isAvailable: false }),
];

const swamProducts = registryProducts.filter((p) => p.app === 'swam').map((p) => p.id);
const probed = [202, 304];

export const OPTIONS: OptionSeed[] = [
  ...swamProducts.flatMap((id): OptionSeed[] => [
    [id, 1001, 1],
    [id, 1002, 1],
    [id, 1004, 2],
    [id, 1006, 1],
    ...(probed.includes(id)
      ? ([
          [id, 1003, 4],
          [id, 1007, 4],
        ] as OptionSeed[])
      : []),
  ]),
  [401, 1101, 1],
  [401, 1102, 1],
  [401, 1103, 2, true],
  [402, 1103, 1],
  [1202, 1204, 1],
  [1202, 1205, 1],
  [1202, 1206, 1],
  [1301, 1305, 1],
  [1301, 1306, 2],
  [1501, 1504, 1],
  [1501, 1505, 1],
  [1601, 1603, 1],
  [1601, 1604, 1],
  [1601, 1605, 1],
  [1602, 1604, 1],
  [1602, 1605, 1],
  [1701, 1704, 1],
  [1802, 1804, 1],
  [1802, 1805, 1],
  [1901, 1903, 2],
  [1901, 1904, 1],
  [2001, 2003, 1],
  [2001, 2004, 1],
];
