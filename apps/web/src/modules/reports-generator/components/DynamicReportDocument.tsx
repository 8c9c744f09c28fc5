import type { reports } from '@atrium/contracts';
import { Box, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { directionOf } from '../../../lib/languages.ts';
import { ReportChartView } from './ReportChartView.tsx';
import { ReportTableView } from './ReportTableView.tsx';
import { formatInstant } from './reportCells.ts';

interface Props {
  report: reports.DynamicReportPrintData;
  /** reports-generator's words in the report's language. */
  t: TFunction;
}

/**
 * Printing: A4 with page numbers in the bottom margin (in the report's digits), the table's header row on
 * every page (`thead` as a header group) and no row split across two pages.
 */
const printCss = (language: reports.ReportLanguage) => `
@page {
  size: A4;
  margin: 14mm 10mm 16mm;
  @bottom-center { content: counter(page${language === 'ar' ? ', arabic-indic' : ''}); font-size: 9pt; }
}
[data-testid='dynamic-report'] thead { display: table-header-group; }
[data-testid='dynamic-report'] tfoot { display: table-row-group; }
[data-testid='dynamic-report'] tr { break-inside: avoid; }
`;

/**
 * `/reports-generator/dynamic-reports`: a saved report as printed: the brand, what it is, its filters, its
 * chart when the definition asks for one, its table.
 */
export function DynamicReportDocument({ report, t }: Props) {
  const { language } = report;
  return (
    <Box dir={directionOf(language)} lang={language} p="xl" data-testid="dynamic-report">
      <style>{printCss(language)}</style>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {report.source.label}
            </Text>
            <Title order={1} fz="h2">
              {report.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('dynamicReport.generated', {
                at: formatInstant(language, report.generatedAt, report.timeZone),
                zone: report.timeZone,
              })}
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap" data-testid="report-brand">
            {report.brand.logoUrl && (
              <Image src={report.brand.logoUrl} alt="" h={40} w="auto" fit="contain" />
            )}
            <Text fw={700}>{report.brand.name}</Text>
          </Group>
        </Group>
        {report.filters.length > 0 && (
          <Table variant="vertical" withTableBorder fz="sm" aria-label={t('dynamicReport.filters')}>
            <Table.Tbody>
              {report.filters.map((filter) => (
                <Table.Tr key={filter.label}>
                  <Table.Th w={180}>{filter.label}</Table.Th>
                  <Table.Td>{filter.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {report.chart && <ReportChartView chart={report.chart} language={language} />}
        {report.rows.length === 0 ? (
          <Text data-testid="report-no-rows">{t('dynamicReport.noRows')}</Text>
        ) : (
          <ReportTableView
            table={report}
            language={language}
            timeZone={report.timeZone}
            t={t}
            label={report.title}
          />
        )}
      </Stack>
    </Box>
  );
}
