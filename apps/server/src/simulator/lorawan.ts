import { randomUUID } from 'node:crypto';
import { devices as contract, lorawan } from '@atrium/contracts';

/**
 * The demo customer's LoRaWAN devices as their network servers deliver them (issue 21): uplinks posted over
 * HTTP to this server's own integration endpoints, one device in turn alternating a ChirpStack v4 `up` event
 * and a The Things Stack v3 uplink webhook, heard by the company's gateways. Parking spots change state every
 * few minutes, traps trigger now and then (re-armed by the next visit), bait goes down until refilled, tags
 * move between beacons indoors or drive around outdoors. Started by the lorawan module with SIMULATE and demo
 * data; a failed post is counted, never thrown.
 */

/** The hardware whose demo devices get a DevEUI and post here, not over MQTT: tags, stations, traps, spot sensors. */
export const LORAWAN_DEMO_HARDWARE_IDS: readonly number[] = [1201, 1601, 1602, 1701];

export interface SimulatedLoraDevice {
  devEui: string;
  hardwareId: number;
}

export interface LorawanSimulatorOptions {
  /** This server, e.g. `http://127.0.0.1:3000`. */
  url: string;
  intervalMs: number;
  devices: readonly SimulatedLoraDevice[];
  secrets: Record<lorawan.IntegrationKind, string>;
  /** EUIs of the gateways that hear the devices. */
  gateways: readonly string[];
  random?: () => number;
}

export interface LorawanSimulator {
  devices: number;
  stats(): { sent: number; stored: number; refused: number; failed: number };
  /** One uplink of every device now (tests). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** Minutes a state lasts on average. */
const SPOT_MINUTES = 4;
const TRAP_CHANCE = 0.02;
const BEACONS = [101, 102, 103, 104, 105];
const DUBAI = { lat: 25.2048, lng: 55.2708 };

interface Simulated {
  device: SimulatedLoraDevice;
  fCnt: number;
  battery: number;
  occupancy: number;
  bait: number;
  triggered: number;
  beacon: number;
  outdoors: boolean;
  lat: number;
  lng: number;
}

/** The frame a device sends now, on its port, after moving its state on by one interval. */
function nextFrame(
  s: Simulated,
  random: () => number,
  intervalMs: number,
): { fPort: number; bytes: Uint8Array } | null {
  const flip = random() < intervalMs / (SPOT_MINUTES * 60_000);
  if (random() < 0.01) s.battery = Math.max(5, s.battery - 1);
  const battery = s.battery;
  switch (s.device.hardwareId) {
    case 1701:
      if (flip) s.occupancy = 1 - s.occupancy;
      return { fPort: 1, bytes: contract.encodePayload.parking({ occupancy: s.occupancy, battery }) };
    case 1601: {
      s.bait = s.bait <= 0 ? 100 : Math.max(0, s.bait - Math.round(random() * 3));
      const opened = random() < 0.01 ? 1 : 0;
      return { fPort: 1, bytes: contract.encodePayload.bait({ moved: 0, opened, bait: s.bait, battery }) };
    }
    case 1602:
      s.triggered = s.triggered ? (random() < 0.2 ? 0 : 1) : random() < TRAP_CHANCE ? 1 : 0;
      return {
        fPort: 1,
        bytes: contract.encodePayload.trap({ trapTriggered: s.triggered, moved: 0, opened: 0, battery }),
      };
    case 1201: {
      if (s.outdoors) {
        s.lat += (random() - 0.5) * 0.002;
        s.lng += (random() - 0.5) * 0.002;
        const bytes = contract.encodePayload.assetOutdoor({
          moved: 1,
          battery,
          latitude: s.lat,
          longitude: s.lng,
        });
        return { fPort: 2, bytes };
      }
      const moved = flip ? 1 : 0;
      if (moved) s.beacon = BEACONS[Math.floor(random() * BEACONS.length)] ?? s.beacon;
      return { fPort: 1, bytes: contract.encodePayload.assetIndoor({ moved, battery, beacon: s.beacon }) };
    }
    default:
      return null;
  }
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function heardBy(gateways: readonly string[], random: () => number) {
  return gateways.map((eui) => ({
    eui,
    rssi: Math.round(-60 - random() * 55),
    snr: Math.round((random() * 20 - 7) * 10) / 10,
  }));
}

/** A ChirpStack v4 `up` event (JSON marshaler) as protocols.md §3.1 shows it. */
export function chirpstackUp(
  devEui: string,
  frame: { fPort: number; fCnt: number; bytes: Uint8Array },
  gateways: { eui: string; rssi: number; snr: number }[],
  now: Date,
) {
  return {
    deduplicationId: randomUUID(),
    time: now.toISOString(),
    deviceInfo: {
      tenantName: 'Demo Customer',
      applicationName: 'Atrium demo',
      deviceName: devEui.toLowerCase(),
      devEui: devEui.toLowerCase(),
      deviceClassEnabled: 'CLASS_A',
      tags: {},
    },
    devAddr: devEui.slice(-8).toLowerCase(),
    adr: true,
    dr: 5,
    fCnt: frame.fCnt,
    fPort: frame.fPort,
    confirmed: false,
    data: base64(frame.bytes),
    rxInfo: gateways.map((g, i) => ({
      gatewayId: g.eui.toLowerCase(),
      uplinkId: i + 1,
      nsTime: now.toISOString(),
      rssi: g.rssi,
      snr: g.snr,
      channel: 2,
      rfChain: 0,
      crcStatus: 'CRC_OK',
    })),
    txInfo: {
      frequency: 868100000,
      modulation: { lora: { bandwidth: 125000, spreadingFactor: 7, codeRate: 'CR_4_5' } },
    },
    regionConfigId: 'eu868',
  };
}

/** A The Things Stack v3 uplink webhook body (protocols.md §3.2); zero values are omitted as TTS does. */
export function ttnUplink(
  devEui: string,
  frame: { fPort: number; fCnt: number; bytes: Uint8Array },
  gateways: { eui: string; rssi: number; snr: number }[],
  now: Date,
) {
  const at = now.toISOString();
  return {
    end_device_ids: {
      device_id: `eui-${devEui.toLowerCase()}`,
      application_ids: { application_id: 'atrium-demo' },
      dev_eui: devEui.toUpperCase(),
      dev_addr: devEui.slice(-8).toUpperCase(),
    },
    correlation_ids: [`as:up:${randomUUID()}`],
    received_at: at,
    uplink_message: {
      ...(frame.fCnt !== 0 && { f_cnt: frame.fCnt }),
      f_port: frame.fPort,
      frm_payload: base64(frame.bytes),
      rx_metadata: gateways.map((g) => ({
        gateway_ids: { gateway_id: `gw-${g.eui.toLowerCase()}`, eui: g.eui.toUpperCase() },
        time: at,
        rssi: g.rssi,
        channel_rssi: g.rssi,
        snr: g.snr,
      })),
      settings: { data_rate: { lora: { bandwidth: 125000, spreading_factor: 7 } }, frequency: '868100000' },
      received_at: at,
    },
  };
}

export function startLorawanSimulator(options: LorawanSimulatorOptions): LorawanSimulator {
  const random = options.random ?? Math.random;
  const stats = { sent: 0, stored: 0, refused: 0, failed: 0 };
  const simulated: Simulated[] = options.devices.map((device, index) => ({
    device,
    fCnt: 0,
    battery: 95 - (index % 20),
    occupancy: index % 2,
    bait: 100 - ((index * 17) % 80),
    triggered: 0,
    beacon: BEACONS[index % BEACONS.length] ?? 101,
    outdoors: device.hardwareId === 1201 && index % 2 === 1,
    lat: DUBAI.lat + (index % 7) * 0.003,
    lng: DUBAI.lng + (index % 5) * 0.003,
  }));

  const send = async (s: Simulated) => {
    const frame = nextFrame(s, random, options.intervalMs);
    if (!frame) return;
    const kind: lorawan.IntegrationKind = s.fCnt % 2 === 0 ? 'chirpstack' : 'ttn';
    const now = new Date();
    const heard = heardBy(options.gateways, random);
    const body =
      kind === 'chirpstack'
        ? chirpstackUp(s.device.devEui, { ...frame, fCnt: s.fCnt }, heard, now)
        : ttnUplink(s.device.devEui, { ...frame, fCnt: s.fCnt }, heard, now);
    s.fCnt += 1;
    stats.sent += 1;
    const path =
      kind === 'chirpstack' ? `${lorawan.INGEST_PATHS.chirpstack}?event=up` : lorawan.INGEST_PATHS.ttn;
    try {
      const res = await fetch(`${options.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.secrets[kind]}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      if (res.ok) stats.stored += 1;
      else stats.refused += 1;
    } catch {
      stats.failed += 1;
    }
  };

  const timers: NodeJS.Timeout[] = [];
  if (options.intervalMs > 0) {
    simulated.forEach((s, index) => {
      // Spread the devices over the interval instead of posting all at once.
      const first = (options.intervalMs * index) / Math.max(1, simulated.length);
      timers.push(
        setTimeout(() => {
          void send(s);
          timers.push(setInterval(() => void send(s), options.intervalMs));
        }, first),
      );
    });
  }
  return {
    devices: simulated.length,
    stats: () => ({ ...stats }),
    tick: async () => {
      await Promise.all(simulated.map(send));
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
