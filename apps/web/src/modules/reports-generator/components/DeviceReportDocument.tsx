import { type analysis, devices } from '@atrium/contracts';
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { directionOf, type Language } from '../../../lib/languages.ts';

interface Props {
  report: analysis.DeviceReportPrintData;
  language: Language;
  t: TFunction;
}

/** Overall min, max, weighted average and count of a sensor over the period. */
function summary(one: analysis.ReadingSeries) {
  const count = one.points.reduce((n, p) => n + p.count, 0);
  const avg = count === 0 ? 0 : one.points.reduce((s, p) => s + p.avg * p.count, 0) / count;
  return {
    min: Math.min(...one.points.map((p) => p.min)),
    max: Math.max(...one.points.map((p) => p.max)),
    avg: Math.round(avg * 100) / 100,
    count,
  };
}

/** The printed device report: the device, the period, each sensor's range and average, the alarms raised. */
export function DeviceReportDocument({ report, language, t }: Props) {
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(iso));
  const sensor = (key: string) =>
    t(`deviceReport.sensors.${key}`, { defaultValue: devices.SENSOR_TYPE_BY_KEY.get(key)?.name ?? key });
  const { device } = report;

  return (
    <Box dir={directionOf(language)} lang={language} p="xl" data-testid="device-report">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('deviceReport.title', { name: device.name || device.serial })}
          </Title>
          <Text>
            {t('deviceReport.device')}: <span dir="ltr">{device.serial}</span>
            {device.structure ? ` · ${device.structure}` : ''}
          </Text>
          <Text>
            {t('deviceReport.period', { from: when(report.period.from), to: when(report.period.to) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('deviceReport.generated', { at: when(report.generatedAt) })}
          </Text>
        </Stack>
        <Title order={2} fz="h4">
          {t('deviceReport.readings')}
        </Title>
        {report.series.length === 0 ? (
          <Text>{t('deviceReport.noReadings')}</Text>
        ) : (
          <Table withTableBorder aria-label={t('deviceReport.readings')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('deviceReport.sensor')}</Table.Th>
                <Table.Th>{t('deviceReport.min')}</Table.Th>
                <Table.Th>{t('deviceReport.avg')}</Table.Th>
                <Table.Th>{t('deviceReport.max')}</Table.Th>
                <Table.Th>{t('deviceReport.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.series.map((one) => {
                const s = summary(one);
                return (
                  <Table.Tr key={one.sensor}>
                    <Table.Td>{sensor(one.sensor)}</Table.Td>
                    <Table.Td dir="ltr">{`${s.min} ${one.unit}`}</Table.Td>
                    <Table.Td dir="ltr">{`${s.avg} ${one.unit}`}</Table.Td>
                    <Table.Td dir="ltr">{`${s.max} ${one.unit}`}</Table.Td>
                    <Table.Td>{s.count}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        <Title order={2} fz="h4">
          {t('deviceReport.alarms')}
        </Title>
        {report.alarms.length === 0 ? (
          <Text>{t('deviceReport.noAlarms')}</Text>
        ) : (
          <Table withTableBorder aria-label={t('deviceReport.alarms')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('deviceReport.raisedAt')}</Table.Th>
                <Table.Th>{t('deviceReport.category')}</Table.Th>
                <Table.Th>{t('deviceReport.severity')}</Table.Th>
                <Table.Th>{t('deviceReport.message')}</Table.Th>
                <Table.Th>{t('deviceReport.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.alarms.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{when(a.raisedAt)}</Table.Td>
                  <Table.Td>{t(`deviceReport.categories.${a.category}`)}</Table.Td>
                  <Table.Td>{t(`deviceReport.severities.${a.severity}`)}</Table.Td>
                  <Table.Td>{a.message}</Table.Td>
                  <Table.Td>{t(`deviceReport.statuses.${a.status}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Box>
  );
}
