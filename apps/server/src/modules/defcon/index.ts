import { defineModule } from '../../kernel/module.ts';
import { registerAppDeviceReach } from '../scope/index.ts';
import { processDueEscalations, startEscalationTimer } from './escalation.timer.ts';
import { panelRoutes } from './panels.routes.ts';
import { devicesMonitoredBy } from './panels.scope.ts';
import { seedDefconPanels } from './panels.seed.ts';
import { raisePendingAlarms, scanSupervision } from './receiver.service.ts';
import { startDefconReceiver } from './receiver.start.ts';
import { responseRoutes } from './response.routes.ts';
import { seedDefconResponse } from './response.seed.ts';

/**
 * Issue 18, Defcon: intrusion panels over SIA DC-09 (`sia/`), panels, devices under panels and device
 * assignment (`panels.*`, `assignments.*`), and the response side (alarms, escalation ladder, police,
 * security-company customers, intrusion settings, analysis).
 */
// The kit's device calls of app defcon show a security company the devices it monitors.
registerAppDeviceReach('defcon', devicesMonitoredBy);

export const defconModule = defineModule({
  name: 'defcon',
  routes: (deps) => [...panelRoutes(deps), ...responseRoutes(deps)],
  jobs: (deps) => [
    // The ladder's catch-up: deadlines missed while no server's timer ran (a restart) escalate within a minute.
    // Panels silent past their supervision interval: a 'panel offline' status alarm each.
    {
      name: 'defcon.scan-supervision',
      cron: '* * * * *',
      handler: async () => void (await scanSupervision(deps)),
    },
    // Alarms of stored events a stopped process had not raised yet (the frames were ACKed once stored).
    {
      name: 'defcon.pending-alarms',
      cron: '* * * * *',
      handler: async () => void (await raisePendingAlarms(deps)),
    },
    {
      name: 'defcon.escalations',
      cron: '* * * * *',
      handler: async () => void (await processDueEscalations(deps.database)),
    },
  ],
  async start(deps, log) {
    const stop = await startEscalationTimer(deps.database, (err) =>
      log.error({ err }, 'defcon escalation failed'),
    );
    // The SIA DC-09 receiver for the panels (SIA_PORT, TCP and UDP; SIA_ENABLED=false: off), with SIMULATE the demo panels.
    const sia = deps.config.SIA_ENABLED ? await startDefconReceiver(deps, log) : null;
    return {
      summary: [
        'defcon escalation timer',
        sia?.summary ?? 'SIA DC-09 receiver: off (SIA_ENABLED=false)',
      ].join('\n'),
      stop: async () => {
        await sia?.stop();
        await stop();
      },
    };
  },
  seed: async (deps) => {
    await seedDefconPanels(deps);
    await seedDefconResponse(deps);
  },
});
