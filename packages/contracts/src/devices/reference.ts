/**
 * Reference data of the device registry (spec §3 sensor type, §9 solution and hardware ids): written once
 * here, brought into the database by the devices module's sync on every start, read by both sides.
 */

/** The application families that own devices (permission modules of spec §6). */
export const DEVICE_APPS = [
  'swam',
  'metrowatch',
  'defcon',
  'fleet',
  'facility_booking',
  'cn',
  'asset',
  'rodent',
  'smart_parking',
  'gm',
] as const;
export type DeviceApp = (typeof DEVICE_APPS)[number];

/** R206: devices of these solutions count as their sensors in device counts. */
export const SENSOR_COUNT_SOLUTION_IDS = [17, 18] as const;
/** R208: these solutions form one group (water), shown and filtered together. */
export const WATER_SOLUTION_IDS = [10, 15, 24, 25] as const;
/**
 * R207 and A70: hardware 304 is the battery control unit that sleeps between reports. Its configuration
 * cannot be set while it sleeps: a reporting interval is sent by POST, queued, and delivered when it next
 * reports ('configuration will be set when the device is online').
 */
export const QUEUED_CONFIG_HARDWARE_ID = 304;
export const CONFIG_QUEUED_MESSAGE = 'configuration will be set when the device is online';

export const SOLUTION_GROUPS = ['water'] as const;
export type SolutionGroup = (typeof SOLUTION_GROUPS)[number];

export interface SolutionDef {
  id: number;
  name: string;
  app: DeviceApp;
  group: SolutionGroup | null;
}

const water = (id: number, name: string): SolutionDef => ({ id, name, app: 'swam', group: 'water' });

export const SOLUTIONS: readonly SolutionDef[] = [
  water(10, 'Water leakage'),
  { id: 12, name: 'Energy metering', app: 'swam', group: null },
  water(15, 'Water quality'),
  { id: 17, name: 'Indoor air quality', app: 'swam', group: null },
  { id: 18, name: 'Cold chain', app: 'swam', group: null },
  water(24, 'Water tank level'),
  water(25, 'Water flow'),
  { id: 30, name: 'Door locks', app: 'metrowatch', group: null },
  { id: 31, name: 'Cold storage', app: 'metrowatch', group: null },
  { id: 32, name: 'Asset tracking', app: 'metrowatch', group: null },
  { id: 33, name: 'External tracking', app: 'metrowatch', group: null },
  { id: 34, name: 'Personal tracking', app: 'metrowatch', group: null },
  { id: 70, name: 'Intrusion detection', app: 'defcon', group: null },
  { id: 80, name: 'Fleet tracking', app: 'fleet', group: null },
  { id: 90, name: 'Space booking', app: 'facility_booking', group: null },
  { id: 95, name: 'Number-plate recognition', app: 'cn', group: null },
  // Issue 21: asset watch, cloud orbit (rodent control) and smart parking; mostly LoRaWAN devices.
  { id: 40, name: 'Indoor asset tracking', app: 'asset', group: null },
  { id: 41, name: 'Outdoor asset tracking', app: 'asset', group: null },
  { id: 50, name: 'Rodent bait monitoring', app: 'rodent', group: null },
  { id: 51, name: 'Snap trap monitoring', app: 'rodent', group: null },
  { id: 55, name: 'Parking occupancy', app: 'smart_parking', group: null },
  // Issue 22: global mobility, staff who travel or work alone with a personal tracker or a phone.
  { id: 65, name: 'Personal safety', app: 'gm', group: null },
];

export interface SensorTypeDef {
  id: number;
  name: string;
  /** The name of the value in a telemetry payload (`values.<key>`). */
  key: string;
  unit: string;
  /** Readings outside [min, max] are refused as out of range. */
  min: number;
  max: number;
  solutionIds: number[];
}

/** A 0/1 value: a state (locked, asleep) or an event (tamper, forced, SOS). */
const flag = (id: number, name: string, key: string, solutionIds: number[]): SensorTypeDef => ({
  id,
  name,
  key,
  unit: '',
  min: 0,
  max: 1,
  solutionIds,
});
/** Devices that report where they are: mobile cold storage and the trackers. */
const TRACKING = [31, 32, 33, 34, 80, 40, 41, 65];

export const SENSOR_TYPES: readonly SensorTypeDef[] = [
  {
    id: 1,
    name: 'Temperature',
    key: 'temperature',
    unit: '°C',
    min: -60,
    max: 150,
    solutionIds: [17, 18, 31],
  },
  { id: 2, name: 'Humidity', key: 'humidity', unit: '%', min: 0, max: 100, solutionIds: [17, 18, 31] },
  {
    id: 3,
    name: 'Battery',
    key: 'battery',
    unit: '%',
    min: 0,
    max: 100,
    solutionIds: [10, 15, 17, 18, 24, 25, 30, 31, 32, 33, 34, 70, 80, 90, 40, 41, 50, 51, 55, 65],
  },
  { id: 4, name: 'CO₂', key: 'co2', unit: 'ppm', min: 0, max: 10_000, solutionIds: [17] },
  { id: 5, name: 'Water leak', key: 'leak', unit: '', min: 0, max: 1, solutionIds: [10] },
  { id: 6, name: 'Water level', key: 'level', unit: '%', min: 0, max: 100, solutionIds: [24] },
  { id: 7, name: 'Flow', key: 'flow', unit: 'm³/h', min: 0, max: 10_000, solutionIds: [25] },
  { id: 8, name: 'pH', key: 'ph', unit: 'pH', min: 0, max: 14, solutionIds: [15] },
  { id: 9, name: 'Turbidity', key: 'turbidity', unit: 'NTU', min: 0, max: 4000, solutionIds: [15] },
  { id: 10, name: 'Energy', key: 'energy', unit: 'kWh', min: 0, max: 1e9, solutionIds: [12] },
  { id: 11, name: 'Power', key: 'power', unit: 'W', min: 0, max: 1e7, solutionIds: [12] },
  { id: 12, name: 'Door open', key: 'door', unit: '', min: 0, max: 1, solutionIds: [30, 31, 90] },
  { id: 13, name: 'TVOC', key: 'tvoc', unit: 'ppb', min: 0, max: 60_000, solutionIds: [17] },
  { id: 14, name: 'PM2.5', key: 'pm25', unit: 'µg/m³', min: 0, max: 1000, solutionIds: [17] },
  {
    id: 15,
    name: 'Chilled water supply',
    key: 'supplyTemp',
    unit: '°C',
    min: -20,
    max: 60,
    solutionIds: [12],
  },
  {
    id: 16,
    name: 'Chilled water return',
    key: 'returnTemp',
    unit: '°C',
    min: -20,
    max: 60,
    solutionIds: [12],
  },
  // Metro Watch (issue 17): lock states and events (0 or 1), tracker positions and alerts.
  flag(17, 'Locked', 'locked', [30]),
  flag(18, 'Tamper', 'tamper', [30]),
  flag(19, 'Forced door', 'forced', [30]),
  flag(20, 'Asleep', 'asleep', [30]),
  { id: 21, name: 'Latitude', key: 'latitude', unit: '°', min: -90, max: 90, solutionIds: TRACKING },
  { id: 22, name: 'Longitude', key: 'longitude', unit: '°', min: -180, max: 180, solutionIds: TRACKING },
  { id: 23, name: 'Speed', key: 'speed', unit: 'km/h', min: 0, max: 400, solutionIds: TRACKING },
  flag(24, 'SOS', 'sos', [34, 65]),
  flag(25, 'Geofence exit', 'geofenceExit', [32, 33, 34]),
  // Defcon (issue 18): a panel's state and link quality, reported by its DC-09 events and heartbeats.
  flag(26, 'Armed', 'armed', [70]),
  { id: 27, name: 'Signal', key: 'signal', unit: 'dBm', min: -130, max: 0, solutionIds: [70] },
  // Fleet (issue 19): a vehicle tracker's heading, ignition and odometer beside its position and speed.
  { id: 28, name: 'Heading', key: 'heading', unit: '°', min: 0, max: 360, solutionIds: [80] },
  flag(29, 'Ignition', 'ignition', [80]),
  { id: 30, name: 'Odometer', key: 'odometer', unit: 'km', min: 0, max: 10_000_000, solutionIds: [80] },
  // Facility booking (issue 20): a space's occupancy and head count; number-plate recognition: a barrier's state.
  flag(31, 'Occupied', 'occupancy', [90, 55]),
  { id: 32, name: 'People count', key: 'people', unit: '', min: 0, max: 1000, solutionIds: [90] },
  flag(33, 'Barrier open', 'barrierOpen', [95]),
  // Issue 21: rodent traps and bait stations; asset tags (moved, the BLE beacon heard indoors). A parking
  // sensor reports `occupancy` (31).
  flag(34, 'Trap triggered', 'trapTriggered', [51]),
  { id: 35, name: 'Bait level', key: 'bait', unit: '%', min: 0, max: 100, solutionIds: [50] },
  flag(36, 'Moved', 'moved', [40, 41, 50, 51]),
  flag(37, 'Station opened', 'opened', [50, 51]),
  { id: 38, name: 'Beacon', key: 'beacon', unit: '', min: 0, max: 65_535, solutionIds: [40] },
];

export const SENSOR_TYPE_BY_KEY: ReadonlyMap<string, SensorTypeDef> = new Map(
  SENSOR_TYPES.map((s) => [s.key, s]),
);

/** Device types; a device's type is its hardware's. */
export const DEVICE_TYPES = [
  'sensor',
  'meter',
  'control-unit',
  'device-lock',
  'TLP2-SFB',
  'asset-tracker',
  'chiller',
  'mobile-cold-storage',
  'external-tracking',
  'TLP1-LF',
  'TLP1-SF',
  'personal-tracking',
  'TLP1-P',
  'personal-tracking-2G',
  'alarm-panel',
  'motion-detector',
  'door-contact',
  'siren',
  'vehicle-tracker',
  'occupancy-sensor',
  'door-controller',
  'edge-box',
  'lpr-camera',
  'barrier',
  'asset-tag',
  'gps-asset-tag',
  'bait-station',
  'rodent-trap',
  'parking-sensor',
  'personal-tracker',
  'mobile-phone',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const COMMUNICATION_TYPES = ['lorawan', 'nb-iot', 'lte-m', 'wifi', 'ethernet'] as const;

export interface HardwareDef {
  id: number;
  name: string;
  type: DeviceType;
  app: DeviceApp;
  solutionIds: number[];
  sensorTypeIds: number[];
  communicationType: (typeof COMMUNICATION_TYPES)[number];
  batteryLifeMonths: number | null;
  warrantyMonths: number;
  freeTokenValidityMonths: number;
  /** Seconds between reports when nothing else is set. */
  defaultReportingIntervalSeconds: number;
}

const hw = (
  id: number,
  name: string,
  type: DeviceType,
  solutionIds: number[],
  sensorTypeIds: number[],
  more: Partial<HardwareDef> = {},
): HardwareDef => ({
  id,
  name,
  type,
  app: 'swam',
  solutionIds,
  sensorTypeIds,
  communicationType: 'lorawan',
  batteryLifeMonths: 60,
  warrantyMonths: 24,
  freeTokenValidityMonths: 12,
  defaultReportingIntervalSeconds: 300,
  ...more,
});

/** Metro Watch trackers report every minute over LTE-M. */
const metroWatch = (
  id: number,
  name: string,
  type: DeviceType,
  solutionIds: number[],
  sensorTypeIds: number[],
  more: Partial<HardwareDef> = {},
) =>
  hw(id, name, type, solutionIds, sensorTypeIds, {
    app: 'metrowatch',
    communicationType: 'lte-m',
    defaultReportingIntervalSeconds: 60,
    ...more,
  });

/** Mains-powered equipment on the building's network. */
const wired: Partial<HardwareDef> = {
  communicationType: 'ethernet',
  batteryLifeMonths: null,
  defaultReportingIntervalSeconds: 60,
};

export const HARDWARE: readonly HardwareDef[] = [
  hw(101, 'Leak sensor LS-1', 'sensor', [10], [5, 3]),
  hw(102, 'Water quality probe WQ-2', 'sensor', [15], [8, 9, 3]),
  hw(103, 'Tank level sensor TL-1', 'sensor', [24], [6, 3]),
  hw(104, 'Flow meter FM-1', 'meter', [25], [7, 3], { communicationType: 'nb-iot' }),
  hw(201, 'Air quality monitor AQ-5', 'sensor', [17], [1, 2, 4, 13, 14, 3], {
    defaultReportingIntervalSeconds: 60,
  }),
  hw(202, 'Cold chain logger CC-3', 'sensor', [18], [1, 2, 3], { defaultReportingIntervalSeconds: 60 }),
  hw(203, 'Energy meter EM-1', 'meter', [12], [10, 11], {
    communicationType: 'ethernet',
    batteryLifeMonths: null,
    defaultReportingIntervalSeconds: 60,
  }),
  hw(205, 'Chiller monitor CH-1', 'chiller', [12], [15, 16, 11, 10], {
    communicationType: 'ethernet',
    batteryLifeMonths: null,
    defaultReportingIntervalSeconds: 60,
  }),
  hw(QUEUED_CONFIG_HARDWARE_ID, 'Control unit CU-304', 'control-unit', [17, 18], [1, 2, 3], {
    batteryLifeMonths: 120,
    defaultReportingIntervalSeconds: 900,
  }),
  hw(401, 'Smart lock DL-1', 'device-lock', [30], [12, 3, 17, 18, 19, 20], {
    app: 'metrowatch',
    communicationType: 'lte-m',
  }),
  hw(402, 'Cold storage tracker TLP2-SFB', 'TLP2-SFB', [31], [1, 3, 2, 12], {
    app: 'metrowatch',
    communicationType: 'lte-m',
  }),
  metroWatch(403, 'Mobile cold storage MCS-1', 'mobile-cold-storage', [31], [1, 2, 12, 3, 21, 22, 23]),
  metroWatch(404, 'Asset tracker AT-1', 'asset-tracker', [32], [21, 22, 23, 3, 25]),
  metroWatch(405, 'Topfly TLP1-LF', 'TLP1-LF', [33], [21, 22, 23, 3, 25]),
  metroWatch(406, 'Topfly TLP1-SF', 'TLP1-SF', [33], [21, 22, 23, 3, 25]),
  metroWatch(407, 'Vehicle tracker ET-1', 'external-tracking', [33], [21, 22, 23, 3, 25], {
    batteryLifeMonths: null,
  }),
  metroWatch(408, 'Topfly TLP1-P', 'TLP1-P', [34], [21, 22, 23, 3, 24, 25]),
  metroWatch(409, 'Personal tracker PT-1', 'personal-tracking', [34], [21, 22, 23, 3, 24, 25]),
  metroWatch(410, 'Personal tracker PT-2G', 'personal-tracking-2G', [34], [21, 22, 23, 3, 24, 25], {
    communicationType: 'nb-iot',
  }),
  // Defcon (issue 18): an intrusion panel reports over SIA DC-09; its detectors, contacts and sirens are its zones.
  hw(501, 'Intrusion panel IP-8 (SIA DC-09)', 'alarm-panel', [70], [26, 27, 3], {
    app: 'defcon',
    communicationType: 'ethernet',
    batteryLifeMonths: null,
    defaultReportingIntervalSeconds: 600,
  }),
  hw(502, 'PIR motion detector MD-2', 'motion-detector', [70], [3], { app: 'defcon' }),
  hw(503, 'Door contact DC-1', 'door-contact', [70], [12, 3], { app: 'defcon' }),
  hw(504, 'Indoor siren SR-1', 'siren', [70], [3], { app: 'defcon', batteryLifeMonths: null }),
  // Fleet (issue 19): a vehicle's GPS tracker, reporting over MQTT or the OsmAnd protocol (Traccar Client).
  hw(601, 'Fleet telematics unit FT-5 (OsmAnd)', 'vehicle-tracker', [80], [21, 22, 23, 28, 29, 30, 3], {
    app: 'fleet',
    communicationType: 'lte-m',
    batteryLifeMonths: null,
    defaultReportingIntervalSeconds: 30,
  }),
  // Facility booking (issue 20): occupancy sensors in bookable spaces, door controllers at their doors.
  hw(701, 'Occupancy sensor OS-1', 'occupancy-sensor', [90], [31, 32, 3], { app: 'facility_booking' }),
  hw(702, 'Door controller DCU-2', 'door-controller', [90], [12], {
    app: 'facility_booking',
    ...wired,
  }),
  // Number-plate recognition (issue 20): an edge box runs Frigate NVR at a gate, with its cameras and barriers.
  hw(801, 'Edge box NX-1 (Frigate LPR)', 'edge-box', [95], [], { app: 'cn', ...wired }),
  hw(802, 'LPR camera LC-4', 'lpr-camera', [95], [], { app: 'cn', ...wired }),
  hw(803, 'Barrier gate BG-1', 'barrier', [95], [33], { app: 'cn', ...wired }),
  // Issue 21 (ids of their market products): LoRaWAN tags, stations, traps and parking sensors, whose uplinks
  // arrive through ChirpStack or The Things Stack; the GPS tag reports over LTE-M.
  hw(1201, 'Asset tag AT-1 (LoRaWAN, BLE zones and GPS)', 'asset-tag', [40, 41], [21, 22, 36, 38, 3], {
    app: 'asset',
    batteryLifeMonths: 36,
  }),
  hw(1202, 'GPS asset tracker GT-4', 'gps-asset-tag', [41], [21, 22, 23, 36, 3], {
    app: 'asset',
    communicationType: 'lte-m',
    defaultReportingIntervalSeconds: 60,
  }),
  hw(1601, 'Smart bait station RB-1', 'bait-station', [50], [35, 36, 37, 3], {
    app: 'rodent',
    batteryLifeMonths: 36,
    defaultReportingIntervalSeconds: 3600,
  }),
  hw(1602, 'Snap trap sensor ST-2', 'rodent-trap', [51], [34, 36, 37, 3], {
    app: 'rodent',
    batteryLifeMonths: 48,
    defaultReportingIntervalSeconds: 3600,
  }),
  hw(1701, 'In-ground parking sensor PS-1', 'parking-sensor', [55], [31, 3], {
    app: 'smart_parking',
    batteryLifeMonths: 84,
    defaultReportingIntervalSeconds: 600,
  }),
  // Global mobility (issue 22): a worn tracker with an SOS button, and the mobility app on a staff phone.
  hw(2201, 'Lone-worker tracker LW-1', 'personal-tracker', [65], [21, 22, 23, 3, 24], {
    app: 'gm',
    communicationType: 'lte-m',
    batteryLifeMonths: 6,
    defaultReportingIntervalSeconds: 60,
  }),
  hw(2202, 'Mobility app on a phone', 'mobile-phone', [65], [21, 22, 3, 24], {
    app: 'gm',
    communicationType: 'lte-m',
    batteryLifeMonths: null,
    defaultReportingIntervalSeconds: 60,
  }),
];

export const solutionById = (id: number) => SOLUTIONS.find((s) => s.id === id);
export const hardwareById = (id: number) => HARDWARE.find((h) => h.id === id);

/** R208: the solutions shown and filtered together with `solutionId` (itself when it has no group). */
export function solutionGroupOf(solutionId: number): number[] {
  const group = solutionById(solutionId)?.group;
  return group ? SOLUTIONS.filter((s) => s.group === group).map((s) => s.id) : [solutionId];
}

/** R206: how many a device counts for in device counts: its sensors for solutions 17 and 18, else 1. */
export function countedUnits(solutionId: number | null, sensorCount: number): number {
  return solutionId !== null && (SENSOR_COUNT_SOLUTION_IDS as readonly number[]).includes(solutionId)
    ? Math.max(sensorCount, 1)
    : 1;
}

/** Spec §9 alert colours; R201: a battery at or below 20 % is a problem. */
export const BATTERY_PROBLEM_LEVEL = 20;
export const BATTERY_LEVELS = ['problem', 'poor', 'ok', 'good'] as const;
export type BatteryLevel = (typeof BATTERY_LEVELS)[number];

export function batteryLevel(percent: number | null | undefined): BatteryLevel | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return null;
  if (percent <= BATTERY_PROBLEM_LEVEL) return 'problem';
  if (percent <= 40) return 'poor';
  if (percent <= 70) return 'ok';
  return 'good';
}
