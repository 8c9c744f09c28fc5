import { defineModule } from '../../kernel/module.ts';

/** Issue 20, number-plate recognition: Frigate NVR plate events, gate decisions, barrier commands, vehicle logs. */
export const anprFrigateModule = defineModule({
  name: 'anpr-frigate',
  routes: () => [],
});
