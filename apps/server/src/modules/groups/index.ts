import type { FastifyBaseLogger } from 'fastify';
import { type AppDeps, defineModule } from '../../kernel/module.ts';
import { onAlarmChanged } from '../alarms/index.ts';
import { notifyAlarm, sendDigests } from './dispatch.service.ts';
import { groupRoutes } from './groups.routes.ts';
import { seedDemoGroups } from './groups.seed.ts';

export { onNotification } from './notification-events.ts';

/** Sends every raised alarm to the notification groups that ask for it; returns the way to stop. */
export function startNotifications(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>) {
  return onAlarmChanged(deps, (event) => {
    if (event.change !== 'raised') return;
    notifyAlarm(deps.database, event.alarm).catch((error: unknown) =>
      log.error({ err: error, alarmId: event.alarm.id }, 'alarm notification failed'),
    );
  });
}

/** Issue 6: permission groups (grants within a company), notification groups and their dispatch. */
export const groupsModule = defineModule({
  name: 'groups',
  routes: groupRoutes,
  seed: seedDemoGroups,
  jobs: (deps) => [
    {
      name: 'groups.send-digests',
      cron: '* * * * *',
      handler: async () => void (await sendDigests(deps.database)),
    },
  ],
  async start(deps, log) {
    const stop = startNotifications(deps, log);
    return { summary: 'raised alarms notify their notification groups', stop: async () => stop() };
  },
});
