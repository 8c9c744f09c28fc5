import { defineModule } from '../../kernel/module.ts';
import { lorawanRoutes } from './lorawan.routes.ts';
import { seedLorawan } from './lorawan.seed.ts';
import { lorawanRuntimeOf } from './runtime.ts';
import { startLorawanSimulation } from './simulation.ts';

/** Issue 21: LoRaWAN network-server integrations (ChirpStack v4 HTTP, The Things Stack v3 webhook), per company. */
export const lorawanModule = defineModule({
  name: 'lorawan',
  routes: lorawanRoutes,
  seed: seedLorawan,
  async start(deps, log) {
    const runtime = lorawanRuntimeOf(deps);
    runtime.log = log;
    const simulation =
      deps.config.SIMULATE && deps.config.SEED_DEMO && deps.config.PORT > 0
        ? await startLorawanSimulation(deps, log)
        : undefined;
    return {
      ...(simulation && { summary: simulation.summary }),
      async stop() {
        await simulation?.stop();
        await runtime.close();
      },
    };
  },
});

export { type GatewayHeard, type LoraUplink, onLoraUplink } from './uplink-events.ts';
