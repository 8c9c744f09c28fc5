import { appEvents } from '../../kernel/app-events.ts';

/** A gateway that heard an uplink (ChirpStack `rxInfo`, The Things Stack `rx_metadata`). */
export interface GatewayHeard {
  /** 16 uppercase hex digits. */
  eui: string;
  rssi: number | null;
  snr: number | null;
}

/**
 * An accepted LoRaWAN uplink of a registered device, once its values are handed to telemetry: the apps that
 * need more than the values (asset watch: which gateway heard a tag best, for its indoor zone) listen here.
 */
export interface LoraUplink {
  deviceId: number;
  companyId: number;
  ts: Date;
  fPort: number | null;
  values: Record<string, number>;
  /** Best first (highest RSSI). */
  gateways: GatewayHeard[];
  source: 'chirpstack' | 'ttn';
}

const uplinkEvents = appEvents<[uplink: LoraUplink]>();

export const onLoraUplink = uplinkEvents.on;
export const emitLoraUplink = uplinkEvents.emit;
