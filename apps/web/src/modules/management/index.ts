import { defineModule } from '../../app/module.ts';
import { managementRoutes } from './routes.tsx';

/**
 * Issue 22, spec §2 "Management": the integrator's desk: its dashboard, customers (list by type, details with
 * "act on its behalf", create), token quotas for customers, device requests and a customer's device page.
 * Customers use its device requests and see their quota there.
 */
export const managementModule = defineModule({
  id: 'management',
  family: 'core',
  i18n: {
    en: () => import('./i18n/en.json'),
    ar: () => import('./i18n/ar.json'),
    uses: [
      'asset-watch',
      'cloud-orbit',
      'defcon',
      'facility-booking',
      'fleet',
      'gm',
      'ignite-shield',
      'kit',
      'metro-watch',
      'neuron',
      'places',
      'smart-parking',
      'support',
    ],
  },
  routes: { main: managementRoutes },
});
