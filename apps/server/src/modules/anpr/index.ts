import { defineModule } from '../../kernel/module.ts';

/** Issue 20, number-plate recognition: edge boxes and linked devices, residents, vehicles, plate accesses, dashboard. */
export const anprModule = defineModule({
  name: 'anpr',
  routes: () => [],
});
