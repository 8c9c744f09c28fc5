import { defineModule } from '../../app/module.ts';
import { libsExamplesMainRoutes } from './routes.tsx';

/** Example pages of the shared widgets, under /core/libs-examples (the sidebar shows them in development). */
export const libsExamplesModule = defineModule({
  id: 'libs-examples',
  i18n: { en: () => import('./i18n/en.json'), ar: () => import('./i18n/ar.json') },
  routes: { main: libsExamplesMainRoutes },
});
