import type { AppDeps } from '../../kernel/module.ts';
import { onReadingsStored, type ReadingRow } from '../telemetry/index.ts';
import { positionsOf } from './positions.runtime.ts';
import type { PositionInput } from './positions.store.ts';

const numberOr = (value: number | undefined) => (value === undefined ? null : value);

/** A reading carrying latitude and longitude, as a fix (speed in km/h, as the fleet sensors state it). */
function fixOf(row: ReadingRow): PositionInput | null {
  const v = row.values;
  if (v.latitude === undefined || v.longitude === undefined) return null;
  return {
    deviceId: row.deviceId,
    ts: row.ts,
    lat: v.latitude,
    lon: v.longitude,
    speedKmh: numberOr(v.speed),
    heading: numberOr(v.heading),
    altitude: numberOr(v.altitude),
    accuracy: numberOr(v.accuracy),
    battery: numberOr(v.battery),
    ignition: v.ignition === undefined ? null : v.ignition !== 0,
    odometerKm: numberOr(v.odometer),
    attributes: null,
    source: 'mqtt',
  };
}

/**
 * MQTT telemetry of fleet devices into positions: every stored reading of a device of app fleet that carries
 * latitude and longitude. The reading passed telemetry's rate and checks; the position's own (coordinates,
 * time) are applied and counted. Waiting for room in the positions buffer slows the telemetry hook, which
 * slows the telemetry ingest: back-pressure end to end. Returns the way to stop.
 */
export function bridgeTelemetryPositions(deps: AppDeps): () => void {
  return onReadingsStored(deps, async (rows) => {
    const fixes = rows.map(fixOf).filter((fix) => fix !== null);
    if (fixes.length === 0) return;
    const { ingest, trackers } = positionsOf(deps);
    const known = await trackers.byIds([...new Set(fixes.map((f) => f.deviceId))]);
    for (const fix of fixes) {
      const tracker = known.get(fix.deviceId);
      // Another app's device with a position sensor (asset tracking, ...) is none of the fleet's business.
      if (!tracker?.isTracker) continue;
      if (ingest.refuse(tracker, fix, false)) continue;
      await ingest.room();
      ingest.add(fix).catch(() => {});
    }
  });
}
