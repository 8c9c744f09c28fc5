import { devices as contract, type FieldError, lorawan } from '@atrium/contracts';
import { and, eq, gt, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, ValidationError } from '../../kernel/http/errors.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { recordAccess } from '../devices/device-logs.service.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import type { DeviceIdentity } from '../telemetry/device-directory.ts';
import { ingestOf } from '../telemetry/index.ts';
import { integrationBySecret } from './integrations.service.ts';
import { lorawanDevices } from './lorawan.schema.ts';
import { lorawanRuntimeOf } from './runtime.ts';
import { emitLoraUplink } from './uplink-events.ts';

type Outcome = (typeof lorawan.UPLINK_OUTCOMES)[number];
type Integration = NonNullable<Awaited<ReturnType<typeof integrationBySecret>>>;
const answer = (outcome: Outcome) => ({ data: { outcome } });

/**
 * The network server's integration: its bearer secret (401 and counted globally when missing or unknown),
 * its kind (a ChirpStack secret posting to the TTS path is refused), enabled, and its token bucket (429).
 */
async function integrationOf(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: lorawan.IntegrationKind,
): Promise<Integration> {
  const runtime = lorawanRuntimeOf(deps);
  const header = request.headers.authorization;
  const secret = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const integration = secret ? await integrationBySecret(deps.database.db, secret) : null;
  if (!integration) {
    runtime.badSecret(request.ip);
    reply.header('www-authenticate', 'Bearer realm="lorawan-integrations"');
    throw new HttpError(401, "Send the integration's secret as Authorization: Bearer <secret>", 'BAD_SECRET');
  }
  if (integration.kind !== kind || !integration.enabled) {
    runtime.count(integration.id, 'refused');
    throw integration.enabled
      ? new HttpError(
          403,
          `This secret belongs to another kind of integration: post to ${lorawan.INGEST_PATHS[integration.kind]}`,
          'WRONG_INTEGRATION',
        )
      : new HttpError(403, 'This integration is disabled', 'INTEGRATION_DISABLED');
  }
  if (!runtime.limiter.take(integration.id)) {
    runtime.count(integration.id, 'rateLimited');
    reply.header('retry-after', '1');
    throw new HttpError(429, 'Too many uplinks from this integration', 'RATE_LIMITED');
  }
  return integration;
}

interface LoraDevice extends DeviceIdentity {
  hardwareId: number;
  hardwareName: string;
}

/** The device with this DevEUI among the integration's company's devices. */
async function deviceOf(deps: AppDeps, integration: Integration, devEui: string): Promise<LoraDevice | null> {
  const [row] = await deps.database.db
    .select({
      id: devices.id,
      serial: devices.serial,
      companyId: devices.companyId,
      state: devices.state,
      hardwareId: devices.hardwareId,
      hardwareName: hardware.name,
    })
    .from(lorawanDevices)
    .innerJoin(devices, eq(devices.id, lorawanDevices.deviceId))
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(eq(lorawanDevices.devEui, devEui), eq(devices.companyId, integration.companyId)));
  if (!row) return null;
  const { state, ...device } = row;
  return { ...device, blocked: state === 'blocked' };
}

/**
 * Claims an uplink for storage: false when it is a replay (its deduplication id is among the device's last
 * ones, or its frame counter is not above the last, a drop to 0 or 1 after a higher one being a new session).
 * One conditional UPDATE, so two copies racing in are stored once.
 */
async function claim(deps: AppDeps, deviceId: number, fCnt: number | null, dedupId: string | null) {
  const t = lorawanDevices;
  const conditions: (SQL | undefined)[] = [eq(t.deviceId, deviceId)];
  if (dedupId !== null) conditions.push(not(sql`${dedupId} = any(${t.lastDedupIds})`));
  if (fCnt !== null) {
    conditions.push(or(isNull(t.lastFCnt), lt(t.lastFCnt, fCnt), fCnt <= 1 ? gt(t.lastFCnt, 1) : undefined));
  }
  const claimed = await deps.database.db
    .update(t)
    .set({
      ...(fCnt !== null && { lastFCnt: fCnt }),
      ...(dedupId !== null && {
        lastDedupIds: sql`(array_prepend(${dedupId}::text, ${t.lastDedupIds}))[1:${sql.raw(String(lorawan.DEDUP_MEMORY))}]`,
      }),
      updatedAt: new Date(),
    })
    .where(and(...conditions))
    .returning({ id: t.deviceId });
  return claimed.length > 0;
}

/** Values through telemetry's own checks (device rate, ranges, time window), refused ones counted there too. */
async function store(
  deps: AppDeps,
  reply: FastifyReply,
  device: LoraDevice,
  reading: { ts: number; values: Record<string, number> },
  onRefused: (code: contract.RejectionCode) => void,
  beforeAdd: () => Promise<boolean> = async () => true,
): Promise<{ stored: boolean; ts: Date; values: Record<string, number> }> {
  const ingest = ingestOf(deps);
  const parsed = contract.checkReading(reading, new Date());
  const refused = ingest.refuse(device, parsed);
  // refuse() answers every reading that is not ok, so `!parsed.ok` only narrows the type.
  if (refused || !parsed.ok) {
    const code = refused?.code ?? 'INVALID_PAYLOAD';
    onRefused(code);
    if (code === 'RATE_LIMITED') {
      reply.header('retry-after', '1');
      throw new HttpError(429, 'Too many uplinks from this device', 'RATE_LIMITED');
    }
    if (code === 'DEVICE_BLOCKED') throw new HttpError(403, 'This device is blocked', 'DEVICE_BLOCKED');
    const field = !parsed.ok && parsed.field ? parsed.field : 'values';
    const msg = refused?.msg ?? 'Invalid values';
    throw new ValidationError([
      { param: field, msg: msg.startsWith(`${field}: `) ? msg.slice(field.length + 2) : msg },
    ]);
  }
  if (!ingest.hasRoom()) {
    reply.header('retry-after', '1');
    throw new HttpError(503, 'Telemetry is busy; try again shortly', 'INGEST_BUSY');
  }
  if (!(await beforeAdd())) return { stored: false, ts: parsed.ts, values: parsed.values };
  await ingest.add(device, parsed);
  return { stored: true, ts: parsed.ts, values: parsed.values };
}

const badBody = (errors: FieldError[]) => new ValidationError(errors);

/** An uplink of either network server: find the device, decode, refuse or store once, then tell the apps. */
async function takeUplink(
  deps: AppDeps,
  reply: FastifyReply,
  integration: Integration,
  uplink: lorawan.NetworkUplink,
): Promise<Outcome> {
  const runtime = lorawanRuntimeOf(deps);
  const device = await deviceOf(deps, integration, uplink.devEui);
  if (!device) {
    runtime.count(integration.id, 'unknownDevEui');
    return 'unknown-dev-eui';
  }
  const values =
    contract.sensorValuesOf(uplink.decoded) ??
    (uplink.payload ? contract.decodePayload(device.hardwareId, uplink.payload, uplink.fPort) : null);
  if (!values) {
    runtime.count(integration.id, 'refused');
    ingestOf(deps).countRefusal(device.id, { code: 'INVALID_PAYLOAD', msg: 'LoRaWAN frame not decodable' });
    throw badBody([
      {
        param: integration.kind === 'ttn' ? 'uplink_message.frm_payload' : 'data',
        msg: `The frame does not match the payload format of ${device.hardwareName} (port ${uplink.fPort ?? '-'})`,
      },
    ]);
  }
  const result = await store(
    deps,
    reply,
    device,
    { ts: (uplink.time ?? new Date()).getTime(), values },
    (code) => runtime.count(integration.id, code === 'RATE_LIMITED' ? 'rateLimited' : 'refused'),
    () => claim(deps, device.id, uplink.fCnt, uplink.dedupId),
  );
  if (!result.stored) {
    runtime.count(integration.id, 'duplicates');
    return 'duplicate';
  }
  runtime.count(integration.id, 'accepted', new Date());
  for (const gateway of uplink.gateways) runtime.gatewayHeard(integration.companyId, gateway, result.ts);
  emitLoraUplink(deps.database, {
    deviceId: device.id,
    companyId: device.companyId,
    ts: result.ts,
    fPort: uplink.fPort,
    values: result.values,
    gateways: uplink.gateways,
    source: integration.kind,
  });
  return 'stored';
}

/** `join`: the device (re)joined, its frame counter starts again; `status`: its battery, when it reports one. */
async function takeEvent(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  integration: Integration,
  event: 'join' | 'status',
): Promise<Outcome> {
  const parsed = lorawan.parseChirpstackEvent(request.body);
  if (!parsed.ok) throw badBody(parsed.errors);
  const { devEui, battery, time } = parsed.value;
  const device = devEui ? await deviceOf(deps, integration, devEui) : null;
  if (!device) {
    lorawanRuntimeOf(deps).count(integration.id, 'unknownDevEui');
    return 'unknown-dev-eui';
  }
  if (event === 'join') {
    await deps.database.db
      .update(lorawanDevices)
      .set({ lastFCnt: null, updatedAt: new Date() })
      .where(eq(lorawanDevices.deviceId, device.id));
    await recordAccess(deps.database.db, {
      deviceId: device.id,
      actor: 'device',
      action: 'join (LoRaWAN)',
      result: 'accepted',
      remoteAddress: request.ip,
    });
    return 'recorded';
  }
  if (battery === null) return 'ignored';
  await store(deps, reply, device, { ts: (time ?? new Date()).getTime(), values: { battery } }, (code) =>
    lorawanRuntimeOf(deps).count(integration.id, code === 'RATE_LIMITED' ? 'rateLimited' : 'refused'),
  );
  return 'recorded';
}

export async function chirpstackPost(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  event: lorawan.ChirpstackEvent,
) {
  const integration = await integrationOf(deps, request, reply, 'chirpstack');
  if (event === 'join' || event === 'status')
    return answer(await takeEvent(deps, request, reply, integration, event));
  if (event !== 'up') return answer('ignored');
  const parsed = lorawan.parseChirpstackUplink(request.body);
  if (!parsed.ok) {
    lorawanRuntimeOf(deps).count(integration.id, 'refused');
    throw badBody(parsed.errors);
  }
  return answer(await takeUplink(deps, reply, integration, parsed.value));
}

export async function ttnPost(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const integration = await integrationOf(deps, request, reply, 'ttn');
  const parsed = lorawan.parseTtnUplink(request.body);
  if (!parsed.ok) {
    lorawanRuntimeOf(deps).count(integration.id, 'refused');
    throw badBody(parsed.errors);
  }
  return answer(await takeUplink(deps, reply, integration, parsed.value));
}
