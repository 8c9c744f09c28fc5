import { fleet } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../kernel/module.ts';
import { startFleetSimulator } from '../../../simulator/fleet.ts';
import { positionsOf } from '../positions.runtime.ts';
import { type OsmandReceiver, startOsmandReceiver } from './receiver.ts';

const UNKNOWN_REPORT_MS = 60_000;
/** The demo trackers post every 5 s, as the demo sensors publish. */
const SIMULATION_MS = 5000;

/**
 * The OsmAnd receiver on OSMAND_PORT. When the default port (5055) is taken and OSMAND_PORT is not set, it
 * takes a free one and says so (like SIA_PORT). Serials of no device are counted and logged once a minute.
 * With SIMULATE and demo data, the demo trackers drive their routes posting to it.
 */
export async function startOsmand(deps: AppDeps, log: FastifyBaseLogger) {
  const { ingest, trackers } = positionsOf(deps);
  const listen = (port: number) =>
    startOsmandReceiver(ingest, trackers, { port, host: deps.config.HOST }, log);
  let receiver: OsmandReceiver;
  let moved = '';
  try {
    receiver = await listen(deps.config.OSMAND_PORT);
  } catch (error) {
    const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    if (!taken || deps.config.OSMAND_PORT !== fleet.OSMAND_DEFAULT_PORT || process.env.OSMAND_PORT)
      throw error;
    receiver = await listen(0);
    moved = ` (${fleet.OSMAND_DEFAULT_PORT} is taken; set OSMAND_PORT to choose)`;
  }
  const host = ['0.0.0.0', '::', ''].includes(deps.config.HOST) ? '127.0.0.1' : deps.config.HOST;
  const simulator =
    deps.config.SIMULATE && deps.config.SEED_DEMO
      ? startFleetSimulator({
          url: `http://${host.includes(':') ? `[${host}]` : host}:${receiver.port}`,
          intervalMs: SIMULATION_MS,
        })
      : null;
  let reported = 0;
  const reporter = setInterval(() => {
    const unknown = ingest.refused.get('UNKNOWN_DEVICE') ?? 0;
    if (unknown > reported)
      log.warn({ refused: unknown - reported }, 'OsmAnd positions of unknown serials refused');
    reported = unknown;
  }, UNKNOWN_REPORT_MS).unref();
  const lines = [
    `OsmAnd receiver: ${receiver.address}${moved} (Traccar Client: http://<host>:${receiver.port})`,
  ];
  if (simulator)
    lines.push(
      `simulator: ${simulator.trackers} demo trackers post OsmAnd positions every ${SIMULATION_MS / 1000} s`,
    );
  return {
    receiver,
    summary: lines.join('\n'),
    async stop() {
      clearInterval(reporter);
      await simulator?.stop();
      await receiver.stop();
    },
  };
}
