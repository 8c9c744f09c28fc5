import { defineModule } from '../../kernel/module.ts';
import { seedFleetReports } from './fleet-reports.seed.ts';
import { fleetReportRoutes } from './reports.routes.ts';

/**
 * Fleet reports and analysis (issue 19): report templates (trips, stops, speeding, geofence visits, job
 * performance) for a vehicle set and period, generated as PDF (kernel PDF service) or CSV into the reports
 * history; the analysis dashboard. Reads the fleet module's vehicles and positions, places' geofences and
 * the alarms module's alarms.
 */
export const fleetReportsModule = defineModule({
  name: 'fleetReports',
  routes: fleetReportRoutes,
  seed: seedFleetReports,
});
