import { reports } from '@atrium/contracts';
import { Group, Input, SegmentedControl, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../ui/TimePicker/index.ts';
import type { Draft } from './draft.ts';
import { type FieldErrors, Section, type SetDraft } from './FormSection.tsx';
import { instantText, uiLanguage } from './reportText.ts';

/** Every IANA zone the browser knows, with the chosen one kept even when it does not. */
function zoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) || current === '' ? known : [current, ...known];
}

const DAYS_OF_MONTH = Array.from({ length: reports.REPORT_MAX_DAY_OF_MONTH }, (_, i) => String(i + 1));

/**
 * When the report is mailed: never (run now only), daily, weekly on a day (the week from Saturday) or
 * monthly on a day 1-28, at a local time in a time zone; the next run as the contract computes it.
 */
export function ScheduleFields({ draft, set, fields }: { draft: Draft; set: SetDraft; fields: FieldErrors }) {
  const { t, i18n } = useTranslation('reports');
  const language = uiLanguage(i18n.language);
  const { schedule } = draft;
  const change = (part: Partial<Draft['schedule']>, ...cleared: Parameters<SetDraft>[1][]) =>
    set({ schedule: { ...schedule, ...part } }, ...cleared);
  const zones = useMemo(() => zoneOptions(schedule.timeZone), [schedule.timeZone]);
  const next = reports.nextRunAt(schedule, new Date());
  return (
    <Section title={t('schedule.title')}>
      <Input.Wrapper label={t('schedule.frequency')} error={fields.message('schedule.frequency')}>
        <div>
          <SegmentedControl
            aria-label={t('schedule.frequency')}
            mt={4}
            data={reports.REPORT_FREQUENCIES.map((f) => ({
              value: f,
              label: t(`schedule.frequencies.${f}`),
            }))}
            value={schedule.frequency}
            onChange={(value) => {
              const frequency = value as reports.ReportFrequency;
              change(
                {
                  frequency,
                  weekday:
                    frequency === 'weekly' ? (schedule.weekday ?? reports.REPORT_WEEKDAY_ORDER[0]) : null,
                  dayOfMonth: frequency === 'monthly' ? (schedule.dayOfMonth ?? 1) : null,
                },
                'schedule.frequency',
                'schedule.weekday',
                'schedule.dayOfMonth',
              );
            }}
          />
        </div>
      </Input.Wrapper>
      {schedule.frequency !== 'none' && (
        <>
          <Group grow align="flex-start">
            {schedule.frequency === 'weekly' && (
              <Select
                label={t('schedule.weekday')}
                data={reports.REPORT_WEEKDAY_ORDER.map((day) => ({
                  value: String(day),
                  label: reports.REPORT_WEEKDAY_NAMES[language][day],
                }))}
                value={schedule.weekday === null ? null : String(schedule.weekday)}
                onChange={(value) =>
                  change({ weekday: value === null ? null : Number(value) }, 'schedule.weekday')
                }
                allowDeselect={false}
                error={fields.message('schedule.weekday')}
                withAsterisk
              />
            )}
            {schedule.frequency === 'monthly' && (
              <Select
                label={t('schedule.dayOfMonth')}
                description={t('schedule.dayOfMonthHelp')}
                data={DAYS_OF_MONTH}
                value={schedule.dayOfMonth === null ? null : String(schedule.dayOfMonth)}
                onChange={(value) =>
                  change({ dayOfMonth: value === null ? null : Number(value) }, 'schedule.dayOfMonth')
                }
                allowDeselect={false}
                error={fields.message('schedule.dayOfMonth')}
                withAsterisk
              />
            )}
            <TimeField
              label={t('schedule.time')}
              value={schedule.time}
              onChange={(time) => change({ time: time ?? '' }, 'schedule.time')}
              error={fields.message('schedule.time')}
              withAsterisk
            />
            <Select
              label={t('schedule.timeZone')}
              data={zones}
              value={schedule.timeZone || null}
              onChange={(value) => change({ timeZone: value ?? '' }, 'schedule.timeZone')}
              searchable
              allowDeselect={false}
              error={fields.message('schedule.timeZone')}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <Text size="sm" data-testid="next-run">
            {!draft.enabled
              ? t('schedule.paused')
              : next
                ? t('schedule.nextRun', {
                    at: instantText(next.toISOString(), language, schedule.timeZone || undefined),
                  })
                : t('schedule.noNextRun')}
          </Text>
        </>
      )}
    </Section>
  );
}
