import type { alarms as alarmContract, sparking } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startRodentWatcher } from '../../rodent/index.ts';
import { followSpotSensors } from '../../sparking/sensor-bridge.ts';
import { b64, chirpstackUp, type LoraKit, loraKit, ttnUp } from './kit.ts';

/**
 * The apps fed by real network servers: a ChirpStack and a TTS uplink each change a parking spot's state seen
 * through the smart parking API; a trap's uplink raises cloud orbit's operational alarm.
 */

const SPARKING = '/api/sparking/api';
const SQUARE = [
  { lat: 25.1, lng: 55.2 },
  { lat: 25.1, lng: 55.201 },
  { lat: 25.101, lng: 55.201 },
  { lat: 25.101, lng: 55.2 },
];

let k: LoraKit;
let chirpstack: { id: number; secret: string };
let ttn: { id: number; secret: string };
const stops: (() => void)[] = [];

beforeAll(async () => {
  k = await loraKit({ TELEMETRY_FLUSH_MS: '20' });
  stops.push(followSpotSensors(k.t.deps, k.t.app.log), startRodentWatcher(k.t.deps, k.t.app.log));
  chirpstack = await k.integration('Customer', 'chirpstack');
  ttn = await k.integration('Customer', 'ttn');
}, 120_000);
afterAll(async () => {
  for (const stop of stops) stop();
  await k?.t.close();
});

describe('[LORA-APPS] uplinks drive the apps', () => {
  test('a ChirpStack uplink makes a spot occupied, a TTS uplink frees it', async () => {
    const sensor = await k.device(k.ids.Customer, '70B3D57ED0EE0001', 1701);
    const created = await k.call('Customer', 'POST', `${SPARKING}/locations`, {
      name: 'LoRa car park',
      outline: SQUARE,
      spots: [{ code: 'L-01', lat: 25.1005, lng: 55.2005, deviceId: sensor }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const spot = (created.json().data as sparking.LocationDetails).spots[0] as sparking.Spot;
    const state = async () =>
      ((await k.call('Customer', 'GET', `${SPARKING}/spots/${spot.id}`)).json().data as sparking.Spot).state;

    const occupied = await k.post(
      '/api/integrations/chirpstack?event=up',
      chirpstack.secret,
      chirpstackUp('70b3d57ed0ee0001', b64(1, 90), {
        fCnt: 3,
        time: new Date(Date.now() + 1000).toISOString(),
      }),
    );
    expect(occupied.json()).toEqual({ data: { outcome: 'stored' } });
    expect(await state()).toBe('occupied');

    const free = await k.post(
      '/api/integrations/ttn',
      ttn.secret,
      ttnUp('70B3D57ED0EE0001', b64(0, 90), {
        f_cnt: 4,
        received_at: new Date(Date.now() + 2000).toISOString(),
      }),
    );
    expect(free.json()).toEqual({ data: { outcome: 'stored' } });
    expect(await state()).toBe('free');
  });

  test('a trap’s uplink raises the cloud orbit operational alarm', async () => {
    const trap = await k.device(k.ids.Customer, '70B3D57ED0EE0002', 1602);
    const res = await k.post(
      '/api/integrations/chirpstack?event=up',
      chirpstack.secret,
      chirpstackUp('70B3D57ED0EE0002', b64(0b001, 80)),
    );
    expect(res.json()).toEqual({ data: { outcome: 'stored' } });
    const list = await k.call('Customer', 'GET', '/api/rodent/alarms/operational?limit=100');
    expect(list.statusCode).toBe(200);
    const raised = (list.json().data as alarmContract.Alarm[]).filter((a) => a.device.id === trap);
    expect(raised).toEqual([expect.objectContaining({ key: 'trap-triggered' })]);
  });
});
