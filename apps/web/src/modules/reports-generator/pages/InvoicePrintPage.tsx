import { market } from '@atrium/contracts';
import { Alert, Box } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLanguage } from '../../../lib/languages.ts';
import { InvoiceDocument } from '../components/InvoiceDocument.tsx';
import { readPrintData, signalPrintReady } from '../printData.ts';

/**
 * `/reports-generator/invoice?cacheKey=…&lang=…`: the bill the server prints (`GET …/order/:id/bill`). The
 * language comes from the URL (the buyer's, not this browser's), without changing anyone's choice. Without
 * valid data it says so and never signals ready, so the server answers 477 rather than print a blank bill.
 */
export function InvoicePrintPage() {
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  const asked = params.get('lang');
  const language = isLanguage(asked) ? asked : isLanguage(i18n.language) ? i18n.language : 'en';
  const t = useMemo(() => i18n.getFixedT(language, 'reports-generator'), [i18n, language]);
  const invoice = useMemo(() => readPrintData(market.invoicePrintData), []);

  useEffect(() => {
    if (!invoice) return;
    let shown = true;
    void signalPrintReady(() => shown);
    return () => {
      shown = false;
    };
  }, [invoice]);

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
