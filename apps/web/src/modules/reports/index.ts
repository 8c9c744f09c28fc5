import { defineModule } from '../../app/module.ts';
import { reportsMainRoutes } from './routes.tsx';

/**
 * Reports (issue 23, spec §2 "Reports"): a company's saved report definitions (a source, its filters,
 * columns, grouping, totals, language, formats, schedule and receptors), their runs and files, with a live
 * preview of the first rows while one is written. The printed report is reports-generator's dynamic-reports.
 */
export const reportsModule = defineModule({
  id: 'reports',
  family: 'core',
  i18n: {
    en: () => import('./i18n/en.json'),
    ar: () => import('./i18n/ar.json'),
    uses: ['places'],
  },
  routes: { main: reportsMainRoutes },
});
