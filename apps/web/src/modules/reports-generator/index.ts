import { defineModule } from '../../app/module.ts';
import en from './i18n/en.json';
import { reportsGeneratorPublicRoutes } from './routes.tsx';

/**
 * Print views (spec §1 PDF-generator mode, A6): pages the server's PDF service opens in headless Chromium
 * with a `cacheKey`, handing them their data on `window.__PRINT_DATA__` (server `kernel/pdf`). Public: the
 * data travels with the page, so no session is needed and no API is called.
 */
export const reportsGeneratorModule = defineModule({
  id: 'reports-generator',
  family: 'reports',
  i18n: { en, ar: () => import('./i18n/ar.json') },
  routes: { public: reportsGeneratorPublicRoutes },
});
