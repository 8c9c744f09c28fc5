import { z } from 'zod';
import { defineEndpoint, publicAccess } from '../kernel/endpoint.ts';
import { errorBody, type FieldError, fieldErrors } from '../kernel/errors.ts';
import { routeCheckedBody } from '../kernel/route-checked-body.ts';
import { EUI_PATTERN, INVALID_EUI, normalizeEui } from '../places/gateways.ts';

/**
 * What ChirpStack v4's HTTP integration (JSON marshaler: protobuf JSON, camelCase, bytes in base64) and The
 * Things Stack v3's webhooks (snake_case, empty fields omitted) post, read into one shape. Only the fields we
 * use are checked; everything else is let through as the network servers add fields over versions.
 */

/** ChirpStack's `?event=` values (the HTTP integration posts up, join, ack, txack, log, status, location). */
export const CHIRPSTACK_EVENTS = [
  'up',
  'join',
  'status',
  'ack',
  'txack',
  'log',
  'location',
  'integration',
] as const;
export type ChirpstackEvent = (typeof CHIRPSTACK_EVENTS)[number];

export const INVALID_BASE64 = 'Must be base64 (A-Z, a-z, 0-9, +, /, = padding)';
/** Deduplication ids kept per device. */
export const DEDUP_MEMORY = 8;

/** A gateway that heard the uplink. */
export interface HeardBy {
  eui: string;
  rssi: number | null;
  snr: number | null;
}

/** One uplink, whichever network server sent it. */
export interface NetworkUplink {
  /** 16 uppercase hex digits. */
  devEui: string;
  fPort: number | null;
  fCnt: number | null;
  /** The FRMPayload; null when the uplink carried none. */
  payload: Uint8Array | null;
  /** The network server's own decoding (ChirpStack `object`, TTS `decoded_payload`), if any. */
  decoded: unknown;
  /** ChirpStack's `deduplicationId`; for TTS its `as:up:` correlation id, else `f_cnt@received_at`. */
  dedupId: string | null;
  /** When the network server received it; null: unknown (the server's time is used). */
  time: Date | null;
  gateways: HeardBy[];
}

export type ParsedBody<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
export const base64Text = z.string({ error: INVALID_BASE64 }).regex(base64Pattern, INVALID_BASE64);
const devEui = z.string({ error: INVALID_EUI }).regex(EUI_PATTERN, INVALID_EUI);
const number = z.number({ error: 'Must be a number' });
const counter = z.number({ error: 'Must be a whole number' }).int().nonnegative();
const dateTime = z.string().refine((value) => parseTime(value) !== null, 'Must be an RFC 3339 date-time');
const nullish = <T extends z.ZodType>(schema: T) => schema.nullish();

/** RFC 3339 with up to nanoseconds (ChirpStack's `2026-11-25T10:15:00.123456789+00:00`): to milliseconds. */
export function parseTime(value: string): Date | null {
  const trimmed = value.replace(/(\.\d{3})\d+/, '$1');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(trimmed)) return null;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

const deviceInfo = z.looseObject({ devEui });

export const chirpstackUplinkBody = z.looseObject({
  deduplicationId: nullish(z.string().max(100, 'At most 100 characters')),
  time: nullish(dateTime),
  deviceInfo,
  fCnt: nullish(counter),
  fPort: nullish(counter),
  data: nullish(base64Text),
  object: z.unknown().optional(),
  rxInfo: nullish(
    z.array(
      z.looseObject({
        gatewayId: z.string().regex(EUI_PATTERN, INVALID_EUI),
        rssi: nullish(number),
        snr: nullish(number),
      }),
    ),
  ),
});

/** Join, status and the other events: only the device they are about is read. */
export const chirpstackEventBody = z.looseObject({
  deduplicationId: nullish(z.string().max(100, 'At most 100 characters')),
  time: nullish(dateTime),
  deviceInfo: nullish(deviceInfo),
  /** `status`: the device's battery in %, unless it has external power or cannot tell. */
  batteryLevel: nullish(number),
  batteryLevelUnavailable: nullish(z.boolean()),
  externalPowerSource: nullish(z.boolean()),
  margin: nullish(number),
});

export const ttnUplinkBody = z.looseObject({
  end_device_ids: z.looseObject({ dev_eui: devEui }),
  correlation_ids: nullish(z.array(z.string())),
  received_at: nullish(dateTime),
  uplink_message: z.looseObject({
    f_cnt: nullish(counter),
    f_port: nullish(counter),
    frm_payload: nullish(base64Text),
    decoded_payload: z.unknown().optional(),
    received_at: nullish(dateTime),
    rx_metadata: nullish(
      z.array(
        z.looseObject({
          gateway_ids: z.looseObject({ eui: nullish(z.string().regex(EUI_PATTERN, INVALID_EUI)) }),
          rssi: nullish(number),
          snr: nullish(number),
        }),
      ),
    ),
  }),
});

function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    param: issue.path.length > 0 ? issue.path.join('.') : 'body',
    msg: issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : issue.message,
  }));
}

/** Already checked to be base64 (atob: the same in the browser and in Node). */
const bytesOf = (base64: string | null | undefined) =>
  base64 ? Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)) : null;

/** Strongest signal first. */
const byRssi = (a: HeardBy, b: HeardBy) => (b.rssi ?? -Infinity) - (a.rssi ?? -Infinity);

export function parseChirpstackUplink(body: unknown): ParsedBody<NetworkUplink> {
  const parsed = chirpstackUplinkBody.safeParse(body, { reportInput: true });
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const up = parsed.data;
  return {
    ok: true,
    value: {
      devEui: normalizeEui(up.deviceInfo.devEui),
      fPort: up.fPort ?? null,
      fCnt: up.fCnt ?? null,
      payload: bytesOf(up.data),
      decoded: up.object ?? null,
      dedupId: up.deduplicationId || null,
      time: up.time ? parseTime(up.time) : null,
      gateways: (up.rxInfo ?? [])
        .map((rx) => ({ eui: normalizeEui(rx.gatewayId), rssi: rx.rssi ?? null, snr: rx.snr ?? null }))
        .sort(byRssi),
    },
  };
}

export interface ChirpstackDeviceEvent {
  devEui: string | null;
  time: Date | null;
  /** `status`: a battery level worth storing (not with external power, not when unavailable). */
  battery: number | null;
}

export function parseChirpstackEvent(body: unknown): ParsedBody<ChirpstackDeviceEvent> {
  const parsed = chirpstackEventBody.safeParse(body, { reportInput: true });
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const event = parsed.data;
  const battery =
    event.batteryLevel === null ||
    event.batteryLevel === undefined ||
    event.batteryLevelUnavailable ||
    event.externalPowerSource
      ? null
      : Math.round(event.batteryLevel * 10) / 10;
  return {
    ok: true,
    value: {
      devEui: event.deviceInfo ? normalizeEui(event.deviceInfo.devEui) : null,
      time: event.time ? parseTime(event.time) : null,
      battery,
    },
  };
}

/** TTS omits zero values: an absent `f_cnt` is frame 0. */
export function parseTtnUplink(body: unknown): ParsedBody<NetworkUplink> {
  const parsed = ttnUplinkBody.safeParse(body, { reportInput: true });
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const up = parsed.data;
  const message = up.uplink_message;
  const receivedAt = message.received_at ?? up.received_at ?? null;
  const fCnt = message.f_cnt ?? 0;
  const correlation = (up.correlation_ids ?? []).find((id) => id.startsWith('as:up:'));
  return {
    ok: true,
    value: {
      devEui: normalizeEui(up.end_device_ids.dev_eui),
      fPort: message.f_port ?? null,
      fCnt,
      payload: bytesOf(message.frm_payload),
      decoded: message.decoded_payload ?? null,
      dedupId: correlation ?? (receivedAt ? `${fCnt}@${receivedAt}` : null),
      time: receivedAt ? parseTime(receivedAt) : null,
      gateways: (message.rx_metadata ?? [])
        .flatMap((rx) =>
          rx.gateway_ids.eui
            ? [{ eui: normalizeEui(rx.gateway_ids.eui), rssi: rx.rssi ?? null, snr: rx.snr ?? null }]
            : [],
        )
        .sort(byRssi),
    },
  };
}

/** What a post came to (2xx): stored, a replay dropped, an unknown DevEUI dropped, or an event taken note of. */
export const UPLINK_OUTCOMES = ['stored', 'duplicate', 'unknown-dev-eui', 'recorded', 'ignored'] as const;
export const uplinkAnswer = z.object({ data: z.object({ outcome: z.enum(UPLINK_OUTCOMES) }) });

const ingestResponses = {
  200: uplinkAnswer,
  400: errorBody,
  401: errorBody,
  403: errorBody,
  413: errorBody,
  418: fieldErrors,
  429: errorBody,
  503: errorBody,
};

export const chirpstackIngest = defineEndpoint({
  method: 'POST',
  path: '/integrations/chirpstack',
  summary:
    "ChirpStack v4 HTTP integration (JSON marshaler): `Authorization: Bearer <the integration's secret>`; `up` stores the device's values, `join` and `status` are recorded, the other events acknowledged. Replays and unknown DevEUIs are acknowledged (200) and counted",
  tags: ['lorawan-integration'],
  // Not a user call: the network server's bearer secret is checked by the handler.
  access: publicAccess,
  schemas: {
    querystring: z.object({
      event: z.enum(CHIRPSTACK_EVENTS, { error: `Must be one of ${CHIRPSTACK_EVENTS.join(', ')}` }),
    }),
    body: routeCheckedBody(chirpstackUplinkBody),
    response: ingestResponses,
  },
});

export const ttnIngest = defineEndpoint({
  method: 'POST',
  path: '/integrations/ttn',
  summary:
    "The Things Stack v3 webhook, uplink message (JSON): `Authorization: Bearer <the integration's secret>`. Replays and unknown DevEUIs are acknowledged (200) and counted",
  tags: ['lorawan-integration'],
  access: publicAccess,
  schemas: { body: routeCheckedBody(ttnUplinkBody), response: ingestResponses },
});
