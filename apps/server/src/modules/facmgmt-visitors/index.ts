import { defineModule } from '../../kernel/module.ts';

/** Issue 20, facility booking: visitors and their passes (door links, plate accesses), alarms, devices, dashboard. */
export const facmgmtVisitorsModule = defineModule({
  name: 'facmgmt-visitors',
  routes: () => [],
});
