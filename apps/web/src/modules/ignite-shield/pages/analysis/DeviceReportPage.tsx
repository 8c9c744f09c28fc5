import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDeviceAlarms, useDownloadReport, useStatistics } from '../../../../kit/api/analysis.ts';
import { useDevice } from '../../../../kit/api/devices.ts';
import { rangeOption, summarize } from '../../../../kit/components/analysis/chartOptions.ts';
import { deviceLabel, sensorLabel } from '../../../../kit/components/analysis/sensors.ts';
import { useAnalysisPeriod } from '../../../../kit/components/analysis/usePeriod.ts';
import { WidgetBody } from '../../../../kit/components/analysis/WidgetBody.tsx';
import { describeError } from '../../../../lib/errors.ts';
import { Chart } from '../../../../ui/Chart/index.ts';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { PeriodSelector } from '../../../../ui/PeriodSelector/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { LoadState } from '../../../places/components/LoadState.tsx';
import classes from './print.module.css';

/**
 * /ignite-shield/analysis/device-report/:id: one device's readings (min, average and maximum per sensor)
 * and alarms over a period, laid out to print (the browser's print, controls hidden on paper).
 */
export function DeviceReportPage() {
  const { t } = useTranslation('ignite-shield');
  const id = Number(useParams().id);
  const device = useDevice(id);
  const period = useAnalysisPeriod();
  const stats = useStatistics({ from: period.from, to: period.to, deviceIds: [id] }, device.isSuccess);
  const alarms = useDeviceAlarms(id, period.from, period.to, device.isSuccess);
  const labels = { min: t('kit:analysis.min'), avg: t('kit:analysis.avg'), max: t('kit:analysis.max') };
  const series = stats.data?.series ?? [];

  return (
    <LoadState
      query={device}
      missing={!(id > 0)}
      notFound={<EmptyState title={t('kit:analysis.report.notFound')} />}
    >
      {(d) => (
        <Stack gap="lg" className={classes.report}>
          <PageHeader
            title={t('kit:analysis.report.title', { name: deviceLabel(d) })}
            description={`${d.serial} · ${d.structure?.name ?? t('kit:common.none')} · ${t(
              'analysis.report.period',
              {
                from: new Date(period.from).toLocaleString(),
                to: new Date(period.to).toLocaleString(),
              },
            )}`}
            actions={
              <div className={classes.noPrint}>
                <Group gap="sm">
                  <PdfButton deviceId={d.id} serial={d.serial} from={period.from} to={period.to} />
                  <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
                    {t('kit:analysis.report.print')}
                  </Button>
                </Group>
              </div>
            }
          />
          <div className={classes.noPrint}>
            <PeriodSelector
              value={period.selection}
              onChange={period.setSelection}
              comparisons={[]}
              rules={{ maxDays: 366, allowFuture: false }}
            />
          </div>
          <WidgetBody query={stats} fill={false}>
            {stats.isPending ? (
              <Text>{t('kit:analysis.loading')}</Text>
            ) : series.length === 0 ? (
              <EmptyState variant="readings" />
            ) : (
              <Stack gap="md">
                <Table withTableBorder striped aria-label={t('kit:analysis.report.summary')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('kit:analysis.sensor')}</Table.Th>
                      <Table.Th>{t('kit:analysis.min')}</Table.Th>
                      <Table.Th>{t('kit:analysis.avg')}</Table.Th>
                      <Table.Th>{t('kit:analysis.max')}</Table.Th>
                      <Table.Th>{t('kit:analysis.report.count')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {series.map((one) => {
                      const s = summarize(one);
                      return (
                        <Table.Tr key={one.sensor}>
                          <Table.Td>{sensorLabel(t, one.sensor)}</Table.Td>
                          <Table.Td>{`${s.min} ${one.unit}`}</Table.Td>
                          <Table.Td>{`${s.avg} ${one.unit}`}</Table.Td>
                          <Table.Td>{`${s.max} ${one.unit}`}</Table.Td>
                          <Table.Td>{s.count}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  {series.map((one) => (
                    <Paper key={one.sensor} withBorder p="sm" radius="md" className={classes.avoidBreak}>
                      <Text fw={600} size="sm" mb="xs">
                        {sensorLabel(t, one.sensor)}
                      </Text>
                      <Chart
                        label={sensorLabel(t, one.sensor)}
                        height={220}
                        option={rangeOption(one, labels)}
                      />
                    </Paper>
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </WidgetBody>
          <Stack gap="xs">
            <Text fw={600}>{t('kit:analysis.report.alarms')}</Text>
            <WidgetBody query={alarms} fill={false}>
              {alarms.isPending ? (
                <Text>{t('kit:analysis.loading')}</Text>
              ) : (alarms.data ?? []).length === 0 ? (
                <Text c="dimmed">{t('kit:analysis.report.noAlarms')}</Text>
              ) : (
                <Table withTableBorder aria-label={t('kit:analysis.report.alarms')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('kit:analysis.report.raisedAt')}</Table.Th>
                      <Table.Th>{t('kit:analysis.report.category')}</Table.Th>
                      <Table.Th>{t('kit:analysis.report.message')}</Table.Th>
                      <Table.Th>{t('kit:analysis.report.state')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {(alarms.data ?? []).map((a) => (
                      <Table.Tr key={a.id}>
                        <Table.Td>{new Date(a.raisedAt).toLocaleString()}</Table.Td>
                        <Table.Td>{t(`kit:analysis.${a.category}`)}</Table.Td>
                        <Table.Td>{a.message}</Table.Td>
                        <Table.Td>
                          <Badge variant="light">{t(`kit:analysis.alarmStatuses.${a.status}`)}</Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </WidgetBody>
          </Stack>
          <Group className={classes.printOnly}>
            <Text size="xs" c="dimmed">
              {t('kit:analysis.report.printedAt', { at: new Date().toLocaleString() })}
            </Text>
          </Group>
        </Stack>
      )}
    </LoadState>
  );
}

/** The report as a PDF printed by the server; says so when the server cannot print. */
function PdfButton({
  deviceId,
  serial,
  from,
  to,
}: {
  deviceId: number;
  serial: string;
  from: string;
  to: string;
}) {
  const { t } = useTranslation('ignite-shield');
  const download = useDownloadReport(deviceId, serial);
  return (
    <Stack gap={2} align="flex-end">
      <Button
        variant="light"
        leftSection={<IconFileTypePdf size={16} />}
        loading={download.isPending}
        onClick={() => download.mutate({ from, to })}
      >
        {t('kit:analysis.report.pdf')}
      </Button>
      {(download.data === false || download.isError) && (
        <Text size="xs" c="red" role="alert">
          {download.isError ? describeError(t, download.error) : t('kit:analysis.report.pdfUnavailable')}
        </Text>
      )}
    </Stack>
  );
}
