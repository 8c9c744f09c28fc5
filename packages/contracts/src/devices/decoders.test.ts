import { describe, expect, test } from 'vitest';
import { decodePayload, encodePayload, sensorValuesOf } from './decoders.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('payload decoders by hardware', () => {
  test('1701 parking sensor: occupied and battery', () => {
    expect(decodePayload(1701, bytes(1, 87), 1)).toEqual({ occupancy: 1, battery: 87 });
    expect(decodePayload(1701, bytes(0, 100), 1)).toEqual({ occupancy: 0, battery: 100 });
  });

  test('1601 bait station: flags bit0 moved, bit1 opened, bait and battery', () => {
    expect(decodePayload(1601, bytes(0b10, 42, 90), 1)).toEqual({
      moved: 0,
      opened: 1,
      bait: 42,
      battery: 90,
    });
    expect(decodePayload(1601, bytes(0b01, 0, 5), 1)).toEqual({ moved: 1, opened: 0, bait: 0, battery: 5 });
  });

  test('1602 snap trap: flags bit0 triggered, bit1 moved, bit2 opened, battery', () => {
    expect(decodePayload(1602, bytes(0b101, 66), 1)).toEqual({
      trapTriggered: 1,
      moved: 0,
      opened: 1,
      battery: 66,
    });
  });

  test('1201 asset tag: port 1 a beacon (u16), port 2 a GPS fix in 1e-7 degrees (signed)', () => {
    expect(decodePayload(1201, bytes(1, 77, 0x01, 0x02), 1)).toEqual({ moved: 1, battery: 77, beacon: 258 });
    const outdoor = decodePayload(
      1201,
      encodePayload.assetOutdoor({ moved: 0, battery: 50, latitude: 25.2048, longitude: -55.2708 }),
      2,
    );
    expect(outdoor).toEqual({ moved: 0, battery: 50, latitude: 25.2048, longitude: -55.2708 });
  });

  test('a frame too short for its format, or hardware without a decoder, is not decoded', () => {
    expect(decodePayload(1701, bytes(1), 1)).toBeNull();
    expect(decodePayload(1601, bytes(1, 2), 1)).toBeNull();
    expect(decodePayload(1201, bytes(1, 2, 3, 4), 2)).toBeNull();
    expect(decodePayload(201, bytes(1, 2, 3), 1)).toBeNull();
  });

  test('the encoders are the decoders’ inverse', () => {
    const trap = { trapTriggered: 1, moved: 1, opened: 0, battery: 30 };
    expect(decodePayload(1602, encodePayload.trap(trap), 1)).toEqual(trap);
    const bait = { moved: 0, opened: 0, bait: 12, battery: 99 };
    expect(decodePayload(1601, encodePayload.bait(bait), 1)).toEqual(bait);
    const tag = { moved: 0, battery: 3, beacon: 65_535 };
    expect(decodePayload(1201, encodePayload.assetIndoor(tag), 1)).toEqual(tag);
  });
});

describe("a network server's decoded object", () => {
  test('numeric and boolean fields named like sensor keys are taken; others ignored', () => {
    expect(sensorValuesOf({ occupancy: true, battery: 88.5, rssiText: 'x', foo: 3 })).toEqual({
      occupancy: 1,
      battery: 88.5,
    });
  });

  test('nothing usable: null', () => {
    expect(sensorValuesOf({ open: true, batteryV: 3.6 })).toBeNull();
    expect(sensorValuesOf(null)).toBeNull();
    expect(sensorValuesOf([1, 2])).toBeNull();
    expect(sensorValuesOf({ battery: 'full' })).toBeNull();
  });
});
