import {
  IconChartBar,
  IconFilePlus,
  IconHistory,
  IconLayoutDashboard,
  IconReport,
  IconTemplate,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { withKitApp } from '../../kit/KitAppContext.tsx';
import { relative } from '../../kit/paths.ts';
import { FLEET_KEYS as KEYS } from './access.ts';
import { FLEET } from './kitApp.ts';
import { FLEET_PATHS as P } from './paths.ts';

const page = (load: () => Promise<ReactNode>) => async () => ({ element: withKitApp(FLEET, await load()) });
const redirect = (to: string) => () => replace(to);

/**
 * Fleet's reports (templates, create or edit a template, history) and analysis dashboard (spec §2 "Fleet"):
 * analysis is the first entry under Fleet (order 1), reports the ninth.
 */
export const fleetReportRoutes: AppRoute[] = [
  {
    id: 'fleet-analysis',
    path: relative(P.analysis),
    loader: redirect(P.dashboard),
    element: null,
    handle: {
      label: 'fleet:reports.nav.analysis',
      icon: IconChartBar,
      parent: 'fleet',
      order: 1,
      permissions: KEYS.analysis,
    },
  },
  {
    id: 'fleet-analysis-dashboard',
    path: relative(P.dashboard),
    lazy: page(() =>
      import('./pages/analysis/DashboardPage.tsx').then(({ DashboardPage }) => <DashboardPage />),
    ),
    handle: {
      label: 'fleet:reports.nav.dashboard',
      icon: IconLayoutDashboard,
      parent: 'fleet-analysis',
      order: 1,
      permissions: KEYS.analysis,
      redirects: [P.reportsList],
      mobile: true,
    },
  },
  {
    id: 'fleet-reports',
    path: relative(P.reports),
    loader: redirect(P.reportsList),
    element: null,
    handle: {
      label: 'fleet:reports.nav.reports',
      icon: IconReport,
      parent: 'fleet',
      order: 9,
      permissions: KEYS.reports.view,
    },
  },
  {
    id: 'fleet-reports-list',
    path: relative(P.reportsList),
    lazy: page(() =>
      import('./pages/reports/ReportsListPage.tsx').then(({ ReportsListPage }) => <ReportsListPage />),
    ),
    handle: {
      label: 'fleet:reports.nav.list',
      icon: IconTemplate,
      parent: 'fleet-reports',
      order: 1,
      permissions: KEYS.reports.view,
    },
  },
  {
    id: 'fleet-reports-create',
    path: relative(P.reportCreateTemplate),
    lazy: page(() =>
      import('./pages/reports/TemplateFormPage.tsx').then(({ TemplateFormPage }) => <TemplateFormPage />),
    ),
    handle: {
      label: 'fleet:reports.nav.create',
      icon: IconFilePlus,
      parent: 'fleet-reports',
      order: 2,
      permissions: KEYS.reports.create,
      redirects: [P.reportsList],
    },
  },
  {
    id: 'fleet-reports-history',
    path: relative(P.reportsHistory),
    lazy: page(() =>
      import('./pages/reports/ReportsHistoryPage.tsx').then(({ ReportsHistoryPage }) => (
        <ReportsHistoryPage />
      )),
    ),
    handle: {
      label: 'fleet:reports.nav.history',
      icon: IconHistory,
      parent: 'fleet-reports',
      order: 3,
      permissions: KEYS.reports.view,
    },
  },
];
