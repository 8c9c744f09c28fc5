import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../kernel/module.ts';
import { startPanelSimulator } from '../../simulator/defcon.ts';
import { DEMO_DEVICE_PASSWORD } from '../devices/devices.seed.ts';
import { commandChannelOf } from '../telemetry/index.ts';
import { alarmsSettled, startPanelReceiver } from './receiver.service.ts';
import type { SiaReceiver } from './sia/index.ts';

/** Where the simulated panels take their commands: the external broker, else this process's embedded one. */
function brokerUrl({ config, database }: AppDeps) {
  if (config.MQTT_URL) return config.MQTT_URL;
  const port = commandChannelOf(database).brokerPort;
  if (port === undefined) return undefined;
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  return `mqtt://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The defcon module's service: the SIA DC-09 receiver on SIA_PORT and, with SIMULATE, the demo panels talking
 * to it. When the default port (12128) is taken, the receiver takes a free one and says so (set SIA_PORT to
 * choose; an explicitly set port that is taken stops the start, like MQTT_PORT).
 */
export async function startDefconReceiver(deps: AppDeps, log: FastifyBaseLogger) {
  let receiver: SiaReceiver;
  let moved = '';
  try {
    receiver = await startPanelReceiver(deps, log);
  } catch (error) {
    const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    if (!taken || deps.config.SIA_PORT !== 12128 || process.env.SIA_PORT) throw error;
    receiver = await startPanelReceiver(deps, log, { port: 0 });
    moved = ' (12128 is taken; set SIA_PORT to choose)';
  }
  const simulator =
    deps.config.SIMULATE && deps.config.SEED_DEMO
      ? startPanelSimulator({
          port: receiver.tcpPort ?? 0,
          udpPort: receiver.udpPort,
          log,
          mqttUrl: brokerUrl(deps),
          mqttPassword: DEMO_DEVICE_PASSWORD,
        })
      : null;
  const lines = [`SIA DC-09 receiver: tcp ${receiver.tcpPort}, udp ${receiver.udpPort}${moved}`];
  if (simulator) {
    lines.push(
      `simulator: ${simulator.panels.length} demo panels send link tests and now and then a burglary`,
    );
  }
  return {
    summary: lines.join('\n'),
    async stop() {
      await simulator?.stop();
      await receiver.close();
      // Alarms of frames already ACKed; whatever is left is raised by the pending-alarms job at the next start.
      await alarmsSettled(deps);
    },
  };
}
