import type { FleetReportPrintData, ReportCell, ReportColumnType } from '@atrium/contracts/fleet/reports';
import { Box, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { directionOf, type Language } from '../../../../../lib/languages.ts';

interface Props {
  report: FleetReportPrintData;
  language: Language;
  t: TFunction;
}

const ENGLISH_UNITS: Record<string, string> = { hours: 'h', minutes: 'min', seconds: 's' };
const unit = (t: TFunction | undefined, key: 'hours' | 'minutes' | 'seconds', value: number | string) =>
  t ? t(`reports.units.${key}`, { value }) : `${value} ${ENGLISH_UNITS[key]}`;

/** Seconds as `2 h 05 min`, `12 min 30 s`, `45 s` (in the report's language when given its `t`). */
export function formatDuration(seconds: number, t?: TFunction): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return unit(t, 'seconds', s);
  if (s < 3600) {
    const minutes = unit(t, 'minutes', Math.floor(s / 60));
    return s % 60 ? `${minutes} ${unit(t, 'seconds', s % 60)}` : minutes;
  }
  const minutes = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  return `${unit(t, 'hours', Math.floor(s / 3600))} ${unit(t, 'minutes', minutes)}`;
}

/** An instant as `2026-03-01 06:10` UTC: the same digits in every language, as the period says. */
const instant = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** A cell as the printed table shows it, by its column's type. */
export function formatCell(t: TFunction, type: ReportColumnType, value: ReportCell): string {
  if (value === null || value === '') return '—';
  switch (type) {
    case 'datetime':
      return instant(new Date(String(value)).toISOString());
    case 'duration':
      return formatDuration(Number(value), t);
    case 'km':
      return t('reports.units.km', { value });
    case 'kmh':
      return t('reports.units.kmh', { value });
    case 'boolean':
      return value === true ? t('reports.print.yes') : t('reports.print.no');
    default:
      return String(value);
  }
}

/** Digits, dates and coordinates read left to right inside a right-to-left page. */
const cellDirection = (type: ReportColumnType, text: string) =>
  type === 'datetime' || /^[-\d—]/.test(text) ? 'ltr' : undefined;

/** The printed fleet report: what, for whom and when, its summary, then its table. */
export function ReportDocument({ report, language, t }: Props) {
  const when = (iso: string) =>
    `${new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(iso))} UTC`;
  const vehicles =
    report.vehicles.length <= 6
      ? report.vehicles.map((v) => `${v.name} (${v.plate})`).join(language === 'ar' ? '، ' : ', ')
      : t('reports.print.allVehicles', { count: report.vehicles.length });
  return (
    <Box dir={directionOf(language)} lang={language} p="xl" data-testid="fleet-report">
      <Stack gap="lg">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t(`reports.kinds.${report.kind}`)}
          </Text>
          <Title order={1} fz="h2">
            {t('reports.print.title', { name: report.name })}
          </Title>
          <Text>
            {t('reports.print.company')}: {report.company}
          </Text>
          <Text>
            {t('reports.print.period', { from: when(report.period.from), to: when(report.period.to) })}
          </Text>
          <Text>
            {t('reports.print.vehicles')}: {vehicles}
          </Text>
          <Text size="sm" c="dimmed">
            {t('reports.print.generated', { at: when(report.generatedAt) })}
          </Text>
        </Stack>
        <SimpleGrid cols={report.summary.length} spacing="sm">
          {report.summary.map((item) => (
            <Paper key={item.key} withBorder p="sm">
              <Text size="xs" c="dimmed">
                {t(`reports.summary.${item.key}`)}
              </Text>
              <Text fw={700}>{formatCell(t, item.type, item.value)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
        {report.rows.length === 0 ? (
          <Text>{t('reports.print.noRows')}</Text>
        ) : (
          <Table withTableBorder withColumnBorders fz="xs" aria-label={report.name}>
            <Table.Thead>
              <Table.Tr>
                {report.columns.map((column) => (
                  <Table.Th key={column.key}>{t(`reports.columns.${column.key}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: printed once, rows never move
                <Table.Tr key={index}>
                  {report.columns.map((column, c) => {
                    const text = formatCell(t, column.type, row[c] ?? null);
                    return (
                      <Table.Td key={column.key} dir={cellDirection(column.type, text)}>
                        {text}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {report.totalRows > report.rows.length && (
          <Group>
            <Text size="sm" c="dimmed">
              {t('reports.print.truncated', { shown: report.rows.length, total: report.totalRows })}
            </Text>
          </Group>
        )}
      </Stack>
    </Box>
  );
}
