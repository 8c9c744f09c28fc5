import { analysis } from '@atrium/contracts';
import { Alert, Box } from '@mantine/core';
import { DeviceReportDocument } from '../components/DeviceReportDocument.tsx';
import { usePrintView } from '../printData.ts';

/** `/reports-generator/device-report?cacheKey=…&lang=…`: the device report the server prints (`GET /swam/device/:id/report`). */
export function DeviceReportPrintPage() {
  const { data: report, language, t, ready } = usePrintView(analysis.deviceReportPrintData);
  if (!ready) return null;
  if (!report)
    return (
      <Box p="xl">
        <Alert color="red" title={t('deviceReport.missingTitle')}>
          {t('deviceReport.missing')}
        </Alert>
      </Box>
    );
  return <DeviceReportDocument report={report} language={language} t={t} />;
}
