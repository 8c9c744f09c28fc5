import { defineModule } from '../../kernel/module.ts';
import { analysisRoutes } from './analysis.routes.ts';
import { seedChillerHistory } from './analysis.seed.ts';

/** Issue 6: the sensor-solution analysis (`/swam/statistics`), chillers (`/swam/chiller`) and weather (`/swam/weather`). */
export const analysisModule = defineModule({
  name: 'analysis',
  routes: analysisRoutes,
  seed: seedChillerHistory,
});
