import { defineModule } from '../../kernel/module.ts';
import { startCommands } from './commands.service.ts';
import { metrowatchRoutes } from './metrowatch.routes.ts';
import { seedMetrowatch } from './metrowatch.seed.ts';

export { issueCommand, startCommands } from './commands.service.ts';

/** Issue 17: Metro Watch devices by type, lock and tracker calls, commands over MQTT. */
export const metrowatchModule = defineModule({
  name: 'metrowatch',
  routes: metrowatchRoutes,
  seed: seedMetrowatch,
  async start(deps, log) {
    const stop = startCommands(deps, log);
    return {
      summary: 'device commands: devices/<serial>/commands, acks on devices/<serial>/commands/ack',
      stop: async () => stop(),
    };
  },
});
