import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { AnalysisDashboard } from '../../components/analysis/AnalysisDashboard.tsx';

/** The user's saved portfolio dashboard (`/User/parameter` key). */
export const PORTFOLIO_LAYOUT_KEY = 'swam.analysis.structure-portfolio';

/** /ignite-shield/analysis/structure-portfolio: the analysis widgets over every structure of the customer. */
export function StructurePortfolioPage() {
  const { t } = useTranslation('ignite-shield');
  return (
    <Stack gap="lg">
      <PageHeader title={t('analysis.portfolio.title')} description={t('analysis.portfolio.description')} />
      <AnalysisDashboard layoutKey={PORTFOLIO_LAYOUT_KEY} />
    </Stack>
  );
}
