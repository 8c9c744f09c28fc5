import { fleet } from '@atrium/contracts';

/** The request as the receiver read it. */
export interface OsmandRequest {
  /** Path and query (`/?id=...`). */
  url: string;
  contentType: string | undefined;
  body: string;
}

export type Attributes = Record<string, string | number | boolean>;

/** A decoded fix; coordinates null when the tracker sent none (Traccar reuses the last location then). */
export interface OsmandFix {
  ts: Date;
  lat: number | null;
  lon: number | null;
  /** False when the tracker said so (`valid=false`). */
  valid: boolean;
  speedKmh: number | null;
  heading: number | null;
  altitude: number | null;
  accuracy: number | null;
  battery: number | null;
  ignition: boolean | null;
  odometerKm: number | null;
  attributes: Attributes;
}

export type OsmandForm = 'query' | 'json';

export type Decoded =
  | { ok: true; form: OsmandForm; serial: string; fix: OsmandFix }
  /** Unreadable: Traccar's decoder throws (and drops the connection) or answers 400 for a missing id. */
  | { ok: false; form: OsmandForm; msg: string };

class Unreadable extends Error {}

/** Java's Double.parseDouble for what trackers send: a decimal number, else unreadable. */
function number(name: string, value: string): number {
  const n = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) throw new Unreadable(`${name}: not a number`);
  return n;
}

const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * `timestamp` as Traccar reads it: a whole number is seconds below 2^31 - 1, else milliseconds; text with a
 * `T` is an ISO date-time with its zone; else `yyyy-MM-dd HH:mm:ss` in the server's zone (UTC here).
 */
export function parseTimestamp(value: string): Date {
  if (/^-?\d+$/.test(value.trim())) {
    const n = Number(value);
    return new Date(n < 2_147_483_647 ? n * 1000 : n);
  }
  if (value.includes('T')) {
    if (!ZONED_ISO.test(value)) throw new Unreadable('timestamp: an ISO date-time needs its zone');
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw new Unreadable('timestamp: unreadable');
    return date;
  }
  const local = LOCAL_TIME.exec(value);
  if (!local) throw new Unreadable('timestamp: unreadable');
  const [, y, mo, d, h, mi, s] = local.map(Number) as number[];
  return new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s));
}

const emptyFix = (now: Date): OsmandFix => ({
  ts: now,
  lat: null,
  lon: null,
  valid: true,
  speedKmh: null,
  heading: null,
  altitude: null,
  accuracy: null,
  battery: null,
  ignition: null,
  odometerKm: null,
  attributes: {},
});

/** An attribute value as Traccar keeps it: a number, true or false, else the text. */
function attribute(value: string): string | number | boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  try {
    return number('', value);
  } catch {
    return value;
  }
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The query form: parameters of the URL, or of the body when the URL has none (a form POST). */
function decodeQuery(request: OsmandRequest, now: Date): Decoded {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  let params = new URLSearchParams(query);
  if ([...params.keys()].length === 0) params = new URLSearchParams(request.body);
  const fix = emptyFix(now);
  let serial: string | null = null;
  try {
    for (const [name, value] of params) {
      switch (name) {
        case 'id':
        case 'deviceid':
          serial = value;
          break;
        case 'valid':
          fix.valid = value.toLowerCase() === 'true' || value === '1';
          break;
        case 'timestamp':
          fix.ts = parseTimestamp(value);
          break;
        case 'lat':
          fix.lat = number(name, value);
          break;
        case 'lon':
          fix.lon = number(name, value);
          break;
        case 'location': {
          const [lat = '', lon = ''] = value.split(',');
          fix.lat = number('location', lat);
          fix.lon = number('location', lon);
          break;
        }
        case 'speed':
          fix.speedKmh = round(number(name, value) * fleet.KMH_PER_KNOT);
          break;
        case 'bearing':
        case 'heading':
          fix.heading = number(name, value);
          break;
        case 'altitude':
          fix.altitude = number(name, value);
          break;
        case 'accuracy':
          fix.accuracy = number(name, value);
          break;
        case 'batt':
          fix.battery = number(name, value);
          break;
        case 'ignition':
          fix.ignition = value === 'true' || value === '1';
          break;
        // Traccar's `odometer` attribute is in metres.
        case 'odometer':
          fix.odometerKm = number(name, value) / 1000;
          break;
        // Cell towers, Wi-Fi access points and the push token: not positions, not kept.
        case 'cell':
        case 'wifi':
        case 'notificationToken':
          break;
        case 'hdop':
          fix.attributes.hdop = number(name, value);
          break;
        case 'charge':
          fix.attributes.charge = value.toLowerCase() === 'true';
          break;
        default:
          fix.attributes[name] = attribute(value);
      }
    }
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, form: 'query', msg: error.message };
    throw error;
  }
  if (!serial) return { ok: false, form: 'query', msg: 'id: required' };
  return { ok: true, form: 'query', serial, fix };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const numberAt = (o: Record<string, unknown>, key: string) => {
  const v = o[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Unreadable(`${key}: not a number`);
  return v;
};

/** The JSON form of Traccar Client 9 (Transistor background-geolocation's location object). */
function decodeJson(request: OsmandRequest, now: Date): Decoded {
  let root: unknown;
  try {
    root = JSON.parse(request.body);
  } catch {
    return { ok: false, form: 'json', msg: 'body: not JSON' };
  }
  if (!isObject(root)) return { ok: false, form: 'json', msg: 'body: not a JSON object' };
  const serial = root.device_id;
  if (typeof serial !== 'string' || serial === '')
    return { ok: false, form: 'json', msg: 'device_id: required' };
  const location = root.location;
  if (!isObject(location)) return { ok: false, form: 'json', msg: 'location: required' };
  const fix = emptyFix(now);
  try {
    if (typeof location.timestamp !== 'string') throw new Unreadable('timestamp: required');
    if (!location.timestamp.includes('T')) throw new Unreadable('timestamp: an ISO date-time');
    fix.ts = parseTimestamp(location.timestamp);
    const coords = location.coords;
    if (isObject(coords)) {
      fix.lat = numberAt(coords, 'latitude');
      fix.lon = numberAt(coords, 'longitude');
      if (fix.lat === null || fix.lon === null) throw new Unreadable('coords: latitude and longitude');
      const speed = numberAt(coords, 'speed');
      if (speed !== null && speed >= 0) fix.speedKmh = round(speed * fleet.KMH_PER_MPS);
      const heading = numberAt(coords, 'heading');
      if (heading !== null && heading >= 0) fix.heading = heading;
      fix.accuracy = numberAt(coords, 'accuracy');
      fix.altitude = numberAt(coords, 'altitude');
    }
    if (typeof location.event === 'string') fix.attributes.event = location.event;
    if (typeof location.is_moving === 'boolean') fix.attributes.motion = location.is_moving;
    const odometer = numberAt(location, 'odometer');
    if (odometer !== null) fix.odometerKm = odometer / 1000;
    if (typeof location.mock === 'boolean') fix.attributes.mock = location.mock;
    if (isObject(location.activity) && typeof location.activity.type === 'string')
      fix.attributes.activity = location.activity.type;
    if (isObject(location.battery)) {
      const level = numberAt(location.battery, 'level');
      if (level !== null && level >= 0) fix.battery = Math.trunc(level * 100);
      if (location.battery.is_charging === true) fix.attributes.charge = true;
    }
    if (typeof location.alarm === 'string') fix.attributes.alarm = location.alarm;
    if (isObject(location.extras)) {
      for (const [key, value] of Object.entries(location.extras)) {
        if (key === 'alarm' && 'alarm' in location) continue;
        // Traccar's ignition is the attribute of that name, wherever it comes from.
        if (key === 'ignition' && typeof value === 'boolean') {
          fix.ignition = value;
          continue;
        }
        if (['number', 'string', 'boolean'].includes(typeof value))
          fix.attributes[key] = value as string | number | boolean;
      }
    }
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, form: 'json', msg: error.message };
    throw error;
  }
  return { ok: true, form: 'json', serial, fix };
}

/** Decodes one OsmAnd request: JSON when the Content-Type says so, else the query form (Traccar's rule). */
export function decodeOsmand(request: OsmandRequest, now: Date = new Date()): Decoded {
  return request.contentType?.startsWith('application/json')
    ? decodeJson(request, now)
    : decodeQuery(request, now);
}
