import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { LoadState } from '../../../modules/places/components/LoadState.tsx';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { useStatistics } from '../../api/analysis.ts';
import type { KitApp } from '../../app.ts';
import { AnalysisDashboard } from '../../components/analysis/AnalysisDashboard.tsx';
import { useAnalysisPeriod } from '../../components/analysis/usePeriod.ts';
import { WeatherCard } from '../../components/analysis/WeatherCard.tsx';
import { useKitApp } from '../../KitAppContext.tsx';

export const portfolioV2LayoutKey = (app: KitApp) => `${app.key}.analysis.structure-portfolio.v2`;

/**
 * /ignite-shield/analysis/v2/structure-portfolio: pick one structure (`?structureId=`), then its portfolio:
 * the same widgets narrowed to that structure's devices, with the weather at its location. Its dashboard
 * is saved apart from the all-structures one.
 */
export function StructurePortfolioV2Page() {
  const app = useKitApp();
  const { t } = useTranslation('kit');
  const [params, setParams] = useSearchParams();
  const { from, to } = useAnalysisPeriod();
  const stats = useStatistics({ from, to });
  const structureId = Number(params.get('structureId')) || null;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('analysis.portfolioV2.title')}
        description={t('analysis.portfolioV2.description')}
      />
      <LoadState query={stats} notFound={<EmptyState />}>
        {(data) =>
          data.structures.length === 0 ? (
            <EmptyState title={t('analysis.noStructures')} />
          ) : (
            <Stack gap="md">
              <Select
                label={t('analysis.structure')}
                placeholder={t('analysis.pickStructure')}
                data={data.structures.map((s) => ({ value: String(s.id), label: s.name }))}
                value={structureId === null ? null : String(structureId)}
                onChange={(value) => setParams(value ? { structureId: value } : {})}
                searchable
                maw={360}
              />
              {structureId === null ? (
                <EmptyState title={t('analysis.pickStructure')} />
              ) : (
                <>
                  <WeatherCard structureId={structureId} />
                  <AnalysisDashboard
                    key={structureId}
                    layoutKey={portfolioV2LayoutKey(app)}
                    structureId={structureId}
                  />
                </>
              )}
            </Stack>
          )
        }
      </LoadState>
    </Stack>
  );
}
