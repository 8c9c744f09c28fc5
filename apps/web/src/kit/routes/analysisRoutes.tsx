import {
  IconArrowsDiff,
  IconBuildingSkyscraper,
  IconChartBar,
  IconLayoutDashboard,
} from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { analysisPermissionOf } from '../access.ts';
import type { KitApp } from '../app.ts';
import { relative } from '../paths.ts';
import { lazyPage } from './lazyPage.tsx';

/** The analysis group of the sidebar (`<id>-analysis`). */
export const kitAnalysisGroupId = (app: KitApp) => `${app.id}-analysis`;

/** Spec §2, an app's analysis: structure-portfolio, compare, v2 structure-portfolio. */
export function kitAnalysisRoutes(app: KitApp): AppRoute[] {
  const { paths } = app;
  const VIEW = analysisPermissionOf(app);
  const group = kitAnalysisGroupId(app);
  return [
    {
      id: group,
      path: relative(paths.analysis),
      loader: () => replace(paths.structurePortfolio),
      element: null,
      handle: {
        label: 'kit:analysis.nav.analysis',
        icon: IconChartBar,
        parent: app.id,
        order: 6,
        permissions: VIEW,
      },
    },
    {
      id: `${group}-portfolio`,
      path: relative(paths.structurePortfolio),
      lazy: lazyPage(app, () =>
        import('../pages/analysis/StructurePortfolioPage.tsx').then(({ StructurePortfolioPage }) => (
          <StructurePortfolioPage />
        )),
      ),
      handle: {
        label: 'kit:analysis.nav.structurePortfolio',
        icon: IconLayoutDashboard,
        parent: group,
        order: 1,
        permissions: VIEW,
      },
    },
    {
      id: `${group}-compare`,
      path: relative(paths.analysisCompare),
      lazy: lazyPage(app, () =>
        import('../pages/analysis/ComparePage.tsx').then(({ ComparePage }) => <ComparePage />),
      ),
      handle: {
        label: 'kit:analysis.nav.compare',
        icon: IconArrowsDiff,
        parent: group,
        order: 2,
        permissions: VIEW,
      },
    },
    {
      id: `${group}-portfolio-v2`,
      path: relative(paths.structurePortfolioV2),
      lazy: lazyPage(app, () =>
        import('../pages/analysis/StructurePortfolioV2Page.tsx').then(({ StructurePortfolioV2Page }) => (
          <StructurePortfolioV2Page />
        )),
      ),
      handle: {
        label: 'kit:analysis.nav.structurePortfolioV2',
        icon: IconBuildingSkyscraper,
        parent: group,
        order: 3,
        permissions: VIEW,
      },
    },
  ];
}
