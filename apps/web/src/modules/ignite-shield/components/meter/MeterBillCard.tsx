import { devices } from '@atrium/contracts';
import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/errors.ts';
import { ErrorState } from '../../../../ui/ErrorState.tsx';
import { useDownloadMeterInvoice, useMeterBill } from '../../api/meter.ts';

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/**
 * The meter's bill of the month: per billed quantity its readings, consumption, tariff and amount; its invoice
 * as a PDF (the meter-invoice print view). A 477 says the invoice cannot be printed now, without a toast (R145).
 */
export function MeterBillCard({ deviceId, month }: { deviceId: number; month: string }) {
  const { t } = useTranslation('ignite-shield');
  const bill = useMeterBill(deviceId, month);
  const invoice = useDownloadMeterInvoice(deviceId, month);
  const serial = bill.data?.lines[0]?.device.serial;
  const invoiceMessage = invoice.isError
    ? describeError(t, invoice.error)
    : invoice.data === false
      ? t('meter.invoiceNotAvailable')
      : null;
  return (
    <Card withBorder padding="lg" data-testid="meter-bill">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h4">
            {t('meter.bill')}
          </Title>
          {serial && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDownload size={16} />}
              loading={invoice.isPending}
              onClick={() => invoice.mutate(`MTR-${serial}-${month.replace('-', '')}.pdf`)}
            >
              {t('meter.downloadInvoice')}
            </Button>
          )}
        </Group>
        {invoiceMessage && (
          <Alert
            color="yellow"
            role="alert"
            withCloseButton
            onClose={() => invoice.reset()}
            data-testid="meter-invoice-message"
          >
            {invoiceMessage}
          </Alert>
        )}
        {bill.isError ? (
          <ErrorState
            title={t('meter.bill')}
            description={describeError(t, bill.error)}
            onRetry={() => void bill.refetch()}
            retrying={bill.isFetching}
          />
        ) : bill.isPending ? (
          <Skeleton h={96} />
        ) : bill.data.lines.length === 0 ? (
          <Text c="dimmed">{t('meter.noReadings')}</Text>
        ) : (
          <Table withTableBorder aria-label={t('meter.bill')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('kit:templates.form.sensor')}</Table.Th>
                <Table.Th>{t('meter.readingsCount')}</Table.Th>
                <Table.Th>{t('meter.consumption')}</Table.Th>
                <Table.Th>{t('meter.tariff')}</Table.Th>
                <Table.Th>{t('meter.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bill.data.lines.map((line) => (
                <Table.Tr key={line.key}>
                  <Table.Td>{devices.SENSOR_TYPE_BY_KEY.get(line.key)?.name ?? line.key}</Table.Td>
                  <Table.Td>{line.readings}</Table.Td>
                  <Table.Td dir="ltr" data-testid={`consumption-${line.key}`}>
                    {line.consumption} {line.unit}
                  </Table.Td>
                  <Table.Td>
                    {line.pricePerUnit === null || line.currency === null
                      ? t('meter.noTariff')
                      : t('meter.perUnit', {
                          price: line.pricePerUnit,
                          currency: line.currency,
                          unit: line.unit,
                        })}
                  </Table.Td>
                  <Table.Td dir="ltr" data-testid={`amount-${line.key}`}>
                    {line.amount === null || line.currency === null ? '–' : money(line.amount, line.currency)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            {bill.data.totals.length > 0 && (
              <Table.Tfoot>
                {bill.data.totals.map((total) => (
                  <Table.Tr key={total.currency}>
                    <Table.Th colSpan={4}>{t('meter.total')}</Table.Th>
                    <Table.Th dir="ltr" data-testid="bill-total">
                      {money(total.amount, total.currency)}
                    </Table.Th>
                  </Table.Tr>
                ))}
              </Table.Tfoot>
            )}
          </Table>
        )}
      </Stack>
    </Card>
  );
}
