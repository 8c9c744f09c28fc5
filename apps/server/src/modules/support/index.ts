import { defineModule } from '../../kernel/module.ts';
import { supportRoutes } from './support.routes.ts';
import { seedSupport } from './support.seed.ts';

export { countOpenTickets } from './tickets.stats.ts';

/**
 * Issue 22, support: the chat between a customer and the company serving it (its integrator, or the
 * platform's support for a direct customer), live on the socket, with attachments and read markers; and
 * tickets with priorities, due times, states, assignees, threads and links to the customer's devices,
 * alarms, orders and job cards.
 */
export const supportModule = defineModule({
  name: 'support',
  routes: supportRoutes,
  seed: seedSupport,
});
