import { z } from 'zod';
import { defineEndpoint, publicAccess } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { routeCheckedBody } from '../kernel/route-checked-body.ts';
import { SENSOR_TYPE_BY_KEY } from './reference.ts';

/**
 * Device telemetry: what a device publishes on `devices/<serial>/telemetry` (MQTT) or posts to
 * `POST /api/telemetry` (HTTP), authenticated as itself (username = serial, password = device password).
 */

export const TELEMETRY_TOPIC_PREFIX = 'devices/';
export const telemetryTopic = (serial: string) => `devices/${serial}/telemetry`;
/** Where the server sends a device its configuration (e.g. a queued reporting interval). */
export const configTopic = (serial: string) => `devices/${serial}/config`;
/** The serial of a telemetry topic, or null when the topic is not one. */
export function serialOfTopic(topic: string): string | null {
  const match = /^devices\/([^/]+)\/telemetry$/.exec(topic);
  return match?.[1] ?? null;
}
/** What the server subscribes to on an external broker: shared, so several servers split the load. */
export const SHARED_TELEMETRY_SUBSCRIPTION = '$share/atrium/devices/+/telemetry';

export const TELEMETRY_LIMITS = {
  /** Bytes of one message (MQTT payload or HTTP reading). */
  maxPayloadBytes: 4096,
  maxValues: 32,
  /** Readings in one HTTP request. */
  maxBatch: 100,
  /** A timestamp further ahead than this is refused (device clocks drift a little). */
  maxFutureSkewMs: 5 * 60_000,
  /** A timestamp older than this is refused (a device replaying a lost week is handled by support). */
  maxAgeMs: 7 * 24 * 3_600_000,
} as const;

const valueKey = /^[a-z][a-zA-Z0-9_]{0,31}$/;

/** One value: a finite number, within its sensor type's range when the key names a known sensor. */
const values = z
  .record(
    z.string().regex(valueKey, 'Value names are 1-32 letters, digits or _, starting with a small letter'),
    z.number({ error: 'Must be a number' }).refine(Number.isFinite, 'Must be a finite number'),
  )
  .superRefine((record, ctx) => {
    const keys = Object.keys(record);
    if (keys.length === 0) ctx.addIssue({ code: 'custom', message: 'At least one value is required' });
    if (keys.length > TELEMETRY_LIMITS.maxValues) {
      ctx.addIssue({ code: 'custom', message: `At most ${TELEMETRY_LIMITS.maxValues} values` });
    }
    for (const [key, value] of Object.entries(record)) {
      const sensor = SENSOR_TYPE_BY_KEY.get(key);
      if (sensor && (value < sensor.min || value > sensor.max)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `Out of range: ${key} must be between ${sensor.min} and ${sensor.max}`,
          params: { outOfRange: true },
        });
      }
    }
  });

/** Epoch milliseconds or an ISO 8601 text; when absent, the time the server received the message. */
const timestamp = z.union([
  z.number().int().nonnegative(),
  z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time or epoch milliseconds' }),
]);

export const telemetryPayload = z.strictObject({ ts: timestamp.optional(), values });
export type TelemetryPayload = z.output<typeof telemetryPayload>;

/** Why a message was refused; each is counted in the device's info log under this code. */
export const REJECTION_CODES = [
  'PAYLOAD_TOO_LARGE',
  'MALFORMED_JSON',
  'INVALID_PAYLOAD',
  'OUT_OF_RANGE',
  'BAD_TIMESTAMP',
  'RATE_LIMITED',
  'DEVICE_BLOCKED',
] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

export type ParsedReading =
  | { ok: true; ts: Date; values: Record<string, number> }
  /** `field`: the offending one, e.g. `values.humidity`. */
  | { ok: false; code: RejectionCode; msg: string; field?: string };

/**
 * The common case, checked without zod (the ingest path runs this for every message): a plain object of
 * `values` and an optional epoch `ts`, every value a finite number in its sensor's range. It accepts only
 * what `telemetryPayload` accepts; anything else (an ISO `ts`, any fault) goes to zod for its exact message.
 */
function plainReading(input: unknown): TelemetryPayload | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const { ts, values: record } = input as Record<string, unknown>;
  for (const key in input) if (key !== 'ts' && key !== 'values') return null;
  if (ts !== undefined && !(typeof ts === 'number' && Number.isSafeInteger(ts) && ts >= 0)) return null;
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return null;
  let count = 0;
  // for-in, not Object.entries: no arrays allocated per message. JSON.parse makes plain objects (no inherited keys).
  for (const key in record) {
    const value = (record as Record<string, unknown>)[key];
    count += 1;
    if (typeof value !== 'number' || !Number.isFinite(value) || !valueKey.test(key)) return null;
    const sensor = SENSOR_TYPE_BY_KEY.get(key);
    if (sensor && (value < sensor.min || value > sensor.max)) return null;
  }
  if (count === 0 || count > TELEMETRY_LIMITS.maxValues) return null;
  return { ts, values: record as Record<string, number> };
}

/** Validates one decoded reading (the JSON already parsed) received at `now`. */
export function checkReading(input: unknown, now: Date = new Date()): ParsedReading {
  const plain = plainReading(input);
  const parsed = plain ? { success: true as const, data: plain } : telemetryPayload.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const outOfRange = parsed.error.issues.some((i) => i.code === 'custom' && i.params?.outOfRange);
    const field = issue?.path.length ? issue.path.join('.') : undefined;
    return {
      ok: false,
      code: outOfRange ? 'OUT_OF_RANGE' : 'INVALID_PAYLOAD',
      msg: `${field ? `${field}: ` : ''}${issue?.message}`,
      field,
    };
  }
  const ts = parsed.data.ts === undefined ? now : new Date(parsed.data.ts);
  const age = now.getTime() - ts.getTime();
  if (Number.isNaN(age) || age < -TELEMETRY_LIMITS.maxFutureSkewMs || age > TELEMETRY_LIMITS.maxAgeMs) {
    return { ok: false, code: 'BAD_TIMESTAMP', msg: 'ts: too far from the server time', field: 'ts' };
  }
  return { ok: true, ts, values: parsed.data.values };
}

const utf8Decoder = new TextDecoder();
const utf8Encoder = new TextEncoder();

/** Validates a raw message: size, JSON, then checkReading. Never throws. */
export function parseTelemetryMessage(raw: Uint8Array | string, now: Date = new Date()): ParsedReading {
  const size = typeof raw === 'string' ? utf8Encoder.encode(raw).length : raw.byteLength;
  if (size > TELEMETRY_LIMITS.maxPayloadBytes) {
    return {
      ok: false,
      code: 'PAYLOAD_TOO_LARGE',
      msg: `${size} bytes; at most ${TELEMETRY_LIMITS.maxPayloadBytes}`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(typeof raw === 'string' ? raw : utf8Decoder.decode(raw));
  } catch {
    return { ok: false, code: 'MALFORMED_JSON', msg: 'The message is not valid JSON' };
  }
  return checkReading(json, now);
}

export const ingestResult = z.object({
  data: z.object({ accepted: z.number().int(), rejected: z.number().int() }),
});

export const ingestTelemetry = defineEndpoint({
  method: 'POST',
  path: '/telemetry',
  summary:
    'HTTP ingest for devices: HTTP Basic auth with the device serial and password; one reading or up to 100. Answered once stored; invalid readings are counted in the device info log',
  tags: ['telemetry'],
  // Not a user call: the device credential in the Authorization header is checked by the handler.
  access: publicAccess,
  // 403 DEVICE_BLOCKED: a blocked device's credential.
  errors: [403],
  schemas: {
    body: routeCheckedBody(
      z.union([telemetryPayload, z.array(telemetryPayload).min(1).max(TELEMETRY_LIMITS.maxBatch)]),
    ),
    response: {
      200: ingestResult,
      401: errorBody,
      413: errorBody,
      418: fieldErrors,
      429: errorBody,
      503: errorBody,
    },
  },
});
