import { defineModule } from '../../app/module.ts';
import { supportRoutes } from './routes.tsx';

export { SUPPORT_PATHS } from './paths.ts';

/**
 * Support (issue 22): the chat of a customer with whoever serves it (its integrator, or the platform's
 * support), live, with attachments and unread counts; and tickets with priorities, due times, states,
 * assignees, threads and links to devices, alarms, orders and job cards.
 */
export const supportModule = defineModule({
  id: 'support',
  family: 'core',
  i18n: {
    en: () => import('./i18n/en.json'),
    ar: () => import('./i18n/ar.json'),
    uses: ['places'],
  },
  routes: { main: supportRoutes },
});
