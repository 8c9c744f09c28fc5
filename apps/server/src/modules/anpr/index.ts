import { defineModule } from '../../kernel/module.ts';
import { anprRoutes } from './anpr.routes.ts';
import { seedAnpr } from './anpr.seed.ts';

export {
  anprAccesses,
  anprBoxLinks,
  anprResidentStructures,
  anprResidents,
  anprVehicles,
} from './anpr.schema.ts';

/** Issue 20, number-plate recognition: edge boxes and linked devices, residents, vehicles, plate accesses, dashboard. */
export const anprModule = defineModule({
  name: 'anpr',
  routes: anprRoutes,
  seed: seedAnpr,
});
