import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeError } from '../../../../lib/errors.ts';
import { Chart } from '../../../../ui/Chart/index.ts';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { PeriodSelector } from '../../../../ui/PeriodSelector/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { LoadState } from '../../../places/components/LoadState.tsx';
import { useDeviceAlarms, useDownloadReport, useStatistics } from '../../api/analysis.ts';
import { useDevice } from '../../api/devices.ts';
import { rangeOption, summarize } from '../../components/analysis/chartOptions.ts';
import { deviceLabel, sensorLabel } from '../../components/analysis/sensors.ts';
import { useAnalysisPeriod } from '../../components/analysis/usePeriod.ts';
import { WidgetBody } from '../../components/analysis/WidgetBody.tsx';
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
  const labels = { min: t('analysis.min'), avg: t('analysis.avg'), max: t('analysis.max') };
  const series = stats.data?.series ?? [];

  return (
    <LoadState
      query={device}
      missing={!(id > 0)}
      notFound={<EmptyState title={t('analysis.report.notFound')} />}
    >
      {(d) => (
        <Stack gap="lg" className={classes.report}>
          <PageHeader
            title={t('analysis.report.title', { name: deviceLabel(d) })}
            description={`${d.serial} · ${d.structure?.name ?? t('common.none')} · ${t(
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
                    {t('analysis.report.print')}
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
              <Text>{t('analysis.loading')}</Text>
            ) : series.length === 0 ? (
              <EmptyState variant="readings" />
            ) : (
              <Stack gap="md">
                <Table withTableBorder striped aria-label={t('analysis.report.summary')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('analysis.sensor')}</Table.Th>
                      <Table.Th>{t('analysis.min')}</Table.Th>
                      <Table.Th>{t('analysis.avg')}</Table.Th>
                      <Table.Th>{t('analysis.max')}</Table.Th>
                      <Table.Th>{t('analysis.report.count')}</Table.Th>
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
            <Text fw={600}>{t('analysis.report.alarms')}</Text>
            <WidgetBody query={alarms} fill={false}>
              {alarms.isPending ? (
                <Text>{t('analysis.loading')}</Text>
              ) : (alarms.data ?? []).length === 0 ? (
                <Text c="dimmed">{t('analysis.report.noAlarms')}</Text>
              ) : (
                <Table withTableBorder aria-label={t('analysis.report.alarms')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('analysis.report.raisedAt')}</Table.Th>
                      <Table.Th>{t('analysis.report.category')}</Table.Th>
                      <Table.Th>{t('analysis.report.message')}</Table.Th>
                      <Table.Th>{t('analysis.report.state')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {(alarms.data ?? []).map((a) => (
                      <Table.Tr key={a.id}>
                        <Table.Td>{new Date(a.raisedAt).toLocaleString()}</Table.Td>
                        <Table.Td>{t(`analysis.${a.category}`)}</Table.Td>
                        <Table.Td>{a.message}</Table.Td>
                        <Table.Td>
                          <Badge variant="light">{t(`analysis.alarmStatuses.${a.status}`)}</Badge>
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
              {t('analysis.report.printedAt', { at: new Date().toLocaleString() })}
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
        {t('analysis.report.pdf')}
      </Button>
      {(download.data === false || download.isError) && (
        <Text size="xs" c="red" role="alert">
          {download.isError ? describeError(t, download.error) : t('analysis.report.pdfUnavailable')}
        </Text>
      )}
    </Stack>
  );
}
