import { describe, expect, test } from 'vitest';
import { INVALID_EUI } from '../places/gateways.ts';
import {
  INVALID_BASE64,
  parseChirpstackEvent,
  parseChirpstackUplink,
  parseTime,
  parseTtnUplink,
} from './uplinks.ts';

/** protocols.md §3.1, verbatim. */
export const CHIRPSTACK_EXAMPLE = {
  deduplicationId: '5f0e6a52-9c1b-4c57-a0a3-6a3f3e1c2b10',
  time: '2026-11-25T10:15:00.123456789+00:00',
  deviceInfo: {
    tenantId: '0b6f0f8e-2a41-4b8c-9a55-1d2b3c4d5e6f',
    tenantName: 'Acme Facilities',
    applicationId: '7a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
    applicationName: 'Building sensors',
    deviceProfileId: '1e2d3c4b-5a69-4788-96a5-b4c3d2e1f0a9',
    deviceProfileName: 'Door contact v2',
    deviceName: 'door-lobby-1',
    devEui: '70b3d57ed0051234',
    deviceClassEnabled: 'CLASS_A',
    tags: { site: 'hq', floor: '0' },
  },
  devAddr: '260b1a2c',
  adr: true,
  dr: 5,
  fCnt: 42,
  fPort: 10,
  confirmed: false,
  data: 'AQ4g',
  object: { open: true, batteryV: 3.6 },
  rxInfo: [
    {
      gatewayId: '0016c001f153a14c',
      uplinkId: 17394,
      nsTime: '2026-11-25T10:15:00.101+00:00',
      rssi: -57,
      snr: 9.5,
      channel: 2,
      rfChain: 0,
      location: { latitude: 52.52, longitude: 13.405, altitude: 40 },
      context: 'AAAAAA==',
      metadata: { region_config_id: 'eu868', region_common_name: 'EU868' },
      crcStatus: 'CRC_OK',
    },
  ],
  txInfo: {
    frequency: 868100000,
    modulation: { lora: { bandwidth: 125000, spreadingFactor: 7, codeRate: 'CR_4_5' } },
  },
  regionConfigId: 'eu868',
};

/** The shape of The Things Stack's data-formats page (protocols.md §3.2): snake_case, zero values omitted. */
export const TTN_EXAMPLE = {
  end_device_ids: {
    device_id: 'dev1',
    application_ids: { application_id: 'app1' },
    dev_eui: '0004A30B001C0530',
    join_eui: '800000000000000C',
    dev_addr: '00BCB929',
  },
  correlation_ids: ['as:up:01E0WVB5GPQTT6GB7NZ2NGE8V6', 'rpc:/ttn.lorawan.v3.AppAs/SimulateUplink:1f8a3f48'],
  received_at: '2026-11-25T10:15:01.201245Z',
  uplink_message: {
    session_key_id: 'AXBSH1Pk6Z0G166...',
    f_port: 1,
    f_cnt: 7,
    frm_payload: 'AVc=',
    decoded_payload: { occupancy: 1, battery: 87 },
    rx_metadata: [
      {
        gateway_ids: { gateway_id: 'gtw1', eui: '9C5C8EFFFE0B2D07' },
        time: '2026-11-25T10:15:01.108Z',
        timestamp: 2040934975,
        rssi: -35,
        channel_rssi: -35,
        snr: 5.2,
        uplink_token: 'ChIKEAoOZ3R3MQ==',
        channel_index: 2,
      },
      { gateway_ids: { gateway_id: 'gtw2', eui: '9C5C8EFFFE0B2D08' }, rssi: -90, snr: -3.5 },
      { gateway_ids: { gateway_id: 'packetbroker' }, rssi: -20 },
    ],
    settings: { data_rate: { lora: { bandwidth: 125000, spreading_factor: 7 } }, frequency: '868100000' },
    received_at: '2026-11-25T10:15:01.104211Z',
    consumed_airtime: '0.056576s',
  },
};

describe('ChirpStack v4 up event', () => {
  test('the documented example: DevEUI, counters, payload bytes, decoded object, gateways', () => {
    const parsed = parseChirpstackUplink(CHIRPSTACK_EXAMPLE);
    expect(parsed).toEqual({
      ok: true,
      value: {
        devEui: '70B3D57ED0051234',
        fPort: 10,
        fCnt: 42,
        payload: Uint8Array.of(0x01, 0x0e, 0x20),
        decoded: { open: true, batteryV: 3.6 },
        dedupId: '5f0e6a52-9c1b-4c57-a0a3-6a3f3e1c2b10',
        time: new Date('2026-11-25T10:15:00.123Z'),
        gateways: [{ eui: '0016C001F153A14C', rssi: -57, snr: 9.5 }],
      },
    });
  });

  test('missing and null optional fields alike; no rxInfo, no object', () => {
    const { object, rxInfo, time, ...rest } = CHIRPSTACK_EXAMPLE;
    const parsed = parseChirpstackUplink({ ...rest, object: null, data: null });
    expect(parsed.ok && parsed.value).toMatchObject({
      payload: null,
      decoded: null,
      time: null,
      gateways: [],
    });
  });

  test('malformed base64, a bad DevEUI, a missing deviceInfo: field errors', () => {
    expect(parseChirpstackUplink({ ...CHIRPSTACK_EXAMPLE, data: 'AQ4g!' })).toEqual({
      ok: false,
      errors: [{ param: 'data', msg: INVALID_BASE64 }],
    });
    expect(parseChirpstackUplink({ ...CHIRPSTACK_EXAMPLE, data: 'AQ4' }).ok).toBe(false);
    expect(parseChirpstackUplink({ ...CHIRPSTACK_EXAMPLE, deviceInfo: { devEui: 'xyz' } })).toEqual({
      ok: false,
      errors: [{ param: 'deviceInfo.devEui', msg: INVALID_EUI }],
    });
    const { deviceInfo, ...noDevice } = CHIRPSTACK_EXAMPLE;
    expect(parseChirpstackUplink(noDevice)).toEqual({
      ok: false,
      errors: [{ param: 'deviceInfo', msg: 'Required' }],
    });
    expect(parseChirpstackUplink('up').ok).toBe(false);
    expect(parseChirpstackUplink({ ...CHIRPSTACK_EXAMPLE, fCnt: -1 }).ok).toBe(false);
  });

  test('status: the battery unless unavailable or on external power; join: the device', () => {
    const base = {
      deduplicationId: 'x',
      time: '2026-11-25T10:15:00Z',
      deviceInfo: { devEui: '70b3d57ed0051234' },
    };
    expect(parseChirpstackEvent({ ...base, margin: 7, batteryLevel: 88.34 })).toEqual({
      ok: true,
      value: { devEui: '70B3D57ED0051234', time: new Date('2026-11-25T10:15:00Z'), battery: 88.3 },
    });
    const none = (extra: object) => {
      const parsed = parseChirpstackEvent({ ...base, batteryLevel: 50, ...extra });
      return parsed.ok && parsed.value.battery;
    };
    expect(none({ batteryLevelUnavailable: true })).toBeNull();
    expect(none({ externalPowerSource: true })).toBeNull();
  });
});

describe('The Things Stack v3 uplink', () => {
  test('the data-formats example: DevEUI, counters, payload, decoded payload, gateways by signal', () => {
    const parsed = parseTtnUplink(TTN_EXAMPLE);
    expect(parsed).toEqual({
      ok: true,
      value: {
        devEui: '0004A30B001C0530',
        fPort: 1,
        fCnt: 7,
        payload: Uint8Array.of(0x01, 0x57),
        decoded: { occupancy: 1, battery: 87 },
        dedupId: 'as:up:01E0WVB5GPQTT6GB7NZ2NGE8V6',
        time: new Date('2026-11-25T10:15:01.104Z'),
        gateways: [
          { eui: '9C5C8EFFFE0B2D07', rssi: -35, snr: 5.2 },
          { eui: '9C5C8EFFFE0B2D08', rssi: -90, snr: -3.5 },
        ],
      },
    });
  });

  test('zero values omitted: frame 0; no correlation id: frame and time as the replay key', () => {
    const { f_cnt, ...message } = TTN_EXAMPLE.uplink_message;
    const parsed = parseTtnUplink({ ...TTN_EXAMPLE, correlation_ids: undefined, uplink_message: message });
    expect(parsed.ok && parsed.value).toMatchObject({ fCnt: 0, dedupId: '0@2026-11-25T10:15:01.104211Z' });
  });

  test('malformed payload and missing parts: field errors', () => {
    const bad = parseTtnUplink({
      ...TTN_EXAMPLE,
      uplink_message: { ...TTN_EXAMPLE.uplink_message, frm_payload: '%%' },
    });
    expect(bad).toEqual({
      ok: false,
      errors: [{ param: 'uplink_message.frm_payload', msg: INVALID_BASE64 }],
    });
    expect(parseTtnUplink({ end_device_ids: { dev_eui: '0004A30B001C0530' } })).toEqual({
      ok: false,
      errors: [{ param: 'uplink_message', msg: 'Required' }],
    });
  });
});

test('RFC 3339 times with nanoseconds, offsets; anything else is not a time', () => {
  expect(parseTime('2026-11-25T10:15:00.123456789+00:00')?.toISOString()).toBe('2026-11-25T10:15:00.123Z');
  expect(parseTime('2026-11-25T14:15:00+04:00')?.toISOString()).toBe('2026-11-25T10:15:00.000Z');
  expect(parseTime('yesterday')).toBeNull();
  expect(parseTime('2026-13-45T10:15:00Z')).toBeNull();
});
