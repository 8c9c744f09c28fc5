import { assetwatch } from '@atrium/contracts';
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { PrintView } from '../../../../../kit/components/reports/PrintView.tsx';
import { directionOf, type Language } from '../../../../../lib/languages.ts';

/** An instant as `2026-03-01 06:10` UTC: the same digits in every language. */
const instant = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const TIMES: readonly assetwatch.AwReportColumn[] = ['seenAt', 'locked'];

/** The printed asset watch report: its name, company and period, then a row an asset. */
function AwReportDocument({
  report,
  t,
  language,
}: {
  report: assetwatch.AwReportPrintData;
  t: TFunction;
  language: Language;
}) {
  return (
    <Box dir={directionOf(language)} lang={language} p="xl" data-testid="asset-watch-report">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {report.name}
        </Title>
        <Text>{report.company}</Text>
        <Text dir="ltr">
          {instant(report.period.from)} – {instant(report.period.to)}
        </Text>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {report.columns.map((c) => (
                <Table.Th key={c}>{t(`reports.columns.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and never move
              <Table.Tr key={r}>
                {row.map((value, c) => {
                  const column = report.columns[c] as assetwatch.AwReportColumn;
                  const text =
                    value === ''
                      ? '—'
                      : TIMES.includes(column)
                        ? instant(value)
                        : column === 'state'
                          ? t(`state.${value}`)
                          : value;
                  return <Table.Td key={column}>{text}</Table.Td>;
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t('reports.print.generated', { at: instant(report.generatedAt), count: report.totalRows })}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * `/reports-generator/asset-watch-report?cacheKey=…&lang=…`: an asset watch report the server prints (POST
 * /asset-watch/api/report-template/:id/generate as PDF), in asset watch's words and the language the URL names.
 */
export function AwReportPrintPage() {
  return (
    <PrintView
      schema={assetwatch.awReportPrintData}
      namespace="asset-watch"
      missing={(t) => ({ title: t('reports.print.missing') })}
    >
      {(report, t, language) => <AwReportDocument report={report} t={t} language={language} />}
    </PrintView>
  );
}
