import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/en.json';
import { devMainRoutes } from './routes.tsx';

/** Development tools (dev mode only): the mail outbox. */
export const devModule = defineModule({
  id: 'dev',
  family: 'core',
  i18n: { en: withShell(en), ar: () => import('./i18n/ar.json') },
  routes: { main: devMainRoutes },
});
