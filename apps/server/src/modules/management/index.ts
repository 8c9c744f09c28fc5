import { defineModule } from '../../kernel/module.ts';
import { registerTokenSource } from '../devices/token-sources.ts';
import { managementRoutes } from './management.routes.ts';
import { seedManagement } from './management.seed.ts';
import { drawQuotaToken } from './quota.ts';

// A customer's device installed without a token draws one from its quota (devices asks, never imports us).
registerTokenSource(drawQuotaToken);

/**
 * Issue 22: the integrator's management desk: its dashboard over the customers it manages, quotas of its
 * spare tokens for them (drawn when a customer's device is installed without a token) and device requests.
 */
export const managementModule = defineModule({
  name: 'management',
  routes: managementRoutes,
  seed: seedManagement,
});
