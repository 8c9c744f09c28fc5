import type { Database } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { PositionIngest, type PositionsListener } from './positions.ingest.ts';
import { TrackerDirectory } from './trackers.ts';

interface Positions {
  ingest: PositionIngest;
  trackers: TrackerDirectory;
}

/** One positions path per application (per database), shared by the OsmAnd receiver and the MQTT bridge. */
const paths = new WeakMap<Database, Positions>();

export function positionsOf(deps: AppDeps): Positions {
  let positions = paths.get(deps.database);
  if (!positions) {
    // PGlite is one connection: its batches go one at a time (as telemetry's).
    const concurrency = deps.database.driver === 'postgres' ? deps.config.TELEMETRY_WRITE_BATCHES : 1;
    positions = {
      ingest: new PositionIngest(deps.database.db, { ...deps.config, TELEMETRY_WRITE_BATCHES: concurrency }),
      trackers: new TrackerDirectory(deps.database.db),
    };
    paths.set(deps.database, positions);
  }
  return positions;
}

/** Writes what is buffered and forgets the path (the module's stop, a test's end). */
export async function closePositions(deps: AppDeps) {
  const positions = paths.get(deps.database);
  if (!positions) return;
  paths.delete(deps.database);
  await positions.ingest.close();
}

/**
 * The hook for fleet rules and the socket: runs after every stored batch of positions, with the fixes that
 * moved their tracker forward in time (a late or replayed fix is stored in its place but not handed on),
 * in time order per device. Returns the way to stop listening.
 */
export function onPositionsStored(deps: AppDeps, handler: PositionsListener): () => void {
  return positionsOf(deps).ingest.onPositionsStored(handler);
}
