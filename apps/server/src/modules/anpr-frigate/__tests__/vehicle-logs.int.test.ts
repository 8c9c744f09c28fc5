import type { anpr } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DevicesKit, devicesKit } from '../../devices/__tests__/kit.ts';
import { attachSnapshot, recordDecision } from '../vehicle-logs.store.ts';
import { createGate, createResidentVehicle, type TestGate } from './gate-fixture.ts';

/** Issue 20: the vehicle-log endpoints, with tenancy (another company's log is not found, its ids in filters 418). */

let k: DevicesKit;
let ours: TestGate;
let theirs: TestGate;
let residentId: number;
let theirResident: number;
const ids: Record<string, number> = {};
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

async function log(
  gate: TestGate,
  key: string,
  plate: string,
  seenAt: Date,
  decision: 'allowed' | 'denied',
  extra = {},
) {
  const id = await recordDecision(k.t.deps.database.db, {
    companyId: gate.companyId,
    boxDeviceId: gate.box.id,
    cameraDeviceId: gate.camera.id,
    cameraName: 'gate_cam',
    frigateId: key,
    plate,
    plateNorm: plate.replace(/\W/g, '').toUpperCase(),
    score: 0.9,
    direction: 'in',
    seenAt,
    decision,
    code: decision === 'allowed' ? 'access' : 'unknown-plate',
    reason: decision === 'allowed' ? 'allowed' : 'Unknown plate',
    ...extra,
  });
  if (!id) throw new Error('not logged');
  ids[key] = id;
}

beforeAll(async () => {
  k = await devicesKit();
  const { db } = k.t.deps.database;
  ours = await createGate(db, 'VL1');
  theirs = await createGate(db, 'VL2', 'Demo Building Owner');
  ({ residentId } = await createResidentVehicle(db, ours.companyId, 'Omar Haddad', 'DXB 4242'));
  ({ residentId: theirResident } = await createResidentVehicle(db, theirs.companyId, 'Other', 'XX 1'));
  await log(ours, 'a', 'DXB 4242', new Date('2026-11-20T08:00:00Z'), 'allowed', { residentId });
  await log(ours, 'b', 'K 100', new Date('2026-11-21T08:00:00Z'), 'denied');
  await log(ours, 'c', 'K 200', new Date('2026-11-22T08:00:00Z'), 'denied');
  await log(theirs, 'd', 'K 300', new Date('2026-11-22T09:00:00Z'), 'denied');
  await attachSnapshot(
    db,
    { boxId: ours.box.id, cameraName: 'gate_cam' },
    JPEG,
    new Date('2026-11-22T00:00:00Z'),
  );
  await attachSnapshot(
    db,
    { boxId: theirs.box.id, cameraName: 'gate_cam' },
    JPEG,
    new Date('2026-11-22T00:00:00Z'),
  );
});
afterAll(() => k.t.close());

const list = async (query: string, who: 'Customer' | 'Building Owner' = 'Customer') => {
  const res = await k.call(who, 'GET', `/api/anpr/vehicle-logs?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: anpr.VehicleLog[]; totalRecords: number };
};

describe('[ANPR] vehicle logs', () => {
  test('the history of a gate, newest first, with what each log names', async () => {
    const page = await list(`boxId=${ours.box.id}`);
    expect(page.totalRecords).toBe(3);
    expect(page.data.map((l) => l.plate)).toEqual(['K 200', 'K 100', 'DXB 4242']);
    expect(page.data[2]).toMatchObject({
      box: { id: ours.box.id, gateName: 'VL1 gate', serial: 'VL1-BOX' },
      camera: { id: ours.camera.id, serial: 'VL1-CAM' },
      resident: { id: residentId, name: 'Omar Haddad' },
      decision: 'allowed',
      hasSnapshot: false,
    });
    expect(page.data[0]?.hasSnapshot).toBe(true);
  });

  test('filters: plate (normalised, part of), decision, resident, period; sort and paging', async () => {
    const box = `boxId=${ours.box.id}`;
    expect((await list(`${box}&plate=dxb-42`)).data.map((l) => l.frigateId)).toEqual(['a']);
    expect((await list(`${box}&decision=denied`)).totalRecords).toBe(2);
    expect((await list(`${box}&residentId=${residentId}`)).data.map((l) => l.frigateId)).toEqual(['a']);
    expect((await list(`${box}&from=2026-11-21&to=2026-11-21`)).data.map((l) => l.frigateId)).toEqual(['b']);
    expect((await list(`${box}&from=2026-11-21T12:00:00Z`)).data.map((l) => l.frigateId)).toEqual(['c']);
    expect(
      (await list(`${box}&sortBy=seenAt&sortType=asc&limit=1&offset=1`)).data.map((l) => l.frigateId),
    ).toEqual(['b']);
    expect((await list(`${box}&name=VL1`)).totalRecords).toBe(3);
  });

  test("another company's logs are not seen; its gate or resident in a filter is a 418", async () => {
    const all = await list('customerId=:none&limit=100');
    expect(all.data.some((l) => l.box.id === theirs.box.id)).toBe(false);
    const res = await k.call(
      'Customer',
      'GET',
      `/api/anpr/vehicle-logs?boxId=${theirs.box.id}&residentId=${theirResident}`,
    );
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual(['boxId: Unknown gate', 'residentId: Unknown resident']);
    expect((await k.call('Customer', 'GET', `/api/anpr/vehicle-logs/${ids.d}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'GET', `/api/anpr/vehicle-logs/${ids.d}/snapshot`)).statusCode).toBe(
      404,
    );
    const theirList = await list(`boxId=${theirs.box.id}`, 'Building Owner');
    expect(theirList.data.map((l) => l.frigateId)).toEqual(['d']);
  });

  test('bad filters are 418 with the parameter', async () => {
    const res = await k.call(
      'Customer',
      'GET',
      '/api/anpr/vehicle-logs?decision=maybe&from=yesterday&sortBy=colour',
    );
    expect(res.statusCode).toBe(418);
    expect(k.fields(res).map((f) => f.split(':')[0])).toEqual(
      expect.arrayContaining(['decision', 'from', 'sortBy']),
    );
    const backwards = await k.call('Customer', 'GET', '/api/anpr/vehicle-logs?from=2026-11-22&to=2026-11-21');
    expect(k.fields(backwards)).toEqual(['to: Must be after from']);
  });

  test('one log; its snapshot as JPEG; 404 when it has none', async () => {
    const one = await k.call('Customer', 'GET', `/api/anpr/vehicle-logs/${ids.a}`);
    expect(one.json().data).toMatchObject({ id: ids.a, plate: 'DXB 4242' });
    const snapshot = await k.call('Customer', 'GET', `/api/anpr/vehicle-logs/${ids.c}/snapshot`);
    expect(snapshot.statusCode).toBe(200);
    expect(snapshot.headers['content-type']).toBe('image/jpeg');
    expect(snapshot.rawPayload.equals(JPEG)).toBe(true);
    const none = await k.call('Customer', 'GET', `/api/anpr/vehicle-logs/${ids.a}/snapshot`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ msg: 'Snapshot not found' });
  });

  test('the live list: the latest first, at most the limit', async () => {
    const res = await k.call('Customer', 'GET', `/api/anpr/vehicle-logs/live?boxId=${ours.box.id}&limit=2`);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as anpr.VehicleLog[]).map((l) => l.frigateId)).toEqual(['c', 'b']);
    const tooMany = await k.call('Customer', 'GET', '/api/anpr/vehicle-logs/live?limit=500');
    expect(tooMany.statusCode).toBe(418);
  });

  test('signed out: 401', async () => {
    expect((await k.t.app.inject({ method: 'GET', url: '/api/anpr/vehicle-logs' })).statusCode).toBe(401);
  });
});
