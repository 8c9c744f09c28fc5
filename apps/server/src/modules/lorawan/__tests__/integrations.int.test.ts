import { lorawan, places } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_LORAWAN_SECRETS } from '../lorawan.seed.ts';
import { b64, chirpstackUp, type LoraKit, loraKit } from './kit.ts';

const URL = '/api/lorawan-integration';
let k: LoraKit;

beforeAll(async () => {
  k = await loraKit();
});
afterAll(() => k?.t.close());

describe('[LORA-INT] integrations: create, list, update, regenerate, delete', () => {
  let id: number;
  let secret: string;

  test('the demo customer has a ChirpStack and a TTS integration with the documented secrets', async () => {
    const res = await k.call('Customer', 'GET', `${URL}?sortBy=kind`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ kind: 'chirpstack', name: 'Demo ChirpStack', enabled: true, accepted: 0 }),
      expect.objectContaining({ kind: 'ttn', name: 'Demo The Things Stack', enabled: true }),
    ]);
    expect(JSON.stringify(res.json())).not.toMatch(/secret/i);
    const probe = await k.post('/api/integrations/ttn', DEMO_LORAWAN_SECRETS.ttn, { end_device_ids: {} });
    expect(probe.statusCode).toBe(418);
  });

  test('created with a secret shown once; the secret works; listed without it', async () => {
    const res = await k.call('Customer', 'POST', URL, { kind: 'chirpstack', name: '  Site A  ' });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      kind: 'chirpstack',
      name: 'Site A',
      companyId: k.ids.Customer,
      enabled: true,
    });
    expect(created.secret).toMatch(/^lw_[A-Za-z0-9_-]{43}$/);
    ({ id, secret } = created);
    await k.device(k.ids.Customer, '70B3D57ED0CC0001');
    expect(
      (
        await k.post(
          `${lorawan.INGEST_PATHS.chirpstack}?event=up`,
          secret,
          chirpstackUp('70B3D57ED0CC0001', b64(0, 50)),
        )
      ).statusCode,
    ).toBe(200);
    const listed = await k.call('Customer', 'GET', `${URL}?name=site`);
    expect(listed.json()).toMatchObject({ totalRecords: 1, data: [{ id, accepted: 1 }] });
    expect(listed.json().data[0].secret).toBeUndefined();
  });

  test('renamed and disabled; a new secret replaces the old one at once', async () => {
    const res = await k.call('Customer', 'PUT', `${URL}/${id}`, { name: 'Site B', enabled: false });
    expect(res.json().data).toMatchObject({ name: 'Site B', enabled: false });
    const regenerated = await k.call('Customer', 'POST', `${URL}/${id}/secret`);
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json().data.secret;
    expect(fresh).not.toBe(secret);
    await k.call('Customer', 'PUT', `${URL}/${id}`, { enabled: true });
    const up = (s: string) =>
      k.post(
        '/api/integrations/chirpstack?event=up',
        s,
        chirpstackUp('70B3D57ED0CC0001', b64(1, 50), { fCnt: 5 }),
      );
    expect((await up(secret)).statusCode).toBe(401);
    expect((await up(fresh)).statusCode).toBe(200);
    secret = fresh;
  });

  test('bad input: 418 naming the field', async () => {
    const bad = await k.call('Customer', 'POST', URL, { kind: 'loriot', name: '' });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad).sort()).toEqual(['kind: Choose ChirpStack or The Things Stack', 'name: Required']);
    const extra = await k.call('Customer', 'PUT', `${URL}/${id}`, { enabled: 'yes', secret: 'x' });
    expect(extra.statusCode).toBe(418);
    const admin = await k.call('admin', 'POST', URL, { kind: 'ttn', name: 'No company' });
    expect(k.fields(admin)).toEqual(['customerId: Choose the Company the Integration Belongs To']);
    const paging = await k.call('Customer', 'GET', `${URL}?limit=1&offset=1&sortBy=name`);
    expect(paging.json().data).toHaveLength(1);
    expect(paging.json().totalRecords).toBe(3);
  });

  test('another company’s integration: not listed, 404 on every call', async () => {
    const own = await k.integration('Building Owner', 'ttn', 'Owner’s');
    expect((await k.call('Customer', 'GET', URL)).json().data.map((i: { id: number }) => i.id)).not.toContain(
      own.id,
    );
    expect((await k.call('Customer', 'PUT', `${URL}/${own.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await k.call('Customer', 'POST', `${URL}/${own.id}/secret`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'DELETE', `${URL}/${own.id}`)).statusCode).toBe(404);
    expect((await k.call('Building Owner', 'GET', URL)).json().data).toContainEqual(
      expect.objectContaining({ id: own.id }),
    );
  });

  test('deleted: its secret is refused from then on', async () => {
    const res = await k.call('Customer', 'DELETE', `${URL}/${id}`);
    expect(res.statusCode).toBe(204);
    expect((await k.call('Customer', 'DELETE', `${URL}/${id}`)).statusCode).toBe(404);
    const up = chirpstackUp('70B3D57ED0CC0001', b64(1, 50), { fCnt: 9 });
    expect((await k.post('/api/integrations/chirpstack?event=up', secret, up)).statusCode).toBe(401);
  });
});

describe('[LORA-EUI] DevEUIs of LoRaWAN devices', () => {
  const DEV = '/api/lorawan-device';

  test('set in any EUI form (stored upper-case), listed, cleared', async () => {
    const id = await k.device(k.ids.Customer);
    const res = await k.call('Customer', 'PUT', `${DEV}/${id}`, { devEui: '70:b3:d5:7e:d0:dd:00:01' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ deviceId: id, devEui: '70B3D57ED0DD0001', hardwareId: 1701 });
    const listed = await k.call('Customer', 'GET', `${DEV}?name=70B3D57ED0DD`);
    expect(listed.json()).toMatchObject({ totalRecords: 1, data: [{ deviceId: id }] });
    const cleared = await k.call('Customer', 'PUT', `${DEV}/${id}`, { devEui: null });
    expect(cleared.json().data.devEui).toBeNull();
    expect((await k.call('Customer', 'GET', `${DEV}?name=70B3D57ED0DD`)).json().totalRecords).toBe(0);
  });

  test('bad or taken DevEUI, a device that is not LoRaWAN: 418; another company’s device: 404', async () => {
    const id = await k.device(k.ids.Customer, '70B3D57ED0DD0002');
    const other = await k.device(k.ids.Customer);
    const bad = await k.call('Customer', 'PUT', `${DEV}/${other}`, { devEui: '70B3D57ED0DD00' });
    expect(k.fields(bad)).toEqual([`devEui: ${places.INVALID_EUI}`]);
    const taken = await k.call('Customer', 'PUT', `${DEV}/${other}`, { devEui: '70b3d57ed0dd0002' });
    expect(k.fields(taken)).toEqual([`devEui: ${lorawan.DEV_EUI_TAKEN}`]);
    const same = await k.call('Customer', 'PUT', `${DEV}/${id}`, { devEui: '70B3D57ED0DD0002' });
    expect(same.statusCode).toBe(200);
    const wifi = await k.device(k.ids.Customer, undefined, 104);
    const notLora = await k.call('Customer', 'PUT', `${DEV}/${wifi}`, { devEui: '70B3D57ED0DD0003' });
    expect(k.fields(notLora)).toEqual([`id: ${lorawan.NOT_LORAWAN}`]);
    const foreign = await k.device(k.ids['Building Owner']);
    expect(
      (await k.call('Customer', 'PUT', `${DEV}/${foreign}`, { devEui: '70B3D57ED0DD0004' })).statusCode,
    ).toBe(404);
    const mine = (await k.call('Customer', 'GET', `${DEV}?limit=100`))
      .json()
      .data.map((d: { deviceId: number }) => d.deviceId);
    expect(mine).not.toContain(foreign);
    expect(mine).not.toContain(wifi);
  });
});
