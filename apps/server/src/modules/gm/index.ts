import type { FastifyBaseLogger } from 'fastify';
import { type AppDeps, defineModule } from '../../kernel/module.ts';
import { onAlarmChanged } from '../alarms/index.ts';
import { onReadingsStored } from '../telemetry/index.ts';
import { gmRoutes } from './gm.routes.ts';
import { seedGm } from './gm.seed.ts';
import { escalateUnacknowledged, notifyGmAlarm } from './notify.service.ts';
import { raiseSosAlarms } from './sos.service.ts';

export { escalateUnacknowledged, notifyGmAlarm } from './notify.service.ts';
export { raiseSosAlarms } from './sos.service.ts';

/** SOS readings raise alarms; raised gm alarms notify their settings' recipients. Returns the way to stop. */
export function startGmWatcher(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>) {
  const stopReadings = onReadingsStored(deps, async (rows) => {
    try {
      await raiseSosAlarms(deps.database, rows);
    } catch (error) {
      log.error({ err: error }, 'global mobility SOS alarms failed');
    }
  });
  const stopAlarms = onAlarmChanged(deps, (event) => {
    if (event.change !== 'raised' || event.alarm.app !== 'gm') return;
    notifyGmAlarm(deps.database, event.alarm).catch((error: unknown) =>
      log.error({ err: error, alarmId: event.alarm.id }, 'global mobility notification failed'),
    );
  });
  return () => {
    stopReadings();
    stopAlarms();
  };
}

/**
 * Issue 22: global mobility: SOS alarms from personal trackers and phones, notification settings with
 * escalation, staff (gm roles, carried devices, responders on duty). The kit serves its devices, templates
 * and alarms under /gm.
 */
export const gmModule = defineModule({
  name: 'gm',
  routes: gmRoutes,
  jobs: (deps) => [
    {
      // Nobody acknowledging is no event: only a scan finds it.
      name: 'gm.escalate-unacknowledged',
      cron: '* * * * *',
      handler: async () => void (await escalateUnacknowledged(deps.database)),
    },
  ],
  async start(deps, log) {
    const stop = startGmWatcher(deps, log);
    return {
      summary: 'global mobility SOS alarms from readings and notifications of raised gm alarms',
      stop: async () => stop(),
    };
  },
  seed: seedGm,
});
