import { describe, expect, test } from 'vitest';
import { decodeOsmand, parseTimestamp } from './decode.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const query = (url: string, body = '', contentType?: string) => decodeOsmand({ url, body, contentType }, NOW);
const json = (body: unknown) =>
  decodeOsmand({ url: '/', contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) }, NOW);

describe('OsmAnd query form (Traccar OsmAndProtocolDecoder)', () => {
  test('the legacy Android client: speed in knots stored as km/h, seconds timestamp, battery', () => {
    const decoded = query(
      '/?id=123456789012345&timestamp=1764065700&lat=52.520008&lon=13.404954&speed=5.4&bearing=90.0&altitude=34.0&accuracy=5.0&batt=87.0',
    );
    expect(decoded).toEqual({
      ok: true,
      form: 'query',
      serial: '123456789012345',
      fix: {
        ts: new Date(1764065700 * 1000),
        lat: 52.520008,
        lon: 13.404954,
        valid: true,
        speedKmh: 10,
        heading: 90,
        altitude: 34,
        accuracy: 5,
        battery: 87,
        ignition: null,
        odometerKm: null,
        attributes: {},
      },
    });
  });

  test('a form body is read when the URL has no parameters (the SDK client)', () => {
    const decoded = query(
      '/',
      'id=48241179&lat=52.520008&lon=13.404954&timestamp=1764065700&speed=5.4&bearing=90.0&batt=87&charge=false',
      'application/x-www-form-urlencoded',
    );
    expect(decoded.ok && decoded.serial).toBe('48241179');
    expect(decoded.ok && decoded.fix.attributes).toEqual({ charge: false });
    expect(decoded.ok && decoded.fix.speedKmh).toBe(10);
  });

  test('hardware tracker style: deviceid, milliseconds, ignition, alarm and other attributes', () => {
    const decoded = query(
      '/?deviceid=902064&lat=42.06288&lon=-88.23412&timestamp=1442068686579&hdop=6.0&altitude=224.0&speed=0.0&ignition=true&alarm=sos&fuel=24&odometer=15300',
    );
    if (!decoded.ok) throw new Error(decoded.msg);
    expect(decoded.serial).toBe('902064');
    expect(decoded.fix.ts).toEqual(new Date(1442068686579));
    expect(decoded.fix.ignition).toBe(true);
    expect(decoded.fix.odometerKm).toBe(15.3);
    expect(decoded.fix.attributes).toEqual({ hdop: 6, alarm: 'sos', fuel: 24 });
  });

  test('location=lat,lon; heading; valid=false; no timestamp is the time received', () => {
    const decoded = query('/?id=1&location=60.0,30.0&heading=45&valid=false');
    if (!decoded.ok) throw new Error(decoded.msg);
    expect([decoded.fix.lat, decoded.fix.lon, decoded.fix.heading, decoded.fix.valid]).toEqual([
      60,
      30,
      45,
      false,
    ]);
    expect(decoded.fix.ts).toEqual(NOW);
  });

  test('no coordinates: decoded without a position (Traccar would reuse the last one)', () => {
    const decoded = query('/?id=123456&timestamp=1377177267&cell=257,02,16,2224&wifi=00-14-22-01-23-45,-80');
    expect(decoded.ok && [decoded.fix.lat, decoded.fix.lon]).toEqual([null, null]);
  });

  test('a missing id, an unreadable number or time: bad requests', () => {
    expect(query('/?timestamp=1377177267&lat=60.0&lon=30.0')).toMatchObject({
      ok: false,
      msg: 'id: required',
    });
    expect(query('/')).toMatchObject({ ok: false });
    expect(query('/?id=1&lat=abc&lon=30')).toMatchObject({ ok: false, msg: 'lat: not a number' });
    expect(query('/?id=1&lat=1&lon=2&timestamp=2016-01-27T18:55:47')).toMatchObject({ ok: false });
    expect(query('/?id=1&lat=1&lon=2&timestamp=yesterday')).toMatchObject({ ok: false });
  });
});

describe('timestamps as Traccar reads them', () => {
  test('seconds below 2^31 - 1, else milliseconds', () => {
    expect(parseTimestamp('1377177267')).toEqual(new Date(1377177267000));
    expect(parseTimestamp('1442068686579')).toEqual(new Date(1442068686579));
  });
  test('ISO with its zone, fractions allowed; yyyy-MM-dd HH:mm:ss in the server zone (UTC)', () => {
    expect(parseTimestamp('2016-01-27T18:55:47Z')).toEqual(new Date('2016-01-27T18:55:47Z'));
    expect(parseTimestamp('2025-06-15T13:45:12.862Z')).toEqual(new Date('2025-06-15T13:45:12.862Z'));
    expect(parseTimestamp('2025-06-15T15:45:12+02:00')).toEqual(new Date('2025-06-15T13:45:12Z'));
    expect(parseTimestamp('2014-06-04 09:10:11')).toEqual(new Date('2014-06-04T09:10:11Z'));
    expect(() => parseTimestamp('1764065700.5')).toThrow();
  });
});

describe('OsmAnd JSON form (Traccar Client 9)', () => {
  const body = {
    location: {
      timestamp: '2026-11-25T10:15:00.000Z',
      coords: { latitude: 25.2048, longitude: 55.2708, accuracy: 5, speed: 2.5, heading: 90, altitude: 34 },
      is_moving: true,
      odometer: 1200,
      event: 'motionchange',
      battery: { level: 0.87, is_charging: true },
      activity: { type: 'in_vehicle' },
      extras: { fuel: 12, driver: 'A1', ignition: true },
      _: '&id=48241179&lat=25.2048&lon=55.2708&timestamp=2026-11-25T10:15:00.000Z&',
    },
    device_id: '48241179',
  };

  test('coords in m/s stored as km/h, battery level × 100, odometer in metres, extras as attributes', () => {
    expect(json(body)).toEqual({
      ok: true,
      form: 'json',
      serial: '48241179',
      fix: {
        ts: new Date('2026-11-25T10:15:00.000Z'),
        lat: 25.2048,
        lon: 55.2708,
        valid: true,
        speedKmh: 9,
        heading: 90,
        altitude: 34,
        accuracy: 5,
        battery: 87,
        ignition: true,
        odometerKm: 1.2,
        attributes: {
          event: 'motionchange',
          motion: true,
          activity: 'in_vehicle',
          charge: true,
          fuel: 12,
          driver: 'A1',
        },
      },
    });
  });

  test('negative speed, heading and battery level are unknowns, as Traccar ignores them', () => {
    const decoded = json({
      ...body,
      location: {
        ...body.location,
        coords: { ...body.location.coords, speed: -1, heading: -1 },
        battery: { level: -1, is_charging: false },
      },
    });
    if (!decoded.ok) throw new Error(decoded.msg);
    expect([decoded.fix.speedKmh, decoded.fix.heading, decoded.fix.battery]).toEqual([null, null, null]);
  });

  test('no coords: decoded without a position', () => {
    const { coords: _, ...location } = body.location;
    const decoded = json({ ...body, location });
    expect(decoded.ok && decoded.fix.lat).toBeNull();
  });

  test('not JSON, no device_id, no location or timestamp, text for a number: bad requests', () => {
    expect(decodeOsmand({ url: '/', contentType: 'application/json', body: '{' }, NOW)).toMatchObject({
      ok: false,
      form: 'json',
    });
    expect(json({ location: body.location })).toMatchObject({ ok: false, msg: 'device_id: required' });
    expect(json({ device_id: '1' })).toMatchObject({ ok: false, msg: 'location: required' });
    expect(json({ device_id: '1', location: { coords: body.location.coords } })).toMatchObject({ ok: false });
    expect(
      json({ device_id: '1', location: { ...body.location, coords: { latitude: '25', longitude: 55 } } }),
    ).toMatchObject({ ok: false, msg: 'latitude: not a number' });
  });

  test("without the JSON Content-Type the body is a query string: the client's `_` template still reads", () => {
    // Traccar Client 9 puts `&id=…&lat=…&lon=…&timestamp=…&` in `_` for servers older than the JSON form.
    const decoded = decodeOsmand({ url: '/', contentType: 'text/plain', body: JSON.stringify(body) }, NOW);
    expect(decoded).toMatchObject({
      ok: true,
      form: 'query',
      serial: '48241179',
      fix: { lat: 25.2048, lon: 55.2708 },
    });
    expect(
      decodeOsmand({ url: '/', contentType: 'text/plain', body: '{"device_id":"1"}' }, NOW),
    ).toMatchObject({ ok: false, form: 'query' });
  });
});
