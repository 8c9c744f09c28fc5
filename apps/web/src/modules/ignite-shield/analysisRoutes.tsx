import { analysis } from '@atrium/contracts';
import {
  IconArrowsDiff,
  IconBuildingSkyscraper,
  IconChartBar,
  IconLayoutDashboard,
} from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import {
  ANALYSIS_COMPARE_PATH,
  ANALYSIS_PATH,
  DEVICE_REPORT_PATH,
  STRUCTURE_PORTFOLIO_PATH,
  STRUCTURE_PORTFOLIO_V2_PATH,
} from './paths.ts';

const relative = (path: string) => path.replace(/^\//, '');
const VIEW = [analysis.ANALYSIS_VIEW];

/** Spec §2 "Sensor solution app", analysis: structure-portfolio, compare, v2 structure-portfolio, device report. */
export const analysisRoutes: AppRoute[] = [
  {
    id: 'ignite-shield-analysis',
    path: relative(ANALYSIS_PATH),
    loader: () => replace(STRUCTURE_PORTFOLIO_PATH),
    element: null,
    handle: {
      label: 'ignite-shield:analysis.nav.analysis',
      icon: IconChartBar,
      parent: 'ignite-shield',
      order: 6,
      permissions: VIEW,
    },
  },
  {
    id: 'ignite-shield-analysis-portfolio',
    path: relative(STRUCTURE_PORTFOLIO_PATH),
    lazy: () =>
      import('./pages/analysis/StructurePortfolioPage.tsx').then(({ StructurePortfolioPage }) => ({
        Component: StructurePortfolioPage,
      })),
    handle: {
      label: 'ignite-shield:analysis.nav.structurePortfolio',
      icon: IconLayoutDashboard,
      parent: 'ignite-shield-analysis',
      order: 1,
      permissions: VIEW,
    },
  },
  {
    id: 'ignite-shield-analysis-compare',
    path: relative(ANALYSIS_COMPARE_PATH),
    lazy: () =>
      import('./pages/analysis/ComparePage.tsx').then(({ ComparePage }) => ({ Component: ComparePage })),
    handle: {
      label: 'ignite-shield:analysis.nav.compare',
      icon: IconArrowsDiff,
      parent: 'ignite-shield-analysis',
      order: 2,
      permissions: VIEW,
    },
  },
  {
    id: 'ignite-shield-analysis-portfolio-v2',
    path: relative(STRUCTURE_PORTFOLIO_V2_PATH),
    lazy: () =>
      import('./pages/analysis/StructurePortfolioV2Page.tsx').then(({ StructurePortfolioV2Page }) => ({
        Component: StructurePortfolioV2Page,
      })),
    handle: {
      label: 'ignite-shield:analysis.nav.structurePortfolioV2',
      icon: IconBuildingSkyscraper,
      parent: 'ignite-shield-analysis',
      order: 3,
      permissions: VIEW,
    },
  },
  {
    path: relative(DEVICE_REPORT_PATH),
    lazy: () =>
      import('./pages/analysis/DeviceReportPage.tsx').then(({ DeviceReportPage }) => ({
        Component: DeviceReportPage,
      })),
    handle: { label: 'ignite-shield:analysis.nav.deviceReport', icon: IconChartBar, permissions: VIEW },
  },
];
