import { defineModule } from '../../app/module.ts';
import en from './i18n/en.json';
import { companiesMainRoutes } from './routes.tsx';

/** Companies and customers (spec §2 core/companies, core/customers): list, create, profile, edit. */
export const companiesModule = defineModule({
  id: 'companies',
  family: 'core',
  i18n: { en, ar: () => import('./i18n/ar.json') },
  routes: { main: companiesMainRoutes },
});
