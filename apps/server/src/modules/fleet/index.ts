import { defineModule } from '../../kernel/module.ts';
import { fleetRoutes } from './fleet.routes.ts';
import { seedFleet } from './fleet.seed.ts';
import { startOsmand } from './osmand/start.ts';
import { closePositions, positionsOf } from './positions.runtime.ts';
import { deleteOldPositions } from './retention.ts';
import { bridgeTelemetryPositions } from './telemetry-bridge.ts';

export { fleetDrivers, fleetPositions, fleetVehicleGroups, fleetVehicles } from './fleet.schema.ts';
export { onPositionEvents, positionEvents } from './position-events.ts';
export { onPositionsStored } from './positions.runtime.ts';
export type { PositionRow } from './positions.store.ts';

/**
 * Issue 19, Fleet tracking: vehicles, vehicle groups and drivers; the positions of their trackers (OsmAnd
 * receiver and MQTT telemetry of fleet devices) with the `onPositionsStored` hook; retention of positions.
 */
export const fleetModule = defineModule({
  name: 'fleet',
  routes: fleetRoutes,
  seed: seedFleet,
  jobs: (deps) => [
    {
      name: 'fleet.positions-retention',
      cron: '17 * * * *',
      handler: async () =>
        void (await deleteOldPositions(deps.database.db, deps.config.FLEET_POSITIONS_RETENTION_DAYS)),
    },
  ],
  async start(deps, log) {
    positionsOf(deps).ingest.useLogger(log);
    const stopBridge = bridgeTelemetryPositions(deps);
    const osmand = deps.config.OSMAND_ENABLED ? await startOsmand(deps, log) : null;
    return {
      summary: [
        'fleet positions: MQTT telemetry of fleet devices with latitude and longitude',
        osmand?.summary ?? 'OsmAnd receiver: off (OSMAND_ENABLED=false)',
      ].join('\n'),
      async stop() {
        await osmand?.stop();
        stopBridge();
        await closePositions(deps);
      },
    };
  },
});
