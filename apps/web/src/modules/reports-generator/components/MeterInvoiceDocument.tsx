import { amountInWords, type devices } from '@atrium/contracts';
import { Box, Group, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { directionOf, type Language } from '../../../lib/languages.ts';
import { InvoiceHeader } from './InvoiceHeader.tsx';

interface Props {
  invoice: devices.MeterInvoicePrintData;
  language: Language;
  t: TFunction;
}

/** Spec §9: dollars with 2 decimals ($4.50); another currency by its code (4.50 AED). */
export const formatMoney = (amount: number, currency: string) =>
  currency === 'USD' ? `$${amount.toFixed(2)}` : `${amount.toFixed(2)} ${currency}`;

/** The amount in words, or null past 7 digits (R163 'overlimit': the figure is shown alone). */
export function wordsOf(amount: number, language: Language, currency: string): string | null {
  try {
    return amountInWords(amount, language, currency);
  } catch (error) {
    if (error instanceof Error && error.message === 'overlimit') return null;
    throw error;
  }
}

/** The printed meter invoice: brand, customer, meter, month, each billed quantity and the total in words. */
export function MeterInvoiceDocument({ invoice, language, t }: Props) {
  const locale = language === 'ar' ? 'ar-AE' : 'en-GB';
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(invoice.from),
  );
  const quantity = (key: string) => t(`deviceReport.sensors.${key}`, { defaultValue: key });

  return (
    <Box dir={directionOf(language)} lang={language} p="xl" data-testid="meter-invoice">
      <InvoiceHeader
        seller={invoice.seller}
        title={t('meterInvoice.title')}
        number={invoice.number}
        issuedAt={invoice.issuedAt}
        language={language}
        t={t}
      >
        <Text size="sm" data-testid="meter-invoice-month">
          {t('meterInvoice.month')}: {month}
        </Text>
      </InvoiceHeader>
      <Group justify="space-between" align="flex-start" mb="lg">
        <Stack gap={2}>
          <Text fw={700}>{t('invoice.billTo')}</Text>
          <Text data-testid="meter-invoice-customer">{invoice.customer.name}</Text>
          {invoice.customer.email && <Text size="sm">{invoice.customer.email}</Text>}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text fw={700}>{t('meterInvoice.meter')}</Text>
          <Text data-testid="meter-invoice-device">{invoice.device.name}</Text>
          <Text size="sm" dir="ltr">
            {invoice.device.serial}
          </Text>
        </Stack>
      </Group>
      <Table withTableBorder striped aria-label={t('meterInvoice.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('meterInvoice.quantity')}</Table.Th>
            <Table.Th ta="end">{t('meterInvoice.readings')}</Table.Th>
            <Table.Th ta="end">{t('meterInvoice.consumption')}</Table.Th>
            <Table.Th ta="end">{t('meterInvoice.tariff')}</Table.Th>
            <Table.Th ta="end">{t('invoice.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line) => (
            <Table.Tr key={line.key}>
              <Table.Td>{quantity(line.key)}</Table.Td>
              <Table.Td ta="end">{line.readings}</Table.Td>
              <Table.Td ta="end" dir="ltr">
                {line.consumption} {line.unit}
              </Table.Td>
              <Table.Td ta="end" dir="ltr">
                {line.pricePerUnit === null || line.currency === null
                  ? t('meterInvoice.noTariff')
                  : `${formatMoney(line.pricePerUnit, line.currency)} / ${line.unit}`}
              </Table.Td>
              <Table.Td ta="end" dir="ltr">
                {line.amount === null || line.currency === null
                  ? '–'
                  : formatMoney(line.amount, line.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4} mt="lg" ms="auto" maw={420}>
        {invoice.totals.length === 0 && <Text c="dimmed">{t('meterInvoice.unpriced')}</Text>}
        {invoice.totals.map((total) => {
          const words = wordsOf(total.amount, language, total.currency);
          return (
            <Stack key={total.currency} gap={2}>
              <Group justify="space-between">
                <Text fw={700}>{t('invoice.total')}</Text>
                <Text fw={700} dir="ltr" data-testid={`meter-invoice-total-${total.currency}`}>
                  {formatMoney(total.amount, total.currency)}
                </Text>
              </Group>
              {words && (
                <Text size="sm" data-testid={`meter-invoice-words-${total.currency}`}>
                  {t('meterInvoice.inWords', { words })}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
