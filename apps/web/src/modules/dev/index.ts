import { defineModule } from '../../app/module.ts';
import { devMainRoutes } from './routes.tsx';

/** Development tools (dev mode only): the mail outbox. */
export const devModule = defineModule({
  id: 'dev',
  family: 'core',
  i18n: { en: () => import('./i18n/en.json'), ar: () => import('./i18n/ar.json') },
  routes: { main: devMainRoutes },
});
