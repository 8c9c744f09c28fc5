import { defineModule } from '../../kernel/module.ts';
import { managementRoutes } from './management.routes.ts';
import { seedManagement } from './management.seed.ts';

export { drawQuotaToken } from './quota.ts';

/**
 * Issue 22: the integrator's management desk: its dashboard over the customers it manages, quotas of its
 * spare tokens for them (drawn when a customer's device is installed without a token) and device requests.
 */
export const managementModule = defineModule({
  name: 'management',
  routes: managementRoutes,
  seed: seedManagement,
});
