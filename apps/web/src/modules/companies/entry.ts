import { defineModule } from '../../app/module.ts';
import en from './i18n/en.json';

/** The companies module's part in the app's entry: its English, which pages before sign-in show. */
export const companiesEntry = defineModule({
  id: 'companies',
  family: 'core',
  i18n: { en, ar: () => import('./i18n/ar.json') },
  routes: {},
});
