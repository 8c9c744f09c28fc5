import { defineModule } from '../../kernel/module.ts';
import { accessEventsReportSource } from './access.report-source.ts';
import { accessRoutes } from './access.routes.ts';
import { seedAccess } from './access.seed.ts';
import { doorDecisionRoutes } from './door-decisions.routes.ts';
import { startLockAccess } from './door-decisions.service.ts';

/** Issue 17: Metro Watch access management: credentials, schedules, accesses, door decisions. */
export const accessModule = defineModule({
  name: 'access',
  routes: (deps) => [...accessRoutes(deps), ...doorDecisionRoutes(deps)],
  seed: seedAccess,
  reportSources: [accessEventsReportSource],
  async start(deps, log) {
    const stop = startLockAccess(deps, log);
    return {
      summary:
        'door decisions: credentials on devices/<serial>/access, answered on devices/<serial>/access/decision',
      stop,
    };
  },
});
