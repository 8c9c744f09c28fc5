import { places } from '@atrium/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { layouts } from '../places.schema.ts';
import { type PlacesKit, placesKit, type Who } from './kit.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);

let k: PlacesKit;
let hq: places.StructureDetail;
let tower: places.StructureDetail;

function multipart(file: Buffer, { field = 'file', filename = 'plan.png', type = 'image/png' } = {}) {
  const boundary = '----atrium-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (
  who: Who,
  floorId: number | undefined,
  file: Buffer,
  options?: Parameters<typeof multipart>[1],
) =>
  k.t.as(k.tokens[who], {
    method: 'PUT',
    url: `/api/layout/floor/${floorId}/image`,
    ...multipart(file, options),
  });

beforeAll(async () => {
  k = await placesKit();
  const detail = async (who: Who, company: number, name: string) => {
    const list = await k.call(
      who,
      'GET',
      `/api/company/${company}/structure?name=${encodeURIComponent(name)}`,
    );
    return (await k.call(who, 'GET', `/api/company/${company}/structure/${list.json().data[0].id}`)).json()
      .data;
  };
  hq = await detail('Customer', k.ids.Customer, 'Headquarters');
  tower = await detail('Building Owner', k.ids['Building Owner'], 'Marina Tower');
  // Cloud orbit's demo stations are placed on Headquarters' plans: these suites start its floors without one.
  const hqFloors = hq.floors.map((f: places.StructureDetail['floors'][number]) => f.id);
  await k.t.deps.database.db.delete(layouts).where(inArray(layouts.floorId, hqFloors));
});
afterAll(() => k.t.close());

const floor = (s: places.StructureDetail, level: number) => s.floors.find((f) => f.level === level);

describe('[LAYOUT] floor plan upload', () => {
  let layout: places.Layout;

  test('the first upload creates the floor’s layout; the plan is served back to its owner', async () => {
    const res = await upload('Customer', floor(hq, 0)?.id, PNG);
    expect(res.statusCode).toBe(200);
    layout = res.json().data;
    expect(layout).toMatchObject({
      floorId: floor(hq, 0)?.id,
      structureId: hq.id,
      companyId: k.ids.Customer,
      devices: [],
      image: { contentType: 'image/png', bytes: PNG.length, url: `/api/layout/${layout.id}/image` },
    });
    const image = await k.call('Customer', 'GET', layout.image?.url ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const again = await k.t.as(k.tokens.Customer, {
      method: 'GET',
      url: layout.image?.url ?? '',
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const floorNow = await k.call(
      'Customer',
      'GET',
      `/api/company/${k.ids.Customer}/structure/floor/${layout.floorId}`,
    );
    expect(floorNow.json().data.layoutId).toBe(layout.id);
  });

  test('a new upload replaces the plan of the same layout, whatever the declared type', async () => {
    const res = await upload('Customer', floor(hq, 0)?.id, JPEG, { filename: 'plan.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: layout.id,
      image: { contentType: 'image/jpeg', bytes: JPEG.length },
    });
    expect(res.json().data.image.etag).not.toBe(layout.image?.etag);
  });

  test.each([
    ['a text file named .png', Buffer.from('just text, not a picture'), {}, places.LAYOUT_IMAGE_NOT_IMAGE],
    [
      'an SVG (scripts)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      { type: 'image/svg+xml' },
      places.LAYOUT_IMAGE_NOT_IMAGE,
    ],
    ['an empty file', Buffer.alloc(0), {}, places.LAYOUT_IMAGE_NOT_IMAGE],
    ['the wrong field', PNG, { field: 'image' }, places.LAYOUT_IMAGE_MISSING],
    [
      'a plan over the size limit',
      Buffer.concat([PNG, Buffer.alloc(places.LAYOUT_IMAGE_MAX_BYTES)]),
      {},
      places.LAYOUT_IMAGE_TOO_LARGE,
    ],
  ])('%s is a 418 on file and nothing is stored', async (_, file, options, msg) => {
    const target = floor(hq, 1)?.id;
    const res = await upload('Customer', target, file, options);
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual([`file: ${msg}`]);
    const list = await k.call('Customer', 'GET', `/api/layout?floorId=${target}`);
    expect(list.json().totalRecords).toBe(0);
  });

  test('a JSON body instead of a file is a 418 on file', async () => {
    const res = await k.call('Customer', 'PUT', `/api/layout/floor/${floor(hq, 1)?.id}/image`, { file: 'x' });
    expect(res.statusCode).toBe(418);
    expect(k.fields(res)).toEqual([`file: ${places.LAYOUT_IMAGE_MISSING}`]);
  });

  test('another company’s floor is a 404; its layout and plan too', async () => {
    expect((await upload('Customer', floor(tower, 0)?.id, PNG)).statusCode).toBe(404);
    const theirs = (await upload('Building Owner', floor(tower, 0)?.id, PNG)).json().data;
    for (const url of [`/api/layout/${theirs.id}`, `/api/layout/${theirs.id}/image`]) {
      expect((await k.call('Customer', 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await k.call('Customer', 'DELETE', `/api/layout/${theirs.id}`)).statusCode).toBe(404);
    const list = await k.call('Customer', 'GET', '/api/layout?limit=100');
    expect(list.json().data.map((l: places.Layout) => l.companyId)).toEqual([k.ids.Customer]);
  });
});

describe('[LAYOUT] device markers (A58: layoutId sent as id, spaceId separately)', () => {
  let groundLayout: number;
  let firstLayout: number;

  beforeAll(async () => {
    groundLayout = (await upload('Customer', floor(hq, 0)?.id, PNG)).json().data.id;
    firstLayout = (await upload('Customer', floor(hq, 1)?.id, PNG)).json().data.id;
  });

  test('A58 a device is placed on a plan in a space of that floor', async () => {
    const lobby = floor(hq, 0)?.spaces.find((s) => s.name === 'Lobby');
    const res = await k.call('Customer', 'POST', '/api/layout/add-device', {
      id: groundLayout,
      spaceId: lobby?.id,
      deviceId: 'AQ5-0001',
      x: 0.25,
      y: 0.75,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.devices).toEqual([
      { deviceId: 'AQ5-0001', spaceId: lobby?.id, x: 0.25, y: 0.75, placedAt: expect.any(String) },
    ]);
  });

  test('placing it again moves it, also to another plan of the company (a device is in one place)', async () => {
    const same = await k.call('Customer', 'POST', '/api/layout/add-device', {
      id: groundLayout,
      deviceId: 'AQ5-0001',
      x: 0.5,
      y: 0.5,
    });
    expect(same.json().data.devices).toEqual([
      expect.objectContaining({ deviceId: 'AQ5-0001', spaceId: null, x: 0.5 }),
    ]);
    const moved = await k.call('Customer', 'POST', '/api/layout/add-device', {
      id: firstLayout,
      deviceId: 'AQ5-0001',
      x: 0.1,
      y: 0.9,
    });
    expect(moved.json().data.devices).toHaveLength(1);
    expect((await k.call('Customer', 'GET', `/api/layout/${groundLayout}`)).json().data.devices).toEqual([]);
  });

  test('bad markers are 418s naming the field, nothing stored', async () => {
    const otherFloorSpace = floor(hq, 2)?.spaces[0]?.id;
    const towerSpace = floor(tower, 0)?.spaces[0]?.id;
    for (const [body, field] of [
      [
        { id: groundLayout, spaceId: otherFloorSpace, deviceId: 'AQ5-0002', x: 0, y: 0 },
        'spaceId: Choose a Space on This Floor',
      ],
      [
        { id: groundLayout, spaceId: towerSpace, deviceId: 'AQ5-0002', x: 0, y: 0 },
        'spaceId: Choose a Space on This Floor',
      ],
      [{ id: groundLayout, deviceId: 'AQ5-0002', x: 1.2, y: 0 }, 'x: Please Enter a Number Between 0 and 1'],
      [
        { id: groundLayout, deviceId: 'has space', x: 0, y: 0 },
        'deviceId: Use Letters, Digits and . _ : - Only',
      ],
      // Issue 15 §7: the device must be one the caller sees, of the layout's company.
      [{ id: groundLayout, deviceId: 'AQ5-1001', x: 0, y: 0 }, 'deviceId: Choose a Device of This Company'],
      [{ id: groundLayout, deviceId: 'NO-SUCH-1', x: 0, y: 0 }, 'deviceId: Choose a Device of This Company'],
      [{ id: groundLayout, deviceId: 'plain', x: 0, y: 0 }, 'deviceId: Choose a Device of This Company'],
      [{ id: groundLayout, deviceId: '2147483647', x: 0, y: 0 }, 'deviceId: Choose a Device of This Company'],
    ] as const) {
      const res = await k.call('Customer', 'POST', '/api/layout/add-device', body);
      expect(res.statusCode, field).toBe(418);
      expect(k.fields(res)).toEqual([field]);
    }
    expect((await k.call('Customer', 'GET', `/api/layout/${groundLayout}`)).json().data.devices).toEqual([]);
  });

  test('delete-device takes the marker off; an unknown marker or another company’s layout is a 404', async () => {
    await k.call('Customer', 'POST', '/api/layout/add-device', {
      id: groundLayout,
      deviceId: 'AQ5-0003',
      x: 0.3,
      y: 0.3,
    });
    const res = await k.call('Customer', 'POST', '/api/layout/delete-device', {
      id: groundLayout,
      spaceId: null,
      deviceId: 'AQ5-0003',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.devices).toEqual([]);
    expect(
      (
        await k.call('Customer', 'POST', '/api/layout/delete-device', {
          id: groundLayout,
          deviceId: 'AQ5-0003',
        })
      ).statusCode,
    ).toBe(404);
    const theirs = (await k.call('Building Owner', 'GET', '/api/layout')).json().data[0];
    const add = await k.call('Customer', 'POST', '/api/layout/add-device', {
      id: theirs.id,
      deviceId: 'SN-9',
      x: 0,
      y: 0,
    });
    expect(add.statusCode).toBe(404);
    const remove = await k.call('Customer', 'POST', '/api/layout/delete-device', {
      id: theirs.id,
      deviceId: 'SN-9',
    });
    expect(remove.statusCode).toBe(404);
  });

  test('layouts are listed per structure or floor, paged', async () => {
    const res = await k.call('Customer', 'GET', `/api/layout?structureId=${hq.id}&limit=1&sortBy=id`);
    expect(res.json().totalRecords).toBe(2);
    expect(res.json().data.map((l: places.Layout) => l.id)).toEqual([groundLayout]);
    const byFloor = await k.call('Customer', 'GET', `/api/layout?floorId=${floor(hq, 1)?.id}`);
    expect(byFloor.json().data.map((l: places.Layout) => l.id)).toEqual([firstLayout]);
    expect((await k.call('Customer', 'GET', '/api/layout?sortBy=floorId')).statusCode).toBe(418);
  });

  test('deleting a layout removes its plan and markers', async () => {
    await k.call('Customer', 'POST', '/api/layout/add-device', {
      id: firstLayout,
      deviceId: 'AQ5-0004',
      x: 0.3,
      y: 0.3,
    });
    expect((await k.call('Customer', 'DELETE', `/api/layout/${firstLayout}`)).statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `/api/layout/${firstLayout}/image`)).statusCode).toBe(404);
    // The device is free to be placed again.
    const again = await k.call('Customer', 'POST', '/api/layout/add-device', {
      id: groundLayout,
      deviceId: 'AQ5-0004',
      x: 0.3,
      y: 0.3,
    });
    expect(again.json().data.devices.map((d: places.LayoutDevice) => d.deviceId)).toContain('AQ5-0004');
  });
});
