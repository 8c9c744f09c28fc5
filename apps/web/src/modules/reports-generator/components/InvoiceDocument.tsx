import { market } from '@atrium/contracts';
import { Box, Divider, Group, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { directionOf, type Language } from '../../../lib/languages.ts';
import { InvoiceHeader } from './InvoiceHeader.tsx';

interface Props {
  invoice: market.InvoicePrintData;
  language: Language;
  t: TFunction;
}

const price = market.formatCents;

/** The printed invoice: seller, buyer, every priced line of every part, the adjustments and the total (R102). */
export function InvoiceDocument({ invoice, language, t }: Props) {
  const { order } = invoice;
  const lines = order.parts.flatMap((part) =>
    part.lines.map((line, i) => ({ key: `${part.index}-${i}`, line })),
  );
  const adjustments = [
    { key: 'discountRate', cents: -order.discountRateCents },
    { key: 'discountCode', cents: -order.discountCodeCents },
    { key: 'shipping', cents: order.shippingCents },
    { key: 'voucher', cents: -order.voucherCents },
  ].filter((a) => a.cents !== 0);

  return (
    <Box dir={directionOf(language)} lang={language} p="xl" data-testid="invoice">
      <InvoiceHeader
        seller={invoice.seller}
        title={t('invoice.title')}
        number={invoice.number}
        issuedAt={invoice.issuedAt}
        language={language}
        t={t}
      >
        <Text size="sm">
          {t('invoice.order')}: <span dir="ltr">#{order.id}</span>
        </Text>
      </InvoiceHeader>
      <Stack gap={2} mb="lg">
        <Text fw={700}>{t('invoice.billTo')}</Text>
        <Text data-testid="invoice-buyer">{invoice.buyer.name}</Text>
        <Text size="sm">{invoice.buyer.email}</Text>
      </Stack>
      <Table withTableBorder striped aria-label={t('invoice.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoice.item')}</Table.Th>
            <Table.Th ta="end">{t('invoice.quantity')}</Table.Th>
            <Table.Th ta="end">{t('invoice.unitPrice')}</Table.Th>
            <Table.Th ta="end">{t('invoice.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>{t('invoice.noLines')}</Table.Td>
            </Table.Tr>
          )}
          {lines.map(({ key, line }) => (
            <Table.Tr key={key}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="end">{line.qty}</Table.Td>
              <Table.Td ta="end" dir="ltr">
                {price(line.unitPriceCents)}
              </Table.Td>
              <Table.Td ta="end" dir="ltr">
                {price(line.totalCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4} mt="lg" ms="auto" maw={320}>
        <Group justify="space-between">
          <Text>{t('invoice.subtotal')}</Text>
          <Text dir="ltr">{price(order.subtotalCents)}</Text>
        </Group>
        {adjustments.map((a) => (
          <Group key={a.key} justify="space-between">
            <Text>{t(`invoice.${a.key}`)}</Text>
            <Text dir="ltr">{price(a.cents)}</Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('invoice.total')}</Text>
          <Text fw={700} dir="ltr" data-testid="invoice-total">
            {price(order.totalCents)}
          </Text>
        </Group>
      </Stack>
    </Box>
  );
}
