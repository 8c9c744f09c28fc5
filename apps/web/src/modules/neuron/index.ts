import { defineModule } from '../../app/module.ts';
import { neuronRoutes } from './routes.tsx';

/**
 * Neuron, number-plate recognition (spec §2, prefix /neuron; the kit application `cn`, API prefix /anpr):
 * residents with their structures and vehicles, edge boxes with their cameras and barriers, the owner's
 * dashboard, vehicle logs live and history, and plate accesses per gate.
 * A4: its pages are shown in English, left to right, even when Arabic is chosen (routes.tsx).
 */
export const neuronModule = defineModule({
  id: 'neuron',
  family: 'app',
  i18n: {
    en: () => import('./i18n/english.ts'),
    ar: () => import('./i18n/arabic.ts'),
    uses: ['defcon', 'metro-watch', 'places'],
  },
  routes: { main: neuronRoutes },
});
