import { reports } from '@atrium/contracts';

/**
 * The report form's state (what the fields hold) and the bodies made of it: the definition sent on save,
 * and the one the live preview sends. The contract checks both; its issues and the server's 418s are named
 * by the form's fields (`fieldOf`).
 */

export interface Draft {
  name: string;
  /** A REPORT_SOURCES key (a saved report's may name a source this server no longer offers). */
  source: string;
  period: reports.ReportPeriod;
  deviceIds: number[];
  structureIds: number[];
  valueKey: string;
  bucket: reports.ReadingBucket;
  /** The chosen columns, in the order the report shows them. */
  columns: string[];
  groupBy: string | null;
  totals: boolean;
  language: reports.ReportLanguage;
  formats: reports.ReportFormat[];
  schedule: {
    frequency: reports.ReportFrequency;
    time: string;
    weekday: number | null;
    dayOfMonth: number | null;
    timeZone: string;
  };
  enabled: boolean;
  /** The chart above the PDF's table: none, bars or a line of `chartColumn` (a numeric column of the source). */
  chartKind: ChartChoice;
  chartColumn: string | null;
  /** A new report's receptors (an edited one changes them through the receptor calls at once). */
  receptors: string[];
}

export const CHART_CHOICES = ['none', ...reports.REPORT_CHART_KINDS] as const;
export type ChartChoice = (typeof CHART_CHOICES)[number];

/** The form's fields, the names its messages go under (a 418's `filters.deviceIds.3` under the devices). */
export const FIELDS = [
  'name',
  'source',
  'filters.period',
  'filters.deviceIds',
  'filters.structureIds',
  'filters.valueKey',
  'filters.bucket',
  'columns',
  'groupBy',
  'totals',
  'language',
  'formats',
  'schedule.frequency',
  'schedule.time',
  'schedule.weekday',
  'schedule.dayOfMonth',
  'schedule.timeZone',
  'enabled',
  'chart.kind',
  'chart.column',
  'receptors',
] as const;
export type Field = (typeof FIELDS)[number];

/** The field a message of `path` (dotted) belongs to, the longest that names it or a part of it. */
export function fieldOf(path: string): Field | undefined {
  return [...FIELDS]
    .sort((a, b) => b.length - a.length)
    .find((field) => path === field || path.startsWith(`${field}.`));
}

/** Issues (zod's or a 418's) as the form's field names; messages of no field keep their own path. */
export const toFieldIssues = (
  items: readonly ({ path: PropertyKey[]; message: string } | { param: string; msg: string })[],
) =>
  items.map((item) => {
    const path = 'param' in item ? item.param : item.path.map(String).join('.');
    return { path: [fieldOf(path) ?? path], message: 'param' in item ? item.msg : item.message };
  });

export const sourceOf = (key: string) =>
  reports.reportSourceOf(key) ?? (reports.REPORT_SOURCES[0] as reports.ReportSourceDescriptor);

/** The browser's time zone when it is a real one, else the reports' default. */
export function defaultTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== 'UTC' && zone !== 'Etc/UTC' ? zone : reports.REPORT_DEFAULT_TIME_ZONE;
}

export function newDraft(language: reports.ReportLanguage): Draft {
  const source = reports.REPORT_SOURCES[0];
  return {
    name: '',
    source: source.key,
    period: { key: 'last7Days', from: null, to: null },
    deviceIds: [],
    structureIds: [],
    valueKey: '',
    bucket: 'day',
    columns: [...source.defaultColumns],
    groupBy: null,
    totals: true,
    language,
    formats: ['pdf', 'csv'],
    schedule: {
      frequency: 'none',
      time: reports.REPORT_DEFAULT_TIME,
      weekday: null,
      dayOfMonth: null,
      timeZone: defaultTimeZone(),
    },
    enabled: true,
    chartKind: 'none',
    chartColumn: null,
    receptors: [],
  };
}

export const draftOf = (report: reports.Report): Draft => ({
  name: report.name,
  source: report.source,
  period: report.filters.period,
  deviceIds: report.filters.deviceIds,
  structureIds: report.filters.structureIds,
  valueKey: report.filters.valueKey ?? '',
  bucket: report.filters.bucket ?? 'day',
  columns: report.columns,
  groupBy: report.groupBy,
  totals: report.totals,
  language: report.language,
  formats: report.formats,
  schedule: { ...report.schedule },
  enabled: report.enabled,
  chartKind: report.chart?.kind ?? 'none',
  chartColumn: report.chart?.column ?? null,
  receptors: report.receptors,
});

/** The column a new chart of a source draws: its first with totals, else its first numeric (null: none). */
export const firstChartColumn = (source: string) => {
  const numeric = reports.chartColumnsOf(source);
  return (numeric.find((c) => c.totals && c.totals.length > 0) ?? numeric[0])?.key ?? null;
};

/** Another source: its default columns, and none of the filters it does not take. */
export function withSource(draft: Draft, key: reports.ReportSourceKey): Draft {
  const source = sourceOf(key);
  return {
    ...draft,
    source: key,
    columns: [...source.defaultColumns],
    groupBy: null,
    chartKind: firstChartColumn(key) === null ? 'none' : draft.chartKind,
    chartColumn: firstChartColumn(key),
    deviceIds: source.filters.includes('deviceIds') ? draft.deviceIds : [],
    structureIds: source.filters.includes('structureIds') ? draft.structureIds : [],
  };
}

/** The definition the form holds, as the contract takes it (a filter the source does not take is left out). */
export function definitionOf(draft: Draft) {
  const takes = (filter: reports.ReportFilter) => sourceOf(draft.source).filters.includes(filter);
  return {
    source: draft.source,
    filters: {
      period: draft.period.key === 'custom' ? draft.period : { key: draft.period.key, from: null, to: null },
      deviceIds: takes('deviceIds') ? draft.deviceIds : [],
      structureIds: takes('structureIds') ? draft.structureIds : [],
      valueKey: takes('valueKey') ? draft.valueKey.trim() || null : null,
      bucket: takes('bucket') ? draft.bucket : null,
    },
    columns: draft.columns,
    groupBy: draft.groupBy,
    totals: draft.totals,
    language: draft.language,
    chart: draft.chartKind === 'none' ? null : { kind: draft.chartKind, column: draft.chartColumn ?? '' },
  };
}

/** The body of a save; a new report carries its receptors, an edited one keeps what it has. */
export function bodyOf(draft: Draft, isNew: boolean) {
  return {
    name: draft.name,
    ...definitionOf(draft),
    formats: draft.formats,
    schedule: {
      frequency: draft.schedule.frequency,
      time: draft.schedule.time,
      weekday: draft.schedule.frequency === 'weekly' ? draft.schedule.weekday : null,
      dayOfMonth: draft.schedule.frequency === 'monthly' ? draft.schedule.dayOfMonth : null,
      timeZone: draft.schedule.timeZone || null,
    },
    enabled: draft.enabled,
    ...(isNew && { receptors: draft.receptors }),
  };
}

/** The live preview's body, or null while the definition is not one the server would take. */
export function previewBodyOf(draft: Draft): reports.ReportPreviewInput | null {
  const parsed = reports.reportPreviewInput.safeParse(definitionOf(draft));
  return parsed.success ? parsed.data : null;
}
