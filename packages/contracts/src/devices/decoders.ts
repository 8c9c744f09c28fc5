import { SENSOR_TYPE_BY_KEY } from './reference.ts';

/**
 * Payload decoders of our LoRaWAN hardware (issue 21), for when the network server does not decode: the
 * frame's bytes (FRMPayload) and port to named values of the sensor types. Big-endian; a frame too short
 * for its format is not decoded (null).
 */
export type PayloadDecoder = (bytes: Uint8Array, fPort: number | null) => Record<string, number> | null;

const bit = (flags: number, n: number) => (flags >> n) & 1;
const i32 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getInt32(at, false);
const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);

const parkingSensor: PayloadDecoder = (b) =>
  b.length < 2 ? null : { occupancy: b[0] ? 1 : 0, battery: b[1] as number };

const baitStation: PayloadDecoder = (b) => {
  if (b.length < 3) return null;
  const flags = b[0] as number;
  return { moved: bit(flags, 0), opened: bit(flags, 1), bait: b[1] as number, battery: b[2] as number };
};

const snapTrap: PayloadDecoder = (b) => {
  if (b.length < 2) return null;
  const flags = b[0] as number;
  return {
    trapTriggered: bit(flags, 0),
    moved: bit(flags, 1),
    opened: bit(flags, 2),
    battery: b[1] as number,
  };
};

/** Port 1: indoors, the BLE beacon heard; port 2: outdoors, a GPS fix in 1e-7 degrees. */
const assetTag: PayloadDecoder = (b, fPort): Record<string, number> | null => {
  if (fPort === 2) {
    if (b.length < 10) return null;
    return {
      moved: bit(b[0] as number, 0),
      battery: b[1] as number,
      latitude: i32(b, 2) / 1e7,
      longitude: i32(b, 6) / 1e7,
    };
  }
  if (b.length < 4) return null;
  return { moved: bit(b[0] as number, 0), battery: b[1] as number, beacon: u16(b, 2) };
};

export const PAYLOAD_DECODERS: ReadonlyMap<number, PayloadDecoder> = new Map([
  [1201, assetTag],
  [1601, baitStation],
  [1602, snapTrap],
  [1701, parkingSensor],
]);

/** The values of a frame of hardware `hardwareId`, or null (no decoder, or not its format). */
export function decodePayload(
  hardwareId: number,
  bytes: Uint8Array,
  fPort: number | null,
): Record<string, number> | null {
  return PAYLOAD_DECODERS.get(hardwareId)?.(bytes, fPort) ?? null;
}

/**
 * What a network server's own decoder gave (ChirpStack `object`, TTS `decoded_payload`), as readings: its
 * numeric (and boolean) fields named like a sensor key. Null when none is.
 */
export function sensorValuesOf(decoded: unknown): Record<string, number> | null {
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return null;
  const values: Record<string, number> = {};
  for (const [key, value] of Object.entries(decoded)) {
    if (!SENSOR_TYPE_BY_KEY.has(key)) continue;
    if (typeof value === 'number' && Number.isFinite(value)) values[key] = value;
    else if (typeof value === 'boolean') values[key] = value ? 1 : 0;
  }
  return Object.keys(values).length > 0 ? values : null;
}

/** Encoders for the simulator and tests: the inverse of the decoders above. */
export const encodePayload = {
  parking: (v: { occupancy: number; battery: number }) => Uint8Array.of(v.occupancy ? 1 : 0, v.battery),
  bait: (v: { moved: number; opened: number; bait: number; battery: number }) =>
    Uint8Array.of((v.moved ? 1 : 0) | (v.opened ? 2 : 0), v.bait, v.battery),
  trap: (v: { trapTriggered: number; moved: number; opened: number; battery: number }) =>
    Uint8Array.of((v.trapTriggered ? 1 : 0) | (v.moved ? 2 : 0) | (v.opened ? 4 : 0), v.battery),
  assetIndoor: (v: { moved: number; battery: number; beacon: number }) =>
    Uint8Array.of(v.moved ? 1 : 0, v.battery, (v.beacon >> 8) & 0xff, v.beacon & 0xff),
  assetOutdoor: (v: { moved: number; battery: number; latitude: number; longitude: number }) => {
    const bytes = new Uint8Array(10);
    const view = new DataView(bytes.buffer);
    bytes[0] = v.moved ? 1 : 0;
    bytes[1] = v.battery;
    view.setInt32(2, Math.round(v.latitude * 1e7), false);
    view.setInt32(6, Math.round(v.longitude * 1e7), false);
    return bytes;
  },
};
