import { assetwatch } from '@atrium/contracts';
import { Card, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { RecordLoadState } from '../../../../ui/RecordLoadState.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { FormAlert } from '../../../places/components/FormAlert.tsx';
import { FormActions } from '../../../places/components/FormModal.tsx';
import { useCatalogueOptions } from '../../api/catalogue.ts';
import { useSaveTemplate, useTemplate } from '../../api/reports.ts';
import { AW_PATHS, idParam } from '../../paths.ts';

const FIELDS = ['name', 'columns', 'typeId', 'groupId', 'state', 'period'] as const;
type Draft = {
  name: string;
  columns: string[];
  typeId: string | null;
  groupId: string | null;
  state: string | null;
  period: string;
};

function TemplateForm({ template }: { template?: assetwatch.ReportTemplate }) {
  const { t } = useTranslation('asset-watch');
  const navigate = useNavigate();
  const save = useSaveTemplate();
  const errors = useFieldErrors(FIELDS, 'asset-watch');
  const types = useCatalogueOptions('types');
  const groups = useCatalogueOptions('groups');
  const [draft, setDraft] = useState<Draft>({
    name: template?.name ?? '',
    columns: template?.columns ?? ['name', 'type', 'state', 'place', 'seenAt'],
    typeId: template?.typeId ? String(template.typeId) : null,
    groupId: template?.groupId ? String(template.groupId) : null,
    state: template?.state ?? null,
    period: template?.period ?? 'week',
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    errors.clear(key);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      ...draft,
      typeId: draft.typeId ? Number(draft.typeId) : null,
      groupId: draft.groupId ? Number(draft.groupId) : null,
    };
    const parsed = (template ? assetwatch.reportTemplateUpdate : assetwatch.reportTemplateInput).safeParse(
      body,
    );
    if (!parsed.success) {
      errors.setFromIssues(parsed.error.issues);
      return;
    }
    save.mutate(
      { id: template?.id ?? null, body: parsed.data },
      { onSuccess: () => navigate(AW_PATHS.reportsList), onError: (error) => errors.setFromError(error) },
    );
  };
  const named = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert error={save.error} shown={FIELDS} />
        <Card withBorder radius="md" padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fields.name')}
              value={draft.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={errors.message('name')}
              withAsterisk
            />
            <Select
              label={t('reports.period')}
              data={assetwatch.AW_REPORT_PERIODS.map((p) => ({ value: p, label: t(`reports.periods.${p}`) }))}
              value={draft.period}
              onChange={(v) => set('period', v ?? 'week')}
              error={errors.message('period')}
              allowDeselect={false}
            />
            <Select
              label={t('fields.type')}
              data={named(types.data)}
              value={draft.typeId}
              onChange={(v) => set('typeId', v)}
              error={errors.message('typeId')}
              clearable
            />
            <Select
              label={t('fields.group')}
              data={named(groups.data)}
              value={draft.groupId}
              onChange={(v) => set('groupId', v)}
              error={errors.message('groupId')}
              clearable
            />
            <Select
              label={t('fields.state')}
              data={assetwatch.ASSET_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
              value={draft.state}
              onChange={(v) => set('state', v)}
              clearable
            />
          </SimpleGrid>
          <Checkbox.Group
            mt="md"
            label={t('reports.columnsField')}
            value={draft.columns}
            onChange={(v) => set('columns', v)}
            error={errors.message('columns')}
          >
            <Group gap="md" mt="xs">
              {assetwatch.AW_REPORT_COLUMNS.map((c) => (
                <Checkbox key={c} value={c} label={t(`reports.columns.${c}`)} />
              ))}
            </Group>
          </Checkbox.Group>
        </Card>
        <FormActions saving={save.isPending} cancelTo={AW_PATHS.reportsList} />
      </Stack>
    </form>
  );
}

/** /asset-watch/reports/create-template and /update-template/:id: a report template's columns, filters and period. */
export function TemplateFormPage() {
  const { t } = useTranslation('asset-watch');
  const raw = useParams().id;
  const id = raw === undefined ? 0 : idParam(raw);
  const query = useTemplate(id);
  const editing = raw !== undefined;
  if (editing && !query.data)
    return (
      <RecordLoadState
        query={query}
        notFound={id === 0}
        failedTitle={t('reports.failed')}
        notFoundTitle={t('reports.notFound')}
        back={{ to: AW_PATHS.reportsList, label: t('reports.back') }}
      />
    );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t(editing ? 'reports.editTitle' : 'reports.createTitle')}
        description={t('reports.formDescription')}
      />
      <TemplateForm key={query.data?.id ?? 0} template={query.data ?? undefined} />
    </Stack>
  );
}
