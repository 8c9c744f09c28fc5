import { IconFilePlus, IconPencil, IconReportAnalytics } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { REPORT_KEYS } from './access.ts';
import { REPORT_CREATE_PATH, REPORT_EDIT_PATH, REPORTS_LIST_PATH, REPORTS_PATH } from './paths.ts';

const relative = (path: string) => path.replace(/^\//, '');

/**
 * Spec §2 "Reports": the list (A37: needs the report permission), create and edit/:id. The sidebar entry is
 * the list's, under applications after the apps.
 */
export const reportsMainRoutes: AppRoute[] = [
  {
    path: relative(REPORTS_PATH),
    loader: () => replace(REPORTS_LIST_PATH),
    element: null,
    handle: { label: 'reports:nav.list', permissions: REPORT_KEYS.view },
  },
  {
    id: 'reports-list',
    path: relative(REPORTS_LIST_PATH),
    lazy: () =>
      import('./pages/ReportsListPage.tsx').then(({ ReportsListPage }) => ({ Component: ReportsListPage })),
    handle: {
      label: 'reports:nav.list',
      icon: IconReportAnalytics,
      container: 'applications',
      order: 20,
      permissions: REPORT_KEYS.view,
    },
  },
  {
    path: relative(REPORT_CREATE_PATH),
    lazy: () =>
      import('./pages/ReportFormPage.tsx').then(({ ReportFormPage }) => ({ Component: ReportFormPage })),
    handle: { label: 'reports:nav.create', icon: IconFilePlus, permissions: REPORT_KEYS.create },
  },
  {
    path: relative(REPORT_EDIT_PATH),
    lazy: () =>
      import('./pages/ReportFormPage.tsx').then(({ ReportFormPage }) => ({ Component: ReportFormPage })),
    handle: { label: 'reports:nav.edit', icon: IconPencil, permissions: REPORT_KEYS.update },
  },
];
