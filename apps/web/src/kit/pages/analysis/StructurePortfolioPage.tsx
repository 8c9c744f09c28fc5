import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import type { KitApp } from '../../app.ts';
import { AnalysisDashboard } from '../../components/analysis/AnalysisDashboard.tsx';
import { useKitApp } from '../../KitAppContext.tsx';

/** The user's saved portfolio dashboard (`/User/parameter` key). */
/** The user preference the dashboard is saved under (`swam.analysis.structure-portfolio`). */
export const portfolioLayoutKey = (app: KitApp) => `${app.key}.analysis.structure-portfolio`;

/** /ignite-shield/analysis/structure-portfolio: the analysis widgets over every structure of the customer. */
export function StructurePortfolioPage() {
  const app = useKitApp();
  const { t } = useTranslation('kit');
  return (
    <Stack gap="lg">
      <PageHeader title={t('analysis.portfolio.title')} description={t('analysis.portfolio.description')} />
      <AnalysisDashboard layoutKey={portfolioLayoutKey(app)} />
    </Stack>
  );
}
