import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { API, assetId, zoneId } from './kit.ts';

/** Asset types, groups, zones and assets: CRUD, isolation between companies, bad input. */

let k: DemoKit;
beforeAll(async () => {
  k = await demoKit();
});
afterAll(async () => {
  await k.t.close();
});

describe('asset types', () => {
  test('created, listed, renamed and deleted; a name twice is a 409; bad input a 418', async () => {
    const created = await k.call('Customer', 'POST', `${API}/type`, { name: 'Defibrillator' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect((await k.call('Customer', 'POST', `${API}/type`, { name: 'Defibrillator' })).statusCode).toBe(409);
    const bad = await k.call('Customer', 'POST', `${API}/type`, { name: ' ', extra: 1 });
    expect(bad.statusCode).toBe(418);
    expect(k.fields(bad).some((f) => f.startsWith('name'))).toBe(true);
    const list = await k.call('Customer', 'GET', `${API}/type?name=defib`);
    expect(list.json().data.map((t: { name: string }) => t.name)).toEqual(['Defibrillator']);
    const wheelchairs = (await k.call('Customer', 'GET', `${API}/type?name=Wheelchair`)).json().data[0];
    expect(wheelchairs.assets).toBe(2);
    const renamed = await k.call('Customer', 'PATCH', `${API}/type/${id}`, { name: 'AED' });
    expect(renamed.json().data.name).toBe('AED');
    expect((await k.call('Customer', 'DELETE', `${API}/type/${id}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `${API}/type/${id}`)).statusCode).toBe(404);
  });

  test('another company sees none of them, and an admin must name the company', async () => {
    const list = await k.call('Customer', 'GET', `${API}/type`);
    const id = list.json().data[0].id as number;
    expect((await k.call('FMC', 'GET', `${API}/type/${id}`)).statusCode).toBe(404);
    expect((await k.call('FMC', 'PATCH', `${API}/type/${id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await k.call('FMC', 'GET', `${API}/type`)).json().totalRecords).toBe(0);
    expect((await k.call('FMC', 'GET', `${API}/type?companyId=${k.ids.Customer}`)).statusCode).toBe(418);
    expect((await k.call('admin', 'GET', `${API}/type`)).statusCode).toBe(418);
    const asAdmin = await k.call('admin', 'GET', `${API}/type?companyId=${k.ids.Customer}`);
    expect(asAdmin.json().totalRecords).toBe(5);
  });
});

describe('zones', () => {
  test('drawn on a floor of the company only; a beacon in use is a 409', async () => {
    const lobby = (await k.call('Customer', 'GET', `${API}/zone/${await zoneId(k, 'Lobby')}`)).json().data;
    expect(lobby).toMatchObject({
      beacon: 101,
      structure: { name: 'Headquarters' },
      floor: { name: 'Ground' },
    });
    expect(lobby.assets).toBe(1);
    const body = { floorId: lobby.floor.id, name: 'Corridor', beacon: 150, gatewayEui: '0016c001ff10a299' };
    const created = await k.call('Customer', 'POST', `${API}/zone`, body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.gatewayEui).toBe('0016C001FF10A299');
    expect((await k.call('Customer', 'POST', `${API}/zone`, { ...body, gatewayEui: null })).statusCode).toBe(
      409,
    );
    expect((await k.call('FMC', 'POST', `${API}/zone`, { ...body, beacon: 151 })).statusCode).toBe(418);
    const bad = await k.call('Customer', 'POST', `${API}/zone`, {
      floorId: lobby.floor.id,
      name: 'Bad',
      beacon: 70000,
      polygon: [{ x: 2, y: 0 }],
    });
    expect(k.fields(bad)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^beacon/), expect.stringMatching(/^polygon/)]),
    );
    const onFloor = await k.call('Customer', 'GET', `${API}/zone?floorId=${lobby.floor.id}`);
    expect(onFloor.json().data.map((z: { name: string }) => z.name)).toContain('Corridor');
    expect((await k.call('FMC', 'DELETE', `${API}/zone/${created.json().data.id}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'DELETE', `${API}/zone/${created.json().data.id}`)).statusCode).toBe(
      204,
    );
  });
});

describe('assets', () => {
  test('the demo assets with tag, type, group and zone; filters by state and lock', async () => {
    const list = await k.call('Customer', 'GET', `${API}/asset?limit=100`);
    expect(list.statusCode).toBe(200);
    const names = list.json().data.map((a: { name: string }) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Wheelchair W-01', 'Container C-101', 'Generator G1']));
    const locked = await k.call('Customer', 'GET', `${API}/asset?locked=true`);
    expect(locked.json().data.map((a: { name: string }) => a.name)).toEqual(['Infusion pump P-11']);
    const outdoor = await k.call('Customer', 'GET', `${API}/asset?state=outdoor`);
    expect(outdoor.json().totalRecords).toBe(3);
    const w1 = (await k.call('Customer', 'GET', `${API}/asset/${await assetId(k, 'Wheelchair W-01')}`)).json()
      .data;
    expect(w1).toMatchObject({
      state: 'indoor',
      type: { name: 'Wheelchair' },
      group: { name: 'Clinic equipment' },
      device: { serial: 'AWT-0001', hardwareId: 1201 },
      position: { zone: { name: 'Lobby' } },
    });
    expect((await k.call('Customer', 'GET', `${API}/asset?zoneId=999999`)).statusCode).toBe(418);
  });

  test('created with a tag of the company only, one asset per tag; group changes are kept', async () => {
    const w1 = (await k.call('Customer', 'GET', `${API}/asset/${await assetId(k, 'Wheelchair W-01')}`)).json()
      .data;
    const taken = await k.call('Customer', 'POST', `${API}/asset`, { name: 'Copy', deviceId: w1.device.id });
    expect(taken.statusCode).toBe(409);
    const foreign = await k.call('FMC', 'POST', `${API}/asset`, { name: 'Theirs', deviceId: w1.device.id });
    expect(foreign.statusCode).toBe(418);
    expect(k.fields(foreign)).toEqual(['deviceId: Choose an asset tag of this company']);
    const groups = (await k.call('Customer', 'GET', `${API}/group`)).json().data as {
      id: number;
      name: string;
    }[];
    const logistics = groups.find((g) => g.name === 'Logistics')?.id;
    const created = await k.call('Customer', 'POST', `${API}/asset`, {
      name: 'Trolley T-1',
      groupId: logistics,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({
      state: 'unseen',
      group: { name: 'Logistics' },
      locked: null,
    });
    // Also a places asset.
    const inPlaces = await k.call('Customer', 'GET', `/api/company/${k.ids.Customer}/asset/${id}`);
    expect(inPlaces.json().data.name).toBe('Trolley T-1');
    await k.call('Customer', 'PATCH', `${API}/asset/${id}`, { groupId: null });
    const history = await k.call('Customer', 'GET', `${API}/group-history?assetId=${id}`);
    expect(history.json().data.map((h: { event: string }) => h.event)).toEqual(['left', 'joined']);
    expect((await k.call('FMC', 'GET', `${API}/asset/${id}`)).statusCode).toBe(404);
    expect((await k.call('FMC', 'POST', `${API}/asset/${id}/lock`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'DELETE', `${API}/asset/${id}`)).statusCode).toBe(204);
    expect(
      (
        await k.call(
          'Customer',
          'GET',
          `${API}/group-history?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z`,
        )
      ).statusCode,
    ).toBe(418);
  });

  test('dashboard, facilities and alarm settings', async () => {
    const dash = (await k.call('Customer', 'GET', `${API}/dashboard?days=3`)).json().data;
    expect(dash.assets).toBeGreaterThanOrEqual(13);
    expect(dash.locked).toBe(1);
    expect(dash.movements).toHaveLength(3);
    expect(dash.byState.find((s: { state: string }) => s.state === 'outdoor').count).toBe(3);
    const facilities = (await k.call('Customer', 'GET', `${API}/facility`)).json().data;
    expect(facilities.find((f: { name: string }) => f.name === 'Headquarters')).toMatchObject({
      floors: 3,
      zones: 5,
    });
    const settings = await k.call('Customer', 'PUT', `${API}/alarm-settings`, {
      lowBattery: 30,
      workFrom: '08:00',
    });
    expect(settings.json().data).toMatchObject({ lowBattery: 30, workFrom: '08:00', workTo: '19:00' });
    const bad = await k.call('Customer', 'PUT', `${API}/alarm-settings`, {
      workFrom: '20:00',
      lowBattery: 0,
    });
    expect(bad.statusCode).toBe(418);
    const wrongHours = await k.call('Customer', 'PUT', `${API}/alarm-settings`, { workFrom: '20:00' });
    expect(k.fields(wrongHours)).toEqual(['workTo: Must be after the start of working hours']);
    expect((await k.call('FMC', 'GET', `${API}/alarm-settings`)).json().data.lowBattery).toBe(20);
  });
});
