import { defineModule } from '../../kernel/module.ts';
import { anprRoutes } from './anpr.routes.ts';
import { anprAccesses, anprVehicles } from './anpr.schema.ts';
import { seedAnpr } from './anpr.seed.ts';
import { renormalisePlates } from './plate-norms.ts';

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
  // Plates typed with a place name, stored before the rule dropped it, compare as the cameras read them.
  sync: async (deps) => {
    for (const table of [anprVehicles, anprAccesses])
      await renormalisePlates(deps, {
        table,
        id: table.id,
        plate: table.plate,
        plateNorm: table.plateNorm,
      });
  },
  seed: seedAnpr,
});
