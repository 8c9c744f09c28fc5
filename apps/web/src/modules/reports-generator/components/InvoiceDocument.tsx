import { market } from '@atrium/contracts';
import { Box, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { directionOf, type Language } from '../../../lib/languages.ts';

interface Props {
  invoice: market.InvoicePrintData;
  language: Language;
  t: TFunction;
}

const price = market.formatCents;

/** The printed invoice: seller, buyer, every priced line of every part, the adjustments and the total (R102). */
export function InvoiceDocument({ invoice, language, t }: Props) {
  const { order } = invoice;
  const issued = new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(invoice.issuedAt));
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
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2}>{invoice.seller.name}</Title>
          {invoice.seller.email && <Text size="sm">{invoice.seller.email}</Text>}
          {invoice.seller.phone && (
            <Text size="sm" dir="ltr">
              {invoice.seller.phone}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Title order={3}>{t('invoice.title')}</Title>
          <Text size="sm">
            {t('invoice.number')}: <span dir="ltr">{invoice.number}</span>
          </Text>
          <Text size="sm">
            {t('invoice.issued')}: {issued}
          </Text>
          <Text size="sm">
            {t('invoice.order')}: <span dir="ltr">#{order.id}</span>
          </Text>
        </Stack>
      </Group>
      <Divider my="lg" />
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
