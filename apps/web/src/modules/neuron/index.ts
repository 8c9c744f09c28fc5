import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/english.ts';
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
    en: withShell(en),
    ar: () => import('./i18n/arabic.ts'),
  },
  routes: { main: neuronRoutes },
});
