import { Alert, Anchor, Modal, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api.ts';
import { type PeriodSelection, PeriodSelector, selectPreset } from '../../../../ui/PeriodSelector/index.ts';
import { FormAlert } from '../../../places/components/FormAlert.tsx';
import { FormActions } from '../../../places/components/FormModal.tsx';
import { reports, useGenerateReport } from '../../api/reports.ts';
import { FLEET_PATHS } from '../../paths.ts';

const RULES = { maxDays: reports.REPORT_MAX_DAYS, allowFuture: false };

/** Why generating failed: a PDF the server could not print now (kept as failed), or the server's message. */
function Failure({ error, notPrinted }: { error: unknown; notPrinted: boolean }) {
  const { t } = useTranslation('fleet');
  if (!notPrinted && (!error || (error instanceof ApiError && error.fieldErrors))) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle />}
      role="alert"
      title={t('reports.generate.failed')}
    >
      <Stack gap={4}>
        <Text size="sm">
          {notPrinted ? t('reports.generate.notPrintable') : error instanceof ApiError ? error.msg : ''}
        </Text>
        <Anchor component={Link} to={FLEET_PATHS.reportsHistory} size="sm">
          {t('reports.generate.openHistory')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** Generate a template's report now: PDF or CSV, over the template's period or another one. */
export function GenerateReportModal({
  template,
  onClose,
}: {
  template: reports.ReportTemplate;
  onClose: () => void;
}) {
  const { t } = useTranslation('fleet');
  const generate = useGenerateReport();
  const [format, setFormat] = useState<reports.ReportFormat>('csv');
  const [which, setWhich] = useState<'template' | 'custom'>('template');
  const [selection, setSelection] = useState<PeriodSelection>(() => selectPreset('last7Days', {}));
  const range = selection.kind === 'comparison' ? selection.current : selection;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: reports.GenerateReportInput =
      which === 'custom'
        ? { format, from: range.from, to: range.to }
        : { format, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    generate.mutate(
      { templateId: template.id, body },
      { onSuccess: (report) => (report.status === 'ready' ? onClose() : undefined) },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('reports.generate.title', { name: template.name })} centered>
      <form onSubmit={submit} noValidate aria-label={t('reports.generate.title', { name: template.name })}>
        <Stack gap="md">
          <FormAlert error={generate.error} shown={[]} />
          <Failure error={generate.error} notPrinted={generate.data?.status === 'failed'} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="report-format-label">
              {t('reports.generate.format')}
            </Text>
            <SegmentedControl
              aria-labelledby="report-format-label"
              value={format}
              onChange={(value) => setFormat(value as reports.ReportFormat)}
              data={reports.REPORT_FORMATS.map((f) => ({ value: f, label: t(`reports.formats.${f}`) }))}
            />
          </Stack>
          <Radio.Group
            label={t('reports.generate.period')}
            value={which}
            onChange={(value) => setWhich(value as 'template' | 'custom')}
          >
            <Stack gap="xs" mt={4}>
              <Radio
                value="template"
                label={t('reports.generate.templatePeriod', {
                  period: t(`reports.periods.${template.defaultPeriod}`),
                })}
              />
              <Radio value="custom" label={t('reports.generate.customPeriod')} />
            </Stack>
          </Radio.Group>
          {which === 'custom' && (
            <PeriodSelector
              label={t('reports.generate.period')}
              value={selection}
              onChange={setSelection}
              comparisons={[]}
              rules={RULES}
            />
          )}
          <FormActions
            saving={generate.isPending}
            onCancel={onClose}
            submitLabel={t('reports.generate.submit')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
