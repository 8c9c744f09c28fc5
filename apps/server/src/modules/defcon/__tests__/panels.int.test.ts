import type { defcon } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { companies } from '../../companies/companies.schema.ts';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { devices } from '../../devices/devices.schema.ts';
import { structures } from '../../places/places.schema.ts';
import { defconPanels } from '../panels.schema.ts';
import { DEFCON_DEMO_PANELS } from '../panels.seed.ts';

/**
 * Defcon panels and devices under panels (issue 18): lists, details, groups, commands, owner change, SIA
 * registration and zones, with isolation: a customer sees its own panels, a security company the panels it
 * monitors, anyone else a 404.
 */

let k: DevicesKit;
const ids: Record<string, number> = {};

beforeAll(async () => {
  k = await devicesKit();
  for (const serial of ['IP8-0001', 'IP8-0002', 'IP8-0003', 'MD2-0001', 'DC1-0003', 'MD2-0005', 'AQ5-0001']) {
    ids[serial] = await k.deviceId(serial);
  }
});
afterAll(async () => {
  await k.t.close();
});

type Page<T> = { data: T[]; totalRecords: number };
const list = async (who: Parameters<DevicesKit['call']>[0], query = '') => {
  const res = await k.call(who, 'GET', `/api/defcon/panel${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<defcon.PanelListItem>;
};
const serials = (page: Page<{ serial: string }>) => page.data.map((p) => p.serial).sort();

describe('[DEFCON][PANELS] who sees which panel', () => {
  test('a customer lists its own panels only, with account, state, link and zones counted', async () => {
    const page = await list('Customer');
    expect(serials(page)).toEqual(['IP8-0001', 'IP8-0002']);
    const hq = page.data.find((p) => p.serial === 'IP8-0001');
    expect(hq).toMatchObject({
      accountNumber: '1001',
      armState: 'disarmed',
      link: 'never',
      zoneCount: 5,
      supervisionSeconds: 300,
      securityCompany: { name: 'Demo Security Company' },
      company: { name: 'Demo Customer' },
      structure: { name: 'Headquarters' },
      openAlarms: 0,
    });
  });

  test('a security company sees the panels it monitors (accepted), not the one it only asked for', async () => {
    expect(serials(await list('Security Company'))).toEqual(['IP8-0001', 'IP8-0002']);
    const res = await k.call('Security Company', 'GET', `/api/defcon/panel/${ids['IP8-0003']}`);
    expect(res.statusCode).toBe(404);
  });

  test("the building owner sees its panel; another company's panel is a 404 to it and to the police", async () => {
    expect(serials(await list('Building Owner'))).toEqual(['IP8-0003']);
    for (const who of ['Building Owner', 'HQ Police Station', 'FMC'] as const) {
      const res = await k.call(who, 'GET', `/api/defcon/panel/${ids['IP8-0001']}`);
      expect(res.statusCode, who).toBe(404);
    }
    expect((await list('HQ Police Station')).totalRecords).toBe(0);
    // Naming a company it does not see is a 404, not an empty list.
    for (const url of [
      `/api/defcon/panel?customerId=${k.ids['Building Owner']}`,
      `/api/defcon/group?customerId=${k.ids['Building Owner']}`,
    ]) {
      expect((await k.call('Customer', 'GET', url)).statusCode, url).toBe(404);
    }
    expect(
      (
        await k.call('Customer', 'GET', '/api/defcon/panel', undefined, {
          'on-behalf-of': String(k.ids.School),
        })
      ).statusCode,
    ).toBe(404);
    const [tower] = await k.t.deps.database.db
      .select({ id: structures.id })
      .from(structures)
      .where(eq(structures.name, 'Marina Tower'));
    const foreignPlace = await k.call('Customer', 'GET', `/api/defcon/panel?structureId=${tower?.id}`);
    expect(k.fields(foreignPlace)).toEqual(['structureId: Choose One of Your Structures']);
    expect(serials(await list('Building Owner', `?structureId=${tower?.id}`))).toEqual(['IP8-0003']);
  });

  test('a system admin sees every panel; customerId narrows to one customer', async () => {
    expect(serials(await list('admin'))).toEqual(['IP8-0001', 'IP8-0002', 'IP8-0003']);
    expect(serials(await list('admin', `?customerId=${k.ids['Building Owner']}`))).toEqual(['IP8-0003']);
  });

  test('search matches the account number; bad filters are 418 on their field', async () => {
    expect(serials(await list('Customer', '?name=1002'))).toEqual(['IP8-0002']);
    expect(serials(await list('Customer', '?armState=armed'))).toEqual([]);
    expect(serials(await list('Customer', '?link=never&sortBy=accountNumber&sortType=desc'))).toEqual([
      'IP8-0001',
      'IP8-0002',
    ]);
    const bad = await k.call('Customer', 'GET', '/api/defcon/panel?armState=maybe&sortBy=key');
    expect(bad.statusCode).toBe(418);
    expect(
      k
        .fields(bad)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['armState', 'sortBy']);
  });
});

describe('[DEFCON][PANELS] details', () => {
  test('zones with their devices, the SIA account and whether a key is set; the key itself never', async () => {
    const res = await k.call('Security Company', 'GET', `/api/defcon/panel/${ids['IP8-0001']}`);
    expect(res.statusCode, res.body).toBe(200);
    const panel = res.json().data as defcon.PanelDetails;
    const demo = DEFCON_DEMO_PANELS[0];
    expect(panel.zones.map((z) => [z.zone, z.name, z.device?.serial, z.device?.type])).toEqual(
      demo?.zones.map((z) => [
        z.zone,
        z.name,
        z.serial,
        { 502: 'motion-detector', 503: 'door-contact', 504: 'siren' }[z.hardwareId],
      ]),
    );
    expect(panel.hasKey).toBe(true);
    expect(res.body).not.toContain(demo?.key ?? '?');
    expect(panel.log).toEqual({
      rejected: {},
      rejectedTotal: 0,
      lastRejectedAt: null,
      lastRejectedReason: null,
      accepted: 0,
    });
  });

  test('a device that is not a panel is a 404 on the panel calls', async () => {
    const res = await k.call('Customer', 'GET', `/api/defcon/panel/${ids['MD2-0001']}`);
    expect(res.statusCode).toBe(404);
  });

  test('panel groups: per customer, by structure, with counts', async () => {
    const res = await k.call('admin', 'GET', '/api/defcon/group');
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json() as Page<defcon.PanelGroup>;
    expect(groups.data.map((g) => [g.customer.name, g.panels, g.disarmed])).toEqual([
      ['Demo Building Owner', 1, 1],
      ['Demo Customer', 2, 2],
    ]);
    const customer = groups.data.find((g) => g.customer.name === 'Demo Customer');
    expect(customer?.structures.map((s) => s.structure?.name).sort()).toEqual([
      'Headquarters',
      'Jebel Ali warehouse',
    ]);
    const own = (
      await k.call('Building Owner', 'GET', '/api/defcon/group')
    ).json() as Page<defcon.PanelGroup>;
    expect(own.data.map((g) => g.customer.name)).toEqual(['Demo Building Owner']);
  });
});

describe('[DEFCON][PANELS] commands through the device command channel', () => {
  test('activate, deactivate, panic and wifi-join answer 202 with the stored command; the wifi password is masked', async () => {
    const id = ids['IP8-0001'];
    const arm = await k.call('Security Company', 'POST', `/api/defcon/panel/${id}/activate`, {
      mode: 'stay',
    });
    expect(arm.statusCode, arm.body).toBe(202);
    expect(arm.json().data).toMatchObject({
      command: 'arm',
      params: { mode: 'stay' },
      user: { id: expect.any(Number) },
    });
    expect(['queued', 'sent']).toContain(arm.json().data.state);
    for (const [path, command] of [
      ['deactivate', 'disarm'],
      ['panic', 'panic'],
      ['wifi-scan', 'wifi-scan'],
    ] as const) {
      const res = await k.call('Customer', 'POST', `/api/defcon/panel/${id}/${path}`);
      expect(res.statusCode, path).toBe(202);
      expect(res.json().data.command).toBe(command);
    }
    const join = await k.call('Customer', 'POST', `/api/defcon/panel/${id}/wifi-join`, {
      ssid: 'Office',
      password: 'secret-pass-1',
    });
    expect(join.statusCode, join.body).toBe(202);
    expect(join.json().data.params).toEqual({ ssid: 'Office', password: '••••' });
    const details = (await k.call('Customer', 'GET', `/api/defcon/panel/${id}`)).json()
      .data as defcon.PanelDetails;
    expect(details.lastCommands.map((c) => c.command)).toEqual([
      'wifi-join',
      'wifi-scan',
      'panic',
      'disarm',
      'arm',
    ]);
    // The state changes when the panel reports its closing over SIA, not with the command.
    expect(details.armState).toBe('disarmed');
  });

  test('bad command bodies are 418 on their fields; another company cannot command the panel', async () => {
    const id = ids['IP8-0002'];
    const noZone = await k.call('Customer', 'POST', `/api/defcon/panel/${id}/command`, {
      command: 'bypass-zone',
    });
    expect(noZone.statusCode).toBe(418);
    expect(k.fields(noZone)).toEqual(['zone: Required']);
    const unknown = await k.call('Customer', 'POST', `/api/defcon/panel/${id}/command`, {
      command: 'explode',
    });
    expect(unknown.statusCode).toBe(418);
    const net = await k.call('Customer', 'POST', `/api/defcon/panel/${id}/network-switch`, {
      network: 'pigeon',
    });
    expect(net.statusCode).toBe(418);
    const ok = await k.call('Customer', 'POST', `/api/defcon/panel/${id}/command`, {
      command: 'bypass-zone',
      zone: 2,
    });
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json().data.params).toEqual({ zone: 2 });
    const other = await k.call('Building Owner', 'POST', `/api/defcon/panel/${id}/activate`, {});
    expect(other.statusCode).toBe(404);
  });

  test('a blocked panel refuses commands with 409', async () => {
    const { db } = k.t.deps.database;
    await db
      .update(devices)
      .set({ state: 'blocked' })
      .where(eq(devices.id, ids['IP8-0003'] ?? 0));
    const res = await k.call('Building Owner', 'POST', `/api/defcon/panel/${ids['IP8-0003']}/activate`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DEVICE_BLOCKED');
    await db
      .update(devices)
      .set({ state: 'active' })
      .where(eq(devices.id, ids['IP8-0003'] ?? 0));
  });
});

describe('[DEFCON][PANELS] SIA registration and zones', () => {
  test('an account number is unique (418), the key is kept write-only and can be removed', async () => {
    const id = ids['IP8-0002'];
    const taken = await k.call('Customer', 'PUT', `/api/defcon/panel/${id}/sia`, { accountNumber: '1001' });
    expect(taken.statusCode).toBe(418);
    expect(k.fields(taken)).toEqual(['accountNumber: This Account Number Is Taken']);
    const badKey = await k.call('Customer', 'PUT', `/api/defcon/panel/${id}/sia`, {
      accountNumber: 'abc1',
      key: 'short',
      supervisionSeconds: 5,
    });
    expect(
      k
        .fields(badKey)
        .map((f) => f.split(':')[0])
        .sort(),
    ).toEqual(['key', 'supervisionSeconds']);
    const ok = await k.call('Customer', 'PUT', `/api/defcon/panel/${id}/sia`, {
      accountNumber: 'abc1',
      key: null,
      supervisionSeconds: 120,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ accountNumber: 'ABC1', hasKey: false, supervisionSeconds: 120 });
    const [row] = await k.t.deps.database.db
      .select()
      .from(defconPanels)
      .where(eq(defconPanels.deviceId, id ?? 0));
    expect(row?.siaKey).toBeNull();
  });

  test("a zone takes one of the owner's detectors; another company's device is a 418, one on another zone a 409", async () => {
    const id = ids['IP8-0002'];
    const foreign = await k.call('Customer', 'PUT', `/api/defcon/panel/${id}/zone/5`, {
      name: 'Office',
      deviceId: ids['MD2-0005'],
    });
    expect(foreign.statusCode).toBe(418);
    const sensor = await k.call('Customer', 'PUT', `/api/defcon/panel/${id}/zone/5`, {
      name: 'Office',
      deviceId: ids['AQ5-0001'],
    });
    expect(sensor.statusCode).toBe(418);
    const taken = await k.call('Customer', 'PUT', `/api/defcon/panel/${id}/zone/5`, {
      name: 'Office',
      deviceId: ids['MD2-0001'],
    });
    expect(taken.statusCode).toBe(409);
    const empty = await k.call('Customer', 'PUT', `/api/defcon/panel/${id}/zone/5`, {
      name: 'Office',
      deviceId: null,
    });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json().data.zones.map((z: defcon.PanelZone) => z.zone)).toEqual([1, 2, 3, 5, 9]);
    const zero = await k.call('Customer', 'PUT', `/api/defcon/panel/${id}/zone/0`, {
      name: 'x',
      deviceId: null,
    });
    expect(zero.statusCode).toBe(418);
  });
});

describe('[DEFCON][DEVICES] devices under panels', () => {
  test("a panel's devices by zone; details of one; a device of another panel is a 404", async () => {
    const res = await k.call('Security Company', 'GET', `/api/defcon/panel/${ids['IP8-0001']}/device`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page<defcon.PanelDeviceItem>;
    expect(page.data.map((d) => [d.zone, d.serial])).toEqual([
      [1, 'DC1-0001'],
      [2, 'MD2-0001'],
      [3, 'MD2-0002'],
      [4, 'DC1-0002'],
      [9, 'SR1-0001'],
    ]);
    const sirens = await k.call('Customer', 'GET', `/api/defcon/panel/${ids['IP8-0001']}/device?type=siren`);
    expect((sirens.json() as Page<defcon.PanelDeviceItem>).data.map((d) => d.serial)).toEqual(['SR1-0001']);

    const one = await k.call(
      'Security Company',
      'GET',
      `/api/defcon/panel/${ids['IP8-0001']}/details/${ids['MD2-0001']}`,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      serial: 'MD2-0001',
      zone: 2,
      zoneName: 'Reception motion',
      panel: { id: ids['IP8-0001'], serial: 'IP8-0001', armState: 'disarmed' },
      company: { name: 'Demo Customer' },
      events: [],
    });
    const elsewhere = await k.call(
      'Customer',
      'GET',
      `/api/defcon/panel/${ids['IP8-0001']}/details/${ids['DC1-0003']}`,
    );
    expect(elsewhere.statusCode).toBe(404);
    const foreign = await k.call('Building Owner', 'GET', `/api/defcon/panel/${ids['IP8-0001']}/device`);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('[DEFCON][REFERENCE] package models and hardware', () => {
  test("Defcon's hardware and package models", async () => {
    const hw = await k.call('Customer', 'GET', '/api/defcon/hardware');
    expect(hw.statusCode, hw.body).toBe(200);
    expect(hw.json().data.map((h: { id: number }) => h.id)).toEqual([501, 502, 503, 504]);
    const sirens = await k.call('Customer', 'GET', '/api/defcon/hardware?type=siren');
    expect(sirens.json().data.map((h: { id: number }) => h.id)).toEqual([504]);
    const models = await k.call('Customer', 'GET', '/api/defcon/package-model');
    expect(models.statusCode, models.body).toBe(200);
    const names = models.json().data.map((m: { name: string; app: string }) => [m.app, m.name]);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every(([app]: [string]) => app === 'defcon')).toBe(true);
  });
});

describe('[DEFCON][PANELS] ownership change', () => {
  test("a panel and its zones' devices go to another customer the caller sees; monitoring ends", async () => {
    const id = ids['IP8-0002'];
    const refused = await k.call('Customer', 'PATCH', `/api/defcon/panel/${id}/owner`, {
      customerId: k.ids['Building Owner'],
    });
    expect(refused.statusCode).toBe(418);
    expect(k.fields(refused)).toEqual(['customerId: Choose One of Your Customers']);

    const [target] = await k.t.deps.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Demo Operator'));
    const res = await k.call('Customer', 'PATCH', `/api/defcon/panel/${id}/owner`, {
      customerId: target?.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      company: { name: 'Demo Operator' },
      securityCompany: null,
      structure: null,
    });
    const [moved] = await k.t.deps.database.db
      .select({ companyId: devices.companyId })
      .from(devices)
      .where(eq(devices.id, ids['DC1-0003'] ?? 0));
    expect(moved?.companyId).toBe(target?.id);
    expect(serials(await list('Security Company'))).toEqual(['IP8-0001']);
  });
});
