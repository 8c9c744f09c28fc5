import { defineModule } from '../../kernel/module.ts';

/** Issue 20, facility booking: buildings, groups, spaces, layouts, reservations, calendar and iCalendar feeds. */
export const facmgmtModule = defineModule({
  name: 'facmgmt',
  routes: () => [],
});
