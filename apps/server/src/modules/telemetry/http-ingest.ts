import { devices as contract, type FieldError } from '@atrium/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../kernel/http/errors.ts';
import type { Ingest } from './ingest.ts';

/** `Authorization: Basic base64(serial:password)`, or null. */
function basicCredential(request: FastifyRequest): { serial: string; password: string } | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 1 ? null : { serial: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A refused reading as a field error: `values.power`, or `1.values.power` for the second of a list. */
function refusedField(index: number | null, parsed: contract.ParsedReading | null, msg: string): FieldError {
  const field = parsed && !parsed.ok ? parsed.field : undefined;
  const param = [index === null ? undefined : String(index), field].filter(Boolean).join('.') || 'body';
  return { param, msg: field && msg.startsWith(`${field}: `) ? msg.slice(field.length + 2) : msg };
}

/**
 * POST /api/telemetry: a device posts one reading or a list, signed in as itself. All or nothing: one
 * invalid reading is a 418 naming it (every refusal counted in the device's info log) and none is stored;
 * else the answer comes once all are stored. A full buffer is a 503, a device over its rate a 429.
 */
export async function ingestOverHttp(ingest: Ingest, request: FastifyRequest, reply: FastifyReply) {
  const credential = basicCredential(request);
  const signIn =
    credential && (await ingest.directory.signIn(credential.serial, credential.password, 'http', request.ip));
  if (!signIn?.ok) {
    if (signIn?.reason === 'DEVICE_BLOCKED')
      throw new HttpError(403, 'This device is blocked', 'DEVICE_BLOCKED');
    reply.header('www-authenticate', 'Basic realm="devices"');
    throw new HttpError(401, 'Sign in with the device serial and password', 'DEVICE_AUTH_REQUIRED');
  }
  const { device } = signIn;
  const body = request.body;
  const items = Array.isArray(body) ? body : [body];
  const index = (i: number) => (Array.isArray(body) ? i : null);
  if (items.length === 0 || items.length > contract.TELEMETRY_LIMITS.maxBatch) {
    throw new ValidationError([
      refusedField(null, null, `Send 1 to ${contract.TELEMETRY_LIMITS.maxBatch} readings`),
    ]);
  }
  const now = new Date();
  const accepted: { ts: Date; values: Record<string, number> }[] = [];
  const errors: FieldError[] = [];
  let limited = false;
  items.forEach((item, i) => {
    const size = Buffer.byteLength(JSON.stringify(item) ?? '');
    const parsed: contract.ParsedReading =
      size > contract.TELEMETRY_LIMITS.maxPayloadBytes
        ? {
            ok: false,
            code: 'PAYLOAD_TOO_LARGE',
            msg: `${size} bytes; at most ${contract.TELEMETRY_LIMITS.maxPayloadBytes}`,
          }
        : contract.checkReading(item, now);
    const refused = ingest.refuse(device, parsed);
    if (refused?.code === 'RATE_LIMITED') limited = true;
    else if (refused) errors.push(refusedField(index(i), parsed, refused.msg));
    else if (parsed.ok) accepted.push(parsed);
  });
  if (limited) {
    reply.header('retry-after', '1');
    throw new HttpError(429, 'Too many readings from this device', 'RATE_LIMITED');
  }
  if (errors.length > 0) throw new ValidationError(errors);
  if (!ingest.hasRoom(accepted.length)) {
    reply.header('retry-after', '1');
    throw new HttpError(503, 'Telemetry is busy; try again shortly', 'INGEST_BUSY');
  }
  await Promise.all(accepted.map((reading) => ingest.add(device, reading)));
  return { data: { accepted: accepted.length, rejected: 0 } };
}
