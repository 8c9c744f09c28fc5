import { PERIOD_OPTIONS, PERIOD_VALUES, reports } from '@atrium/contracts';
import { Input, SegmentedControl, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../../../ui/OptionList/index.ts';
import {
  type PeriodOption,
  type PeriodSelection,
  PeriodSelector,
  selectPreset,
} from '../../../ui/PeriodSelector/index.ts';
import { TagSelect } from '../../../ui/TagSelect/index.ts';
import { companyDeviceOptions, idsOf, structureOptions, useNamedOptions } from '../api.ts';
import type { Draft } from './draft.ts';
import { sourceOf } from './draft.ts';
import { type FieldErrors, Section, type SetDraft } from './FormSection.tsx';

/** §9 periods a report offers (R196), in the selector's order; this year is longer than the maximum. */
const PERIODS = PERIOD_OPTIONS.filter((p) =>
  (reports.REPORT_PERIODS as readonly string[]).includes(p),
) as PeriodOption[];

/** The stored period as the selector shows it: a preset spans from now, a custom one its own dates. */
function selectionOf(period: reports.ReportPeriod): PeriodSelection {
  if (period.key === 'custom')
    return {
      kind: 'period',
      period: 'custom',
      value: PERIOD_VALUES.custom,
      from: period.from ?? '',
      to: period.to ?? '',
    };
  return selectPreset(period.key, { now: new Date() });
}

/** Devices or structures of the company, chosen on a searchable list; the chosen ones named as tags. */
function IdsPicker({
  type,
  label,
  hint,
  companyId,
  ids,
  onChange,
  error,
}: {
  type: 'device' | 'structure';
  label: string;
  hint: string;
  companyId: number;
  ids: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const source = useMemo(
    () => (type === 'device' ? companyDeviceOptions(companyId) : structureOptions(companyId)),
    [type, companyId],
  );
  // Names of options picked here; those chosen before come from the first page of the list.
  const [picked, setPicked] = useState(new Map<string, string>());
  const named = useNamedOptions(type, companyId, source, type, ids);
  const value: FilterOption[] = named.options.map((o) => ({ ...o, label: picked.get(o.value) ?? o.label }));
  return (
    <Input.Wrapper label={label} description={hint} error={error}>
      <TagSelect
        label={label}
        value={value}
        onChange={(next) => {
          setPicked((current) => new Map([...current, ...next.map((o) => [o.value, o.label] as const)]));
          onChange(idsOf(next));
        }}
        load={source}
        queryKey={['reports', 'options', type, companyId]}
      />
    </Input.Wrapper>
  );
}

/** The report's filters: its period (at most 92 days), and the devices, structures and value the source takes. */
export function FilterFields({
  companyId,
  draft,
  set,
  fields,
}: {
  companyId: number;
  draft: Draft;
  set: SetDraft;
  fields: FieldErrors;
}) {
  const { t } = useTranslation('reports');
  const takes = sourceOf(draft.source).filters;
  return (
    <Section title={t('filters.title')}>
      <Input.Wrapper label={t('filters.period')} error={fields.message('filters.period')} withAsterisk>
        <div>
          <PeriodSelector
            label={t('filters.period')}
            value={selectionOf(draft.period)}
            onChange={(selection) => {
              if (selection.kind !== 'period') return;
              set(
                {
                  period:
                    selection.period === 'custom'
                      ? { key: 'custom', from: selection.from, to: selection.to }
                      : {
                          key: selection.period as Exclude<reports.ReportPeriodKey, 'custom'>,
                          from: null,
                          to: null,
                        },
                },
                'filters.period',
              );
            }}
            periods={PERIODS}
            comparisons={[]}
            rules={{ maxDays: reports.REPORT_MAX_DAYS }}
          />
        </div>
      </Input.Wrapper>
      {(takes.includes('deviceIds') || takes.includes('structureIds')) && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {takes.includes('deviceIds') && (
            <IdsPicker
              type="device"
              label={t('filters.devices')}
              hint={t('filters.allWhenNone')}
              companyId={companyId}
              ids={draft.deviceIds}
              onChange={(deviceIds) => set({ deviceIds }, 'filters.deviceIds')}
              error={fields.message('filters.deviceIds')}
            />
          )}
          {takes.includes('structureIds') && (
            <IdsPicker
              type="structure"
              label={t('filters.structures')}
              hint={t('filters.allWhenNone')}
              companyId={companyId}
              ids={draft.structureIds}
              onChange={(structureIds) => set({ structureIds }, 'filters.structureIds')}
              error={fields.message('filters.structureIds')}
            />
          )}
        </SimpleGrid>
      )}
      {takes.includes('valueKey') && (
        <TextInput
          label={t('filters.valueKey')}
          description={t('filters.valueKeyHelp')}
          placeholder="temperature"
          dir="ltr"
          value={draft.valueKey}
          onChange={(event) => set({ valueKey: event.currentTarget.value }, 'filters.valueKey')}
          error={fields.message('filters.valueKey')}
          withAsterisk
        />
      )}
      {takes.includes('bucket') && (
        <Input.Wrapper label={t('filters.bucket')} error={fields.message('filters.bucket')}>
          <div>
            <SegmentedControl
              aria-label={t('filters.bucket')}
              mt={4}
              data={reports.READING_BUCKETS.map((b) => ({ value: b, label: t(`filters.buckets.${b}`) }))}
              value={draft.bucket}
              onChange={(value) => set({ bucket: value as reports.ReadingBucket }, 'filters.bucket')}
            />
          </div>
        </Input.Wrapper>
      )}
      {takes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('filters.periodOnly')}
        </Text>
      )}
    </Section>
  );
}
