import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { emitLoraUplink } from '../../lorawan/uplink-events.ts';
import { ingestOf } from '../../telemetry/index.ts';
import { startAssetWatcher } from '../bridge.ts';
import { scanNotSeen } from '../watcher.ts';
import { API, assetId, postReading, zoneId } from './kit.ts';

/** Tags' readings place their assets and raise the asset watch alarms; lock and unlock (spec §4). */

let k: DemoKit;
let stop: () => void;
beforeAll(async () => {
  k = await demoKit();
  stop = startAssetWatcher(k.t.deps, { error: (...args: unknown[]) => console.error(...args) });
});
afterAll(async () => {
  stop();
  await ingestOf(k.t.deps).close();
  await k.t.close();
});

const asset = async (id: number) => (await k.call('Customer', 'GET', `${API}/asset/${id}`)).json().data;
const openAlarms = async (category: 'operational' | 'status', deviceId: number) =>
  (await k.call('Customer', 'GET', `${API}/alarms/${category}?kind=asset-watch&deviceId=${deviceId}`)).json()
    .data as { id: number; ruleId: string }[];

describe('positions from readings', () => {
  test('a reading with a beacon moves the asset to that zone; leaving its home zone raises an alarm, coming back clears it', async () => {
    const id = await assetId(k, 'Wheelchair W-01');
    const before = await asset(id);
    await postReading(k, 'AWT-0001', { beacon: 102, battery: 90, moved: 1 });
    await vi.waitFor(async () => expect((await asset(id)).position.zone.name).toBe('Reception'));
    const after = await asset(id);
    expect(after.battery).toBe(90);
    const track = (await k.call('Customer', 'GET', `${API}/asset/${id}/track`)).json().data;
    expect(track.at(-1).zone.name).toBe('Reception');
    const inReception = await k.call(
      'Customer',
      'GET',
      `${API}/asset?zoneId=${await zoneId(k, 'Reception')}`,
    );
    expect(inReception.json().data.map((a: { name: string }) => a.name)).toContain('Wheelchair W-01');
    await vi.waitFor(async () =>
      expect((await openAlarms('operational', before.device.id)).map((a) => a.ruleId)).toContain(
        'aw:indoor:left-zone',
      ),
    );
    await postReading(k, 'AWT-0001', { beacon: 101 });
    await vi.waitFor(async () => expect((await asset(id)).position.zone.name).toBe('Lobby'));
    await vi.waitFor(async () =>
      expect((await openAlarms('operational', before.device.id)).map((a) => a.ruleId)).not.toContain(
        'aw:indoor:left-zone',
      ),
    );
    const moves = await k.call('Customer', 'GET', `${API}/asset-history?assetId=${id}`);
    expect(
      moves
        .json()
        .data.slice(0, 2)
        .map((m: { zone: { name: string } }) => m.zone.name),
    ).toEqual(['Lobby', 'Reception']);
  });

  test('entering a forbidden zone raises its alarm; low battery too', async () => {
    const id = await assetId(k, 'Laptop cart L-1');
    const { device } = await asset(id);
    await postReading(k, 'AWT-0005', { beacon: 103, battery: 5 });
    await vi.waitFor(async () =>
      expect((await openAlarms('operational', device.id)).map((a) => a.ruleId)).toEqual(
        expect.arrayContaining(['aw:indoor:forbidden-zone', 'aw:indoor:low-battery']),
      ),
    );
  });

  test('a LoRaWAN uplink without a beacon places the tag by the best gateway bound to a zone', async () => {
    const id = await assetId(k, 'Forklift F-2');
    const { device } = await asset(id);
    emitLoraUplink(k.t.deps.database, {
      deviceId: device.id,
      companyId: k.ids.Customer,
      ts: new Date(),
      fPort: 1,
      values: { battery: 70 },
      gateways: [
        { eui: 'FFFFFFFFFFFFFFFF', rssi: -60, snr: 9 },
        { eui: '0016C001FF10A236', rssi: -80, snr: 5 },
      ],
      source: 'chirpstack',
    });
    await vi.waitFor(async () => expect((await asset(id)).position.zone.name).toBe('Bay 1'));
  });
});

describe('lock and unlock (spec §4)', () => {
  test('a locked asset that moves raises moved-while-locked until unlocked', async () => {
    const id = await assetId(k, 'Wheelchair W-02');
    const locked = await k.call('Customer', 'POST', `${API}/asset/${id}/lock`);
    expect(locked.statusCode).toBe(200);
    expect(locked.json().data.locked.by.name).not.toBe('');
    expect((await k.call('Customer', 'POST', `${API}/asset/${id}/lock`)).statusCode).toBe(409);
    const { device } = locked.json().data;
    // Still in its zone: no alarm.
    await postReading(k, 'AWT-0002', { beacon: 102 });
    await vi.waitFor(async () =>
      expect((await asset(id)).position.at).not.toBe(locked.json().data.position.at),
    );
    expect((await openAlarms('operational', device.id)).map((a) => a.ruleId)).not.toContain(
      'aw:indoor:moved-while-locked',
    );
    await postReading(k, 'AWT-0002', { beacon: 101 });
    await vi.waitFor(async () =>
      expect((await openAlarms('operational', device.id)).map((a) => a.ruleId)).toContain(
        'aw:indoor:moved-while-locked',
      ),
    );
    const alarm = (await openAlarms('operational', device.id)).find(
      (a) => a.ruleId === 'aw:indoor:moved-while-locked',
    );
    const ack = await k.call('Customer', 'POST', `${API}/alarms/operational/${alarm?.id}/acknowledge`, {});
    expect(ack.statusCode).toBe(200);
    const unlocked = await k.call('Customer', 'POST', `${API}/asset/${id}/unlock`);
    expect(unlocked.json().data.locked).toBeNull();
    expect((await openAlarms('operational', device.id)).map((a) => a.ruleId)).not.toContain(
      'aw:indoor:moved-while-locked',
    );
    expect((await k.call('Customer', 'POST', `${API}/asset/${id}/unlock`)).statusCode).toBe(409);
  });
});

describe('outdoors', () => {
  test('leaving its geofence raises the outdoor left-zone alarm (a status alarm)', async () => {
    const id = await assetId(k, 'Container C-103');
    const { device } = await asset(id);
    await postReading(k, 'AWG-0003', { latitude: 25.2049, longitude: 55.2709 });
    await vi.waitFor(async () => expect((await asset(id)).position.lat).toBeCloseTo(25.2049, 4));
    expect((await openAlarms('status', device.id)).map((a) => a.ruleId)).not.toContain(
      'aw:outdoor:left-zone',
    );
    await postReading(k, 'AWG-0003', { latitude: 25.25, longitude: 55.3 });
    await vi.waitFor(async () =>
      expect((await openAlarms('status', device.id)).map((a) => a.ruleId)).toContain('aw:outdoor:left-zone'),
    );
    expect((await asset(id)).state).toBe('outdoor');
  });

  test('a silent tag raises not-seen from the minute scan', async () => {
    const id = await assetId(k, 'Container C-101');
    const { device } = await asset(id);
    await scanNotSeen(k.t.deps.database, new Date(Date.now() + 3 * 3_600_000));
    expect((await openAlarms('status', device.id)).map((a) => a.ruleId)).toContain('aw:outdoor:not-seen');
  });
});
