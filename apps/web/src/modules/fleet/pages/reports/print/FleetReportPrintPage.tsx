import { fleetReportPrintData } from '@atrium/contracts/fleet/reports';
import { PrintView } from '../../../../../kit/components/reports/PrintView.tsx';
import { ReportDocument } from './ReportDocument.tsx';

/**
 * `/reports-generator/fleet-report?cacheKey=…&lang=…`: a fleet report the server prints (POST
 * /fleet/report-template/:id/generate as PDF), in Fleet's words and the language the URL names.
 */
export function FleetReportPrintPage() {
  return (
    <PrintView
      schema={fleetReportPrintData}
      namespace="fleet"
      missing={(t) => ({ title: t('reports.print.missingTitle'), text: t('reports.print.missing') })}
    >
      {(report, t, language) => <ReportDocument report={report} language={language} t={t} />}
    </PrintView>
  );
}
