import { devices } from '@atrium/contracts';
import { Alert, Box } from '@mantine/core';
import { MeterInvoiceDocument } from '../components/MeterInvoiceDocument.tsx';
import { usePrintView } from '../printData.ts';

/**
 * `/reports-generator/meter-invoice?cacheKey=…&lang=…`: a meter's bill of a month as the server prints it
 * (`GET /swam/meter-bill/invoice`). Without valid data it says so and never signals ready, so the server
 * answers 477 rather than print an empty invoice.
 */
export function MeterInvoicePrintPage() {
  const { data: invoice, language, t, ready } = usePrintView(devices.meterInvoicePrintData);
  if (!ready) return null;
  if (!invoice)
    return (
      <Box p="xl">
        <Alert color="red" title={t('meterInvoice.missingTitle')}>
          {t('meterInvoice.missing')}
        </Alert>
      </Box>
    );
  return <MeterInvoiceDocument invoice={invoice} language={language} t={t} />;
}
