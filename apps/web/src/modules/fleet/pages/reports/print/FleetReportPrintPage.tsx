import { fleetReportPrintData } from '@atrium/contracts/fleet/reports';
import { Alert, Box } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLanguage, type Language } from '../../../../../lib/languages.ts';
import { readPrintData, signalPrintReady } from '../../../../reports-generator/printData.ts';
import { ReportDocument } from './ReportDocument.tsx';

/** The namespaces the fleet print view draws with. */
const NAMESPACES = ['fleet', 'common'] as const;

/**
 * `/reports-generator/fleet-report?cacheKey=…&lang=…`: a fleet report the server prints (POST
 * /fleet/report-template/:id/generate as PDF). Its strings are Fleet's, in the language the URL names;
 * without valid data it never says ready, so the server records the report as failed.
 */
export function FleetReportPrintPage() {
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  const asked = params.get('lang');
  const language: Language = isLanguage(asked) ? asked : 'en';
  const [loaded, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let shown = true;
    void i18n.reloadResources([language], [...NAMESPACES]).then(() => {
      if (shown) setLoaded(language);
    });
    return () => {
      shown = false;
    };
  }, [i18n, language]);
  const ready = loaded === language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fixed t is taken again once the dictionary is there
  const t = useMemo(() => i18n.getFixedT(language, 'fleet'), [i18n, language, ready]);
  const report = useMemo(() => readPrintData(fleetReportPrintData), []);
  useEffect(() => {
    if (!report || !ready) return;
    let shown = true;
    void signalPrintReady(() => shown);
    return () => {
      shown = false;
    };
  }, [report, ready]);
  if (!ready) return null;
  if (!report)
    return (
      <Box p="xl">
        <Alert color="red" title={t('reports.print.missingTitle')}>
          {t('reports.print.missing')}
        </Alert>
      </Box>
    );
  return <ReportDocument report={report} language={language} t={t} />;
}
