import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { devices } from '../../devices/devices.schema.ts';

/** The demo kit plus LoRaWAN helpers: a device of a hardware with a DevEUI, an integration, posting uplinks. */
export interface LoraKit extends DemoKit {
  /** A new device of the company (hardware default: 1701 parking sensor); its DevEUI set when given. */
  device(companyId: number, devEui?: string, hardwareId?: number): Promise<number>;
  integration(
    who: 'Customer' | 'Building Owner',
    kind: 'chirpstack' | 'ttn',
    name?: string,
  ): Promise<{ id: number; secret: string }>;
  post(path: string, secret: string | null, body: unknown): Promise<LightMyRequestResponse>;
  readings(deviceId: number): Promise<{ ts: string; values: Record<string, number> }[]>;
  counters(who: 'Customer' | 'Building Owner', id: number): Promise<Record<string, number | string | null>>;
}

let serials = 0;

export async function loraKit(env: Record<string, string> = {}): Promise<LoraKit> {
  const k = await demoKit(env);
  const { db } = k.t.deps.database;
  return {
    ...k,
    async device(companyId, devEui, hardwareId = 1701) {
      serials += 1;
      const [row] = await db
        .insert(devices)
        .values({
          serial: `LW-${randomUUID().slice(0, 8)}-${serials}`,
          name: `LoRa ${serials}`,
          hardwareId,
          companyId,
          reportingIntervalSeconds: 600,
        })
        .returning({ id: devices.id });
      if (!row) throw new Error('no device');
      if (devEui) {
        const who = companyId === k.ids.Customer ? 'Customer' : 'admin';
        const res = await k.call(who, 'PUT', `/api/lorawan-device/${row.id}`, { devEui });
        if (res.statusCode !== 200) throw new Error(`DevEUI not set: ${res.statusCode} ${res.body}`);
      }
      return row.id;
    },
    async integration(who, kind, name = `${kind} ${randomUUID().slice(0, 6)}`) {
      const res = await k.call(who, 'POST', '/api/lorawan-integration', { kind, name });
      if (res.statusCode !== 201) throw new Error(`integration not created: ${res.statusCode} ${res.body}`);
      return { id: res.json().data.id, secret: res.json().data.secret };
    },
    post: (path, secret, body) =>
      k.t.app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/json',
          ...(secret !== null && { authorization: `Bearer ${secret}` }),
        },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async readings(deviceId) {
      const res = await k.call('admin', 'GET', `/api/device/${deviceId}/readings?limit=100`);
      if (res.statusCode !== 200) throw new Error(`readings: ${res.statusCode} ${res.body}`);
      return res.json().data;
    },
    async counters(who, id) {
      const res = await k.call(who, 'GET', '/api/lorawan-integration?limit=100');
      const found = (res.json().data as { id: number }[]).find((i) => i.id === id);
      if (!found) throw new Error(`integration ${id} not listed`);
      return found as unknown as Record<string, number | string | null>;
    },
  };
}

/** A ChirpStack v4 `up` event for `devEui` (the shape of protocols.md §3.1), sent now. */
export function chirpstackUp(devEui: string, data: string, more: Record<string, unknown> = {}) {
  return {
    deduplicationId: randomUUID(),
    time: new Date().toISOString(),
    deviceInfo: { deviceName: 'spot', devEui: devEui.toLowerCase() },
    fCnt: 1,
    fPort: 1,
    data,
    rxInfo: [{ gatewayId: '0016c001ff10a235', rssi: -71, snr: 7.25 }],
    ...more,
  };
}

/** A The Things Stack v3 uplink for `devEui`, received now. */
export function ttnUp(devEui: string, frmPayload: string, message: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  return {
    end_device_ids: { device_id: 'spot', dev_eui: devEui.toUpperCase() },
    correlation_ids: [`as:up:${randomUUID()}`],
    received_at: now,
    uplink_message: {
      f_port: 1,
      f_cnt: 1,
      frm_payload: frmPayload,
      rx_metadata: [{ gateway_ids: { gateway_id: 'hq', eui: '0016C001FF10A235' }, rssi: -66, snr: 4.5 }],
      received_at: now,
      ...message,
    },
  };
}

export const b64 = (...bytes: number[]) => Buffer.from(bytes).toString('base64');
