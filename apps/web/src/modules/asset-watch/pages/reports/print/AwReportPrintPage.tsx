import { assetwatch } from '@atrium/contracts';
import { Alert, Box, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { directionOf, isLanguage, type Language } from '../../../../../lib/languages.ts';
import { readPrintData, signalPrintReady } from '../../../../reports-generator/printData.ts';

const NAMESPACES = ['asset-watch', 'common'] as const;
/** An instant as `2026-03-01 06:10` UTC: the same digits in every language. */
const instant = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const TIMES: readonly assetwatch.AwReportColumn[] = ['seenAt', 'locked'];

/**
 * `/reports-generator/asset-watch-report?cacheKey=…&lang=…`: an asset watch report the server prints (POST
 * /asset-watch/api/report-template/:id/generate as PDF), with asset watch's strings in the language the URL
 * names; without valid data it never says ready, so the server records the report as failed.
 */
export function AwReportPrintPage() {
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  const asked = params.get('lang');
  const language: Language = isLanguage(asked) ? asked : 'en';
  const [loaded, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let shown = true;
    void i18n.reloadResources([language], [...NAMESPACES]).then(() => {
      if (shown) setLoaded(language);
    });
    return () => {
      shown = false;
    };
  }, [i18n, language]);
  const ready = loaded === language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fixed t is taken again once the dictionary is there
  const t = useMemo(() => i18n.getFixedT(language, 'asset-watch'), [i18n, language, ready]);
  const report = useMemo(() => readPrintData(assetwatch.awReportPrintData), []);
  useEffect(() => {
    if (!report || !ready) return;
    let shown = true;
    void signalPrintReady(() => shown);
    return () => {
      shown = false;
    };
  }, [report, ready]);
  if (!ready) return null;
  if (!report)
    return (
      <Box p="xl">
        <Alert color="red" title={t('reports.print.missing')} />
      </Box>
    );
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
