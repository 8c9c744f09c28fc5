import { market } from '@atrium/contracts';
import { Alert, Box } from '@mantine/core';
import { InvoiceDocument } from '../components/InvoiceDocument.tsx';
import { usePrintView } from '../printData.ts';

/**
 * `/reports-generator/invoice?cacheKey=…&lang=…`: the bill the server prints (`GET …/order/:id/bill`). The
 * language comes from the URL (the buyer's, not this browser's), without changing anyone's choice. Without
 * valid data it says so and never signals ready, so the server answers 477 rather than print a blank bill.
 */
export function InvoicePrintPage() {
  const { data: invoice, language, t, ready } = usePrintView(market.invoicePrintData);
  if (!ready) return null;
  if (!invoice)
    return (
      <Box p="xl">
        <Alert color="red" title={t('invoice.missingTitle')}>
          {t('invoice.missing')}
        </Alert>
      </Box>
    );
  return <InvoiceDocument invoice={invoice} language={language} t={t} />;
}
