import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../kernel/module.ts';
import { onLoraUplink } from '../lorawan/uplink-events.ts';
import { onReadingsStored, type ReadingRow } from '../telemetry/index.ts';
import { applySightings, type Sighting } from './watcher.ts';

const TAG_KEYS = ['beacon', 'latitude', 'moved', 'battery'] as const;

function sightingOf(row: ReadingRow): Sighting | null {
  const v = row.values;
  if (!TAG_KEYS.some((k) => v[k] !== undefined)) return null;
  const gps = v.latitude !== undefined && v.longitude !== undefined;
  return {
    deviceId: row.deviceId,
    companyId: row.companyId,
    at: row.ts,
    ...(v.beacon !== undefined && { beacon: v.beacon }),
    ...(gps && { lat: v.latitude, lng: v.longitude }),
    moved: v.moved === 1,
    ...(v.battery !== undefined && { battery: v.battery }),
  };
}

/**
 * Readings of every transport (MQTT, HTTP, LoRaWAN) place the asset tags; a LoRaWAN uplink saying neither a
 * beacon nor a GPS point places its tag by the gateways that heard it. Returns the way to stop.
 */
export function startAssetWatcher(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>) {
  const fail = (error: unknown) => log.error({ err: error }, 'asset watch positions failed');
  const stopReadings = onReadingsStored(deps, async (rows) => {
    const sightings = rows.map(sightingOf).filter((s) => s !== null);
    try {
      await applySightings(deps.database, sightings);
    } catch (error) {
      fail(error);
    }
  });
  const stopUplinks = onLoraUplink(deps, (uplink) => {
    const v = uplink.values;
    if (v.beacon !== undefined || v.latitude !== undefined || uplink.gateways.length === 0) return;
    applySightings(deps.database, [
      {
        deviceId: uplink.deviceId,
        companyId: uplink.companyId,
        at: uplink.ts,
        gateways: uplink.gateways.map((g) => g.eui),
        moved: v.moved === 1,
      },
    ]).catch(fail);
  });
  return () => {
    stopReadings();
    stopUplinks();
  };
}
