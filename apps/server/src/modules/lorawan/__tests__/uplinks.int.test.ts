import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { lorawanGateways } from '../../places/places.schema.ts';
import { onLoraUplink } from '../uplink-events.ts';
import { b64, chirpstackUp, type LoraKit, loraKit, ttnUp } from './kit.ts';

const CS = '/api/integrations/chirpstack?event=up';
const TTN = '/api/integrations/ttn';

let k: LoraKit;
let chirpstack: { id: number; secret: string };
let ttn: { id: number; secret: string };

beforeAll(async () => {
  k = await loraKit({ LORAWAN_INTEGRATION_RATE_PER_SECOND: '1', LORAWAN_INTEGRATION_BURST: '40' });
  chirpstack = await k.integration('Customer', 'chirpstack');
  ttn = await k.integration('Customer', 'ttn');
});
afterAll(() => k?.t.close());

describe('[LORA-UP] uplinks stored as readings of the right device', () => {
  test('a ChirpStack uplink: decoded by the hardware, stored once, gateways and apps told', async () => {
    const spot = await k.device(k.ids.Customer, '70B3D57ED0AA0001');
    const other = await k.device(k.ids.Customer, '70B3D57ED0AA0002');
    const heard: unknown[] = [];
    const stop = onLoraUplink(k.t.deps, (uplink) => heard.push(uplink));
    const res = await k.post(CS, chirpstack.secret, chirpstackUp('70b3d57ed0aa0001', b64(1, 87)));
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { outcome: 'stored' } });
    expect((await k.readings(spot)).map((r) => r.values)).toEqual([{ occupancy: 1, battery: 87 }]);
    expect(await k.readings(other)).toEqual([]);
    expect(heard).toEqual([
      expect.objectContaining({
        deviceId: spot,
        companyId: k.ids.Customer,
        fPort: 1,
        values: { occupancy: 1, battery: 87 },
        gateways: [{ eui: '0016C001FF10A235', rssi: -71, snr: 7.25 }],
        source: 'chirpstack',
      }),
    ]);
    const counters = await k.counters('Customer', chirpstack.id);
    expect(counters).toMatchObject({ accepted: 1, duplicates: 0, unknownDevEui: 0, refused: 0 });
    expect(counters.lastUplinkAt).not.toBeNull();
  });

  test('a TTN uplink: the network server’s decoded payload wins when it names sensor keys', async () => {
    const trap = await k.device(k.ids.Customer, '70B3D57ED0AA0003', 1602);
    const res = await k.post(
      TTN,
      ttn.secret,
      ttnUp('70B3D57ED0AA0003', b64(0, 90), {
        decoded_payload: { trapTriggered: true, battery: 64, note: 'x' },
      }),
    );
    expect(res.json()).toEqual({ data: { outcome: 'stored' } });
    expect((await k.readings(trap)).map((r) => r.values)).toEqual([{ trapTriggered: 1, battery: 64 }]);
    const tag = await k.device(k.ids.Customer, '70B3D57ED0AA0004', 1201);
    const bytes = [1, 50, 0, 0, 0, 0, 0, 0, 0, 0];
    const view = new DataView(Uint8Array.from(bytes).buffer);
    view.setInt32(2, 252_048_000);
    view.setInt32(6, 552_708_000);
    const frame = Buffer.from(view.buffer).toString('base64');
    expect((await k.post(TTN, ttn.secret, ttnUp('70B3D57ED0AA0004', frame, { f_port: 2 }))).statusCode).toBe(
      200,
    );
    expect((await k.readings(tag))[0]?.values).toEqual({
      moved: 1,
      battery: 50,
      latitude: 25.2048,
      longitude: 55.2708,
    });
  });

  test('the registered gateways that heard it: last seen, RSSI and SNR (written in batches)', async () => {
    const { db } = k.t.deps.database;
    await vi.waitFor(
      async () => {
        const [gateway] = await db
          .select()
          .from(lorawanGateways)
          .where(eq(lorawanGateways.eui, '0016C001FF10A235'));
        expect(gateway?.lastRssi).toBe(-66);
        expect(gateway?.lastSnr).toBe(4.5);
        expect(Date.now() - (gateway?.lastSeenAt?.getTime() ?? 0)).toBeLessThan(60_000);
      },
      { timeout: 5000, interval: 100 },
    );
    const listed = await k.call('Customer', 'GET', '/api/lorawan-gateway?name=HQ');
    expect(listed.json().data[0]).toMatchObject({ status: 'online', lastRssi: -66, lastSnr: 4.5 });
  });
});

describe('[LORA-BAD] refused and counted, nothing stored wrongly', () => {
  test('a missing or wrong secret: 401, nothing stored', async () => {
    const spot = await k.device(k.ids.Customer, '70B3D57ED0AB0001');
    for (const secret of [null, 'lw_wrong', '']) {
      const res = await k.post(CS, secret, chirpstackUp('70B3D57ED0AB0001', b64(1, 80)));
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
    expect((await k.post(TTN, chirpstack.secret, ttnUp('70B3D57ED0AB0001', b64(1, 80)))).statusCode).toBe(
      403,
    );
    expect(await k.readings(spot)).toEqual([]);
  });

  test('an unknown DevEUI, or another company’s: acknowledged, counted, not stored', async () => {
    const foreign = await k.device(k.ids['Building Owner'], '70B3D57ED0AB0002');
    const before = (await k.counters('Customer', chirpstack.id)).unknownDevEui as number;
    for (const eui of ['FFFFFFFFFFFFFFFF', '70B3D57ED0AB0002']) {
      const res = await k.post(CS, chirpstack.secret, chirpstackUp(eui, b64(1, 80)));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { outcome: 'unknown-dev-eui' } });
    }
    expect(await k.readings(foreign)).toEqual([]);
    expect((await k.counters('Customer', chirpstack.id)).unknownDevEui).toBe(before + 2);
  });

  test('replays by deduplication id and by frame counter: acknowledged once stored, counted', async () => {
    const spot = await k.device(k.ids.Customer, '70B3D57ED0AB0003');
    const first = chirpstackUp('70B3D57ED0AB0003', b64(1, 80), { fCnt: 10 });
    expect((await k.post(CS, chirpstack.secret, first)).json().data.outcome).toBe('stored');
    expect((await k.post(CS, chirpstack.secret, first)).json().data.outcome).toBe('duplicate');
    const older = chirpstackUp('70B3D57ED0AB0003', b64(0, 80), { fCnt: 9 });
    expect((await k.post(CS, chirpstack.secret, older)).json().data.outcome).toBe('duplicate');
    const same = ttnUp('70B3D57ED0AB0003', b64(0, 80), { f_cnt: 10 });
    expect((await k.post(TTN, ttn.secret, same)).json().data.outcome).toBe('duplicate');
    // A rejoin starts the counter again.
    const reset = chirpstackUp('70B3D57ED0AB0003', b64(0, 79), { fCnt: 0 });
    expect((await k.post(CS, chirpstack.secret, reset)).json().data.outcome).toBe('stored');
    const copy = chirpstackUp('70B3D57ED0AB0003', b64(1, 79), { fCnt: 1, deduplicationId: undefined });
    const copies = await Promise.all([1, 2, 3].map(() => k.post(CS, chirpstack.secret, copy)));
    expect(copies.map((r) => r.json().data.outcome).sort()).toEqual(['duplicate', 'duplicate', 'stored']);
    expect((await k.readings(spot)).length).toBe(3);
    expect((await k.counters('Customer', chirpstack.id)).duplicates).toBeGreaterThanOrEqual(4);
  });

  test('malformed base64 or body shape: 418 naming the field; malformed JSON: 400; never stored', async () => {
    const spot = await k.device(k.ids.Customer, '70B3D57ED0AB0004');
    const bad = await k.post(CS, chirpstack.secret, chirpstackUp('70B3D57ED0AB0004', 'AQ=g'));
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad)).toEqual(['data: Must be base64 (A-Z, a-z, 0-9, +, /, = padding)']);
    const ttnBad = await k.post(TTN, ttn.secret, ttnUp('70B3D57ED0AB0004', '***'));
    expect(k.fields(ttnBad)).toEqual([
      'uplink_message.frm_payload: Must be base64 (A-Z, a-z, 0-9, +, /, = padding)',
    ]);
    const noDevice = await k.post(CS, chirpstack.secret, { fPort: 1, data: 'AQ==' });
    expect(k.fields(noDevice)).toEqual(['deviceInfo: Required']);
    const short = await k.post(CS, chirpstack.secret, chirpstackUp('70B3D57ED0AB0004', b64(1)));
    expect(short.statusCode).toBe(418);
    expect(k.fields(short)[0]).toMatch(
      /^data: The frame does not match the payload format of In-ground parking sensor/,
    );
    const outOfRange = await k.post(CS, chirpstack.secret, chirpstackUp('70B3D57ED0AB0004', b64(1, 250)));
    expect(outOfRange.statusCode).toBe(418);
    expect(k.fields(outOfRange)[0]).toMatch(/^values\.battery: Out of range/);
    const json = await k.post(CS, chirpstack.secret, '{"deviceInfo": ');
    expect(json.statusCode).toBe(400);
    const event = await k.post('/api/integrations/chirpstack?event=nope', chirpstack.secret, {});
    expect(event.statusCode).toBe(418);
    expect(await k.readings(spot)).toEqual([]);
    expect((await k.counters('Customer', chirpstack.id)).refused).toBeGreaterThanOrEqual(4);
  });

  test('the other events: join and status recorded, the rest acknowledged', async () => {
    const spot = await k.device(k.ids.Customer, '70B3D57ED0AB0005');
    const device = { devEui: '70b3d57ed0ab0005' };
    const post = (event: string, body: object) =>
      k.post(`/api/integrations/chirpstack?event=${event}`, chirpstack.secret, {
        deviceInfo: device,
        ...body,
      });
    expect((await post('join', { devAddr: '01020304' })).json().data.outcome).toBe('recorded');
    const status = await post('status', { margin: 7, batteryLevel: 61.5, time: new Date().toISOString() });
    expect(status.json().data.outcome).toBe('recorded');
    expect((await k.readings(spot)).map((r) => r.values)).toEqual([{ battery: 61.5 }]);
    expect((await post('status', { margin: 7, externalPowerSource: true })).json().data.outcome).toBe(
      'ignored',
    );
    for (const event of ['ack', 'txack', 'log', 'location', 'integration']) {
      const res = await post(event, { level: 'INFO', code: 'UPLINK_CODEC' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.outcome).toBe('ignored');
    }
  });

  test('a disabled integration is refused (403, counted)', async () => {
    const off = await k.integration('Customer', 'chirpstack', 'Switched off');
    await k.call('Customer', 'PUT', `/api/lorawan-integration/${off.id}`, { enabled: false });
    await k.device(k.ids.Customer, '70B3D57ED0AB0006');
    const res = await k.post(CS, off.secret, chirpstackUp('70B3D57ED0AB0006', b64(1, 80)));
    expect(res.statusCode).toBe(403);
    expect((await k.counters('Customer', off.id)).refused).toBe(1);
  });

  test('a flood: 429 with retry-after once the integration’s bucket is dry, counted; others unaffected', async () => {
    const flood = await k.integration('Customer', 'ttn', 'Flooding');
    await k.device(k.ids.Customer, '70B3D57ED0AB0007');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        k.post(TTN, flood.secret, ttnUp('70B3D57ED0AB0007', b64(i % 2, 80), { f_cnt: i + 1 })),
      ),
    );
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited.length).toBeGreaterThanOrEqual(20);
    expect(limited[0]?.headers['retry-after']).toBe('1');
    expect((await k.counters('Customer', flood.id)).rateLimited).toBe(limited.length);
    const spot = await k.device(k.ids.Customer, '70B3D57ED0AB0008');
    expect((await k.post(TTN, ttn.secret, ttnUp('70B3D57ED0AB0008', b64(1, 80)))).json().data.outcome).toBe(
      'stored',
    );
    expect(await k.readings(spot)).toHaveLength(1);
  });
});
