import { defineModule, withShell } from '../../app/module.ts';
import en from './i18n/en.json';
import { libsExamplesMainRoutes } from './routes.tsx';

/** Example pages of the shared widgets, under /core/libs-examples (the sidebar shows them in development). */
export const libsExamplesModule = defineModule({
  id: 'libs-examples',
  i18n: { en: withShell(en), ar: () => import('./i18n/ar.json') },
  routes: { main: libsExamplesMainRoutes },
});
