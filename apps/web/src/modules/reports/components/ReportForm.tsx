import { reports } from '@atrium/contracts';
import { Checkbox, Group, Input, SegmentedControl, Select, Stack, Switch, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { FormAlert } from '../../places/components/FormAlert.tsx';
import { FormActions } from '../../places/components/FormModal.tsx';
import { useSaveReport } from '../api.ts';
import { REPORTS_LIST_PATH } from '../paths.ts';
import { ChartFields } from './ChartFields.tsx';
import { ColumnFields } from './ColumnFields.tsx';
import { bodyOf, type Draft, draftOf, FIELDS, newDraft, toFieldIssues, withSource } from './draft.ts';
import { FilterFields } from './FilterFields.tsx';
import { Section, type SetDraft } from './FormSection.tsx';
import { ReceptorsField } from './ReceptorsField.tsx';
import { ReportPreview } from './ReportPreview.tsx';
import { sourceLabel, uiLanguage } from './reportText.ts';
import { ScheduleFields } from './ScheduleFields.tsx';

/**
 * A report's definition: name, source, filters, columns, grouping and totals, chart, language, formats,
 * schedule and receptors, checked by the contract on save (its messages and the server's 418s under their fields), with a
 * live preview of the first rows as it is written.
 */
export function ReportForm({
  companyId,
  report,
  onSaved,
}: {
  companyId: number;
  report: reports.Report | null;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('reports');
  const language = uiLanguage(i18n.language);
  const save = useSaveReport(companyId, report?.id ?? null);
  const fields = useFieldErrors(FIELDS, 'reports');
  const [draft, setDraftState] = useState<Draft>(() => (report ? draftOf(report) : newDraft(language)));
  const set: SetDraft = (change, ...cleared) => {
    setDraftState((current) => ({ ...current, ...change }));
    for (const field of cleared) fields.clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = reports.reportInput.safeParse(bodyOf(draft, report === null));
    if (!parsed.success) {
      fields.setFromIssues(toFieldIssues(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors)
          fields.setFromIssues(toFieldIssues(error.fieldErrors));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={report ? t('form.editTitle') : t('form.createTitle')}>
      <Stack gap="lg">
        <FormAlert error={save.error} shown={FIELDS} />
        <Section title={t('form.general')}>
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            value={draft.name}
            onChange={(event) => set({ name: event.currentTarget.value }, 'name')}
            error={fields.message('name')}
            withAsterisk
            data-autofocus
          />
          <Select
            label={t('form.source')}
            description={t('form.sourceHelp')}
            data={reports.REPORT_SOURCES.map((s) => ({ value: s.key, label: sourceLabel(s.key, language) }))}
            value={draft.source}
            onChange={(value) => {
              if (!value || value === draft.source) return;
              setDraftState((current) => withSource(current, value as reports.ReportSourceKey));
              for (const field of [
                'source',
                'columns',
                'groupBy',
                'filters.valueKey',
                'chart.column',
              ] as const)
                fields.clear(field);
            }}
            allowDeselect={false}
            error={fields.message('source')}
            withAsterisk
          />
          <Group gap="xl" align="flex-start">
            <Input.Wrapper label={t('form.language')} error={fields.message('language')}>
              <div>
                <SegmentedControl
                  aria-label={t('form.language')}
                  mt={4}
                  data={reports.REPORT_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
                  value={draft.language}
                  onChange={(value) => set({ language: value as reports.ReportLanguage }, 'language')}
                />
              </div>
            </Input.Wrapper>
            <Checkbox.Group
              label={t('form.formats')}
              value={draft.formats}
              onChange={(value) => set({ formats: value as reports.ReportFormat[] }, 'formats')}
              error={fields.message('formats')}
              withAsterisk
            >
              <Group gap="md" mt={4}>
                {reports.REPORT_FORMATS.map((format) => (
                  <Checkbox key={format} value={format} label={t(`formats.${format}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          </Group>
        </Section>
        <FilterFields companyId={companyId} draft={draft} set={set} fields={fields} />
        <ColumnFields draft={draft} set={set} fields={fields} />
        <ChartFields draft={draft} set={set} fields={fields} />
        <ReportPreview companyId={companyId} draft={draft} />
        <ScheduleFields draft={draft} set={set} fields={fields} />
        <Section title={t('receptors.title')}>
          <ReceptorsField
            companyId={companyId}
            report={report}
            value={draft.receptors}
            onChange={(receptors) => set({ receptors }, 'receptors')}
            error={fields.message('receptors')}
          />
        </Section>
        <Switch
          label={t('form.enabled')}
          description={t('form.enabledHelp')}
          checked={draft.enabled}
          onChange={(event) => set({ enabled: event.currentTarget.checked }, 'enabled')}
        />
        <FormActions saving={save.isPending} cancelTo={REPORTS_LIST_PATH} submitLabel={t('form.save')} />
      </Stack>
    </form>
  );
}
