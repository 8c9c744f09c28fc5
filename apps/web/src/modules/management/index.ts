import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/en.json';
import { managementRoutes } from './routes.tsx';

/**
 * Issue 22, spec §2 "Management": the integrator's desk: its dashboard, customers (list by type, details with
 * "act on its behalf", create), token quotas for customers, device requests and a customer's device page.
 * Customers use its device requests and see their quota there.
 */
export const managementModule = defineModule({
  id: 'management',
  family: 'core',
  i18n: { en: withShell(en), ar: () => import('./i18n/ar.json') },
  routes: { main: managementRoutes },
});
