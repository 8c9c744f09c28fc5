import { defineModule } from '../../app/module.ts';
import { neuronRoutes } from './routes.tsx';

/** Neuron, number-plate recognition (spec §2, prefix /neuron); English only (A4). */
export const neuronModule = defineModule({
  id: 'neuron',
  family: 'app',
  i18n: {
    en: () => import('./i18n/en.json'),
    ar: () => import('./i18n/ar.json'),
  },
  routes: { main: neuronRoutes },
});
