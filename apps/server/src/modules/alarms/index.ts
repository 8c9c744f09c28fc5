import { apps } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type AppDeps, defineModule } from '../../kernel/module.ts';
import { onReadingsStored } from '../telemetry/index.ts';
import { alarmHandlingReportSource } from './alarms.report-source.ts';
import { alarmRoutesOf } from './alarms.routes.ts';
import { seedDemoTemplates } from './alarms.seed.ts';
import { evaluateReadings, scanHolds, scanNoData } from './evaluate.ts';
import { templateRoutesOf } from './templates.routes.ts';

export { onAlarmChanged } from './alarm-events.ts';
export { scanHolds, scanNoData } from './evaluate.ts';

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

/**
 * Issue 6, kit of issue 17: alarm templates and their rules; operational and status alarms with their
 * actions and history; registered once per application, each answering for its app's devices.
 */
export const alarmsModule = defineModule({
  name: 'alarms',
  routes: (deps) =>
    apps.APP_KEYS.flatMap((app) => [...templateRoutesOf(deps, app), ...alarmRoutesOf(deps, app)]),
  seed: seedDemoTemplates,
  reportSources: [alarmHandlingReportSource],
  jobs: (deps) => [
    {
      name: 'alarms.scan-no-data',
      cron: '* * * * *',
      handler: async () => void (await scanNoData(deps.database)),
    },
    {
      // Rules with forSeconds on a device that went quiet: raised at most about a minute after they held.
      name: 'alarms.scan-holds',
      cron: '* * * * *',
      handler: async () => void (await scanHolds(deps.database)),
    },
  ],
  async start(deps, log) {
    const stop = startAlarms(deps, log);
    return { summary: 'alarm rules evaluated on every stored batch of readings', stop: async () => stop() };
  },
});
