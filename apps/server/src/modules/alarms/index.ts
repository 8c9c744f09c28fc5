import type { FastifyBaseLogger } from 'fastify';
import { type AppDeps, defineModule } from '../../kernel/module.ts';
import { onReadingsStored } from '../telemetry/index.ts';
import { alarmRoutes } from './alarms.routes.ts';
import { seedDemoTemplates } from './alarms.seed.ts';
import { evaluateReadings, scanNoData } from './evaluate.ts';
import { templateRoutes } from './templates.routes.ts';

export { onAlarmChanged } from './alarm-events.ts';
export { scanNoData } from './evaluate.ts';

/** Evaluates the alarm rules on every stored batch of readings; returns the way to stop. */
export function startAlarms(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>) {
  return onReadingsStored(deps, async (rows) => {
    try {
      await evaluateReadings(deps.database, rows);
    } catch (error) {
      log.error({ err: error }, 'alarm evaluation failed');
    }
  });
}

/** Issue 6: alarm templates and their rules; operational and status alarms with their actions and history. */
export const alarmsModule = defineModule({
  name: 'alarms',
  routes: (deps) => [...templateRoutes(deps), ...alarmRoutes(deps)],
  seed: seedDemoTemplates,
  jobs: (deps) => [
    {
      name: 'alarms.scan-no-data',
      cron: '* * * * *',
      handler: async () => void (await scanNoData(deps.database)),
    },
  ],
  async start(deps, log) {
    const stop = startAlarms(deps, log);
    return { summary: 'alarm rules evaluated on every stored batch of readings', stop: async () => stop() };
  },
});
