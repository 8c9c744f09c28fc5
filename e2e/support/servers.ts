import { inject } from 'vitest';

/**
 * The server of this worker (global-setup.ts starts one per worker): vitest numbers its workers from 1
 * (`VITEST_POOL_ID`), so a spec file always talks to the same server as the pages it opens.
 */
function ownServer() {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) || 1;
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('No e2e server was started (support/global-setup.ts)');
  return server;
}

/** Where this worker's server listens, e.g. http://127.0.0.1:41234. */
export const baseUrl = () => ownServer().baseUrl;
/** Its embedded MQTT broker, e.g. mqtt://127.0.0.1:41235. */
export const mqttUrl = () => ownServer().mqttUrl;
/** Its SIA DC-09 receiver (TCP and UDP on 127.0.0.1), where a test sends as an intrusion panel. */
export const siaPort = () => ownServer().siaPort;
/** Its OsmAnd receiver (HTTP on 127.0.0.1), where a test posts positions as a vehicle tracker. */
export const osmandPort = () => ownServer().osmandPort;
