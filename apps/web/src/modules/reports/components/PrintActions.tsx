import type { reports } from '@atrium/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';
import { useOpenPrintView, usePrintNow } from '../api.ts';

/**
 * The report as it prints now: its PDF (GET …/pdf; a 477 says it cannot be printed now, without a toast,
 * R145) or its print view in a new tab (the parameters stored under a cacheKey, A6).
 */
export function PrintActions({ companyId, report }: { companyId: number; report: reports.Report }) {
  const { t } = useTranslation('reports');
  const pdf = usePrintNow(companyId);
  const view = useOpenPrintView(companyId);
  const message = pdf.isError
    ? describeError(t, pdf.error)
    : pdf.data === false
      ? t('print.notPrintable')
      : null;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate(report)}
        >
          {t('print.pdf')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconExternalLink size={16} />}
          loading={view.isPending}
          onClick={() => view.mutate(report.id)}
        >
          {t('print.view')}
        </Button>
      </Group>
      {message && (
        <Alert
          color="orange"
          variant="light"
          withCloseButton
          onClose={() => pdf.reset()}
          data-testid="print-message"
        >
          {message}
        </Alert>
      )}
    </Stack>
  );
}
