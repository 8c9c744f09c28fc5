import { describe, expect, test } from 'vitest';
import { INVALID_LATITUDE, INVALID_LONGITUDE } from '../validation/messages.ts';
import { customerIdSchema } from './common.ts';
import {
  createGateway,
  GATEWAY_ONLINE_WINDOW_MS,
  gatewayStatus,
  INVALID_EUI,
  isEui,
  normalizeEui,
} from './gateways.ts';
import { addLayoutDevice } from './layouts.ts';
import { createStructure } from './structures.ts';

const errors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('places contracts', () => {
  test("R133 customerId is a company id, ':me' or ':none'", () => {
    expect(customerIdSchema.parse('12')).toBe(12);
    expect(customerIdSchema.parse(':none')).toBe(':none');
    expect(customerIdSchema.parse(':me')).toBe(':me');
    expect(customerIdSchema.safeParse(':all').success).toBe(false);
    expect(customerIdSchema.safeParse('0').success).toBe(false);
  });

  test('a structure location needs latitude within ±90 and longitude within ±180', () => {
    const body = createStructure.schemas.body;
    const ok = body.parse({ type: 'building', name: 'HQ', location: { lat: '25.2', lng: 55.3 } });
    expect(ok).toMatchObject({ location: { lat: 25.2, lng: 55.3, address: '' }, parentId: null, floors: [] });
    expect(errors(body.safeParse({ type: 'building', name: 'HQ', location: { lat: 91, lng: 181 } }))).toEqual(
      [`location.lat: ${INVALID_LATITUDE}`, `location.lng: ${INVALID_LONGITUDE}`],
    );
  });

  test('A58 add-device carries the layout as id and the space separately; positions are fractions', () => {
    const body = addLayoutDevice.schemas.body;
    expect(body.parse({ id: 3, deviceId: 'SN-001', x: 0.5, y: 1 })).toEqual({
      id: 3,
      spaceId: null,
      deviceId: 'SN-001',
      x: 0.5,
      y: 1,
    });
    expect(errors(body.safeParse({ layoutId: 3, deviceId: 'SN 1', x: 1.5, y: -0.1 }))).toEqual(
      expect.arrayContaining(['id: Must be a number', 'x: Please Enter a Number Between 0 and 1']),
    );
    expect(body.safeParse({ id: 3, deviceId: 'a b', x: 0, y: 0 }).success).toBe(false);
  });

  test('a gateway EUI is 16 hex digits, stored upper-case without separators', () => {
    expect(isEui('0016c001ff10a235')).toBe(true);
    expect(isEui('00:16:C0:01:FF:10:A2:35')).toBe(true);
    expect(isEui('00-16-C0-01-FF-10-A2-35')).toBe(true);
    expect(isEui('00:16-C0:01:FF:10:A2:35')).toBe(false);
    expect(isEui('0016C001FF10A23')).toBe(false);
    expect(isEui('0016C001FF10A23G')).toBe(false);
    expect(normalizeEui('00:16:c0:01:ff:10:a2:35')).toBe('0016C001FF10A235');
    const body = createGateway.schemas.body;
    expect(body.parse({ eui: ' 0016c001ff10a235 ', name: 'Roof' }).eui).toBe('0016C001FF10A235');
    expect(errors(body.safeParse({ eui: 'xyz', name: 'Roof' }))).toEqual([`eui: ${INVALID_EUI}`]);
  });

  test('gateway status follows when it was last heard of', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(gatewayStatus(null, now)).toBe('never-seen');
    expect(gatewayStatus(new Date(now.getTime() - GATEWAY_ONLINE_WINDOW_MS), now)).toBe('online');
    expect(gatewayStatus(new Date(now.getTime() - GATEWAY_ONLINE_WINDOW_MS - 1).toISOString(), now)).toBe(
      'offline',
    );
  });
});
