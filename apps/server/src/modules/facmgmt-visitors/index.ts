import type { FastifyBaseLogger } from 'fastify';
import { type AppDeps, defineModule } from '../../kernel/module.ts';
import { renormalisePlates } from '../anpr/plate-norms.ts';
import { onReservationsChanged } from '../facmgmt/reservation-hooks.ts';
import { onReadingsStored } from '../telemetry/index.ts';
import { sealClearLinks, useLinkKey } from './link-secrets.ts';
import { visitorRoutes } from './visitors.routes.ts';
import { fmVisitors } from './visitors.schema.ts';
import { seedFacilityVisitors } from './visitors.seed.ts';
import { realignReservations } from './visitors.service.ts';
import { scanFacilityAlarms, watchedDevicesOf } from './watch.service.ts';

export { scanFacilityAlarms } from './watch.service.ts';

// Every move, resize or cancel of a booking realigns its visitors' passes in the booking's transaction.
onReservationsChanged(realignReservations);

/** Runs the facility booking alarm rules on the sensors of every stored batch; returns the way to stop. */
export function startFacilityWatcher(deps: AppDeps, log: Pick<FastifyBaseLogger, 'error'>) {
  return onReadingsStored(deps, async (rows) => {
    const deviceIds = watchedDevicesOf(rows);
    if (deviceIds.length === 0) return;
    try {
      await scanFacilityAlarms(deps.database, { deviceIds });
    } catch (error) {
      log.error({ err: error }, 'facility booking alarm rules failed');
    }
  });
}

/**
 * Issue 20, facility booking: visitors and their passes ("one booking, every door": door links to the
 * building's locks and plate accesses at its gates for the reservation's window, moved and revoked with it),
 * the facility booking alarms (occupied without a booking, no-show, door held open), the live alarm list and
 * the dashboard.
 */
export const facmgmtVisitorsModule = defineModule({
  name: 'facmgmt-visitors',
  routes: visitorRoutes,
  // Visitors' plates typed with a place name, stored before the rule dropped it (anpr/plate-norms.ts).
  // Door link secrets stored in clear before they were sealed (link-secrets.ts: not producible in SQL).
  sync: async (deps) => {
    await renormalisePlates(deps, {
      table: fmVisitors,
      id: fmVisitors.id,
      plate: fmVisitors.plate,
      plateNorm: fmVisitors.plateNorm,
    });
    useLinkKey(deps.config);
    await sealClearLinks(deps.database.db);
  },
  jobs: (deps) => [
    {
      // No-shows and doors held open happen with no new reading: the minute scan finds them.
      name: 'facmgmt-visitors.alarms',
      cron: '* * * * *',
      handler: async () => void (await scanFacilityAlarms(deps.database)),
    },
  ],
  async start(deps, log) {
    const stop = startFacilityWatcher(deps, log);
    return {
      summary: 'facility booking alarm rules on every stored batch of readings',
      stop: async () => stop(),
    };
  },
  seed: seedFacilityVisitors,
});
