import { access, reports as contract } from '@atrium/contracts';
import type { ReportSource, ReportSourceRow } from '../../kernel/module.ts';
import type { CsvCell } from '../../kernel/reports/csv.ts';

/**
 * A saved report's table from its source's rows (issue 23): the chosen columns in order, rows grouped by the
 * group column (groups by label) with subtotals, the totals row, and how many rows are shown. The CSV holds
 * every row read (up to REPORT_MAX_ROWS), the PDF the first REPORT_PDF_ROWS, the preview the first 20.
 */

export interface TableDefinition {
  source: string;
  filters: contract.ReportFilters;
  columns: string[];
  groupBy: string | null;
  totals: boolean;
  language: contract.ReportLanguage;
  /** The chart above the PDF's table (null: none). */
  chart: contract.ReportChartDefinition | null;
}

export interface ReadRows {
  rows: ReportSourceRow[];
  /** Whether the source had more rows than were read. */
  more: boolean;
}

/** Reads a source's rows in its batches, at most `limit` (and one more, to tell whether there were more). */
export async function readRows(
  source: ReportSource,
  query: Omit<Parameters<ReportSource['rows']>[0], 'limit'>,
  limit: number,
): Promise<ReadRows> {
  const rows: ReportSourceRow[] = [];
  for await (const batch of source.rows({ ...query, limit: limit + 1 })) {
    for (const row of batch) rows.push(row);
    if (rows.length > limit) break;
  }
  const more = rows.length > limit;
  if (more) rows.length = limit;
  return { rows, more };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function totalOf(fn: contract.ReportTotalFunction, values: number[]): number | null {
  if (values.length === 0) return null;
  switch (fn) {
    case 'sum':
      return round2(values.reduce((a, b) => a + b, 0));
    case 'avg':
      return round2(values.reduce((a, b) => a + b, 0) / values.length);
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
  }
}

/** The totals of the chosen columns that have some, over `rows`. */
function totalsOf(
  descriptor: contract.ReportSourceDescriptor,
  columns: string[],
  rows: ReportSourceRow[],
): contract.ReportTotal[] {
  const out: contract.ReportTotal[] = [];
  for (const key of columns) {
    const column = descriptor.columns.find((c) => c.key === key);
    for (const fn of column?.totals ?? []) {
      const values: number[] = [];
      for (const row of rows) {
        const value = row[key];
        if (typeof value === 'number' && Number.isFinite(value)) values.push(value);
      }
      out.push({ key, fn, value: totalOf(fn, values) });
    }
  }
  return out;
}

const EMPTY_GROUP: Record<contract.ReportLanguage, string> = { en: '(none)', ar: '(بدون)' };

/** Rows in groups of the group column's value (empty: `(none)`), the groups in label order. */
function groupRows(
  rows: ReportSourceRow[],
  key: string,
  language: contract.ReportLanguage,
): { label: string; rows: ReportSourceRow[] }[] {
  const byLabel = new Map<string, ReportSourceRow[]>();
  for (const row of rows) {
    const value = row[key];
    const label =
      value === null || value === undefined || value === '' ? EMPTY_GROUP[language] : String(value);
    const list = byLabel.get(label);
    if (list) list.push(row);
    else byLabel.set(label, [row]);
  }
  return [...byLabel.keys()]
    .sort((a, b) => a.localeCompare(b, language))
    .map((label) => ({ label, rows: byLabel.get(label) ?? [] }));
}

/** The table of `rows` (all read) showing the first `showRows`. */
export function buildTable(
  definition: TableDefinition,
  read: ReadRows,
  showRows: number,
): contract.ReportTable {
  const descriptor = contract.reportSourceOf(definition.source);
  if (!descriptor) throw new Error(`Unknown report source '${definition.source}'`);
  const language = definition.language;
  const columns = definition.columns.map((key) => {
    const column = descriptor.columns.find((c) => c.key === key);
    return { key, label: column?.label[language] ?? key, type: column?.type ?? 'text' };
  });
  let ordered = read.rows;
  const groups: contract.ReportGroup[] = [];
  if (definition.groupBy) {
    ordered = [];
    for (const { label, rows } of groupRows(read.rows, definition.groupBy, language)) {
      const firstRow = ordered.length;
      for (const row of rows) ordered.push(row);
      groups.push({
        label,
        firstRow,
        shownRows: Math.max(0, Math.min(firstRow + rows.length, showRows) - firstRow),
        rowCount: rows.length,
        subtotals: totalsOf(descriptor, definition.columns, rows),
      });
    }
  }
  const shown = ordered.slice(0, showRows);
  return {
    columns,
    rows: shown.map((row) => columns.map((c) => row[c.key] ?? null)),
    groups: groups.map((g) => ({ ...g, firstRow: Math.min(g.firstRow, shown.length) })),
    totals: definition.totals
      ? { rowCount: ordered.length, values: totalsOf(descriptor, definition.columns, ordered) }
      : null,
    rowCount: ordered.length,
    truncated: read.more || ordered.length > showRows,
  };
}

const numberIn = (row: ReportSourceRow, key: string) => {
  const value = row[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * The chart a definition asks for, over the rows read (null when it asks for none): a point per group (its
 * subtotal of the column as the totals compute it, the column's first total function, else the sum), or
 * per row of an ungrouped report (the first REPORT_CHART_MAX_POINTS, labelled by the first text or datetime
 * column of the report, else of the source, else the row's number). Empty cells count 0.
 */
export function buildChart(
  definition: TableDefinition,
  rows: ReportSourceRow[],
  timeZone: string,
): contract.ReportChart | null {
  const { chart, language } = definition;
  const descriptor = contract.reportSourceOf(definition.source);
  if (!chart || !descriptor) return null;
  const column = descriptor.columns.find((c) => c.key === chart.column);
  const title = column?.label[language] ?? chart.column;
  if (definition.groupBy) {
    const fn = column?.totals?.[0] ?? 'sum';
    const groups = groupRows(rows, definition.groupBy, language);
    return {
      kind: chart.kind,
      title,
      labels: groups.map((g) => g.label),
      values: groups.map((g) => {
        const values = g.rows.map((row) => numberIn(row, chart.column)).filter((v) => v !== null);
        return totalOf(fn, values) ?? 0;
      }),
    };
  }
  const isLabel = (c: contract.ReportSourceColumn | undefined) =>
    c?.type === 'text' || c?.type === 'datetime';
  const labelColumn =
    definition.columns.map((key) => descriptor.columns.find((c) => c.key === key)).find(isLabel) ??
    descriptor.columns.find(isLabel);
  const points = rows.slice(0, contract.REPORT_CHART_MAX_POINTS);
  return {
    kind: chart.kind,
    title,
    labels: points.map((row, i) => {
      const value = labelColumn ? row[labelColumn.key] : null;
      if (value === null || value === undefined || value === '') return String(i + 1);
      return labelColumn?.type === 'datetime' && typeof value === 'string'
        ? displayDateTime(value, timeZone)
        : String(value);
    }),
    values: points.map((row) => numberIn(row, chart.column) ?? 0),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the report's zone shows it, `YYYY-MM-DD HH:mm` (a spreadsheet reads it as a date). */
export function localDateTime(iso: string, timeZone: string): string {
  const local = access.localTime(new Date(iso), timeZone);
  return `${local.date} ${pad(Math.floor(local.minutes / 60))}:${pad(local.minutes % 60)}`;
}

/** R194 display: `DD/MM/YYYY HH:mm` in the zone. */
export function displayDateTime(iso: string, timeZone: string): string {
  const [date = '', time = ''] = localDateTime(iso, timeZone).split(' ');
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time}`;
}

/** The rows of a table as CSV cells: datetimes in the report's zone, money with two decimals. */
export function csvRows(table: contract.ReportTable, timeZone: string): CsvCell[][] {
  return table.rows.map((row) =>
    row.map((cell, i) => {
      const type = table.columns[i]?.type;
      if (cell === null) return null;
      if (type === 'datetime' && typeof cell === 'string') return localDateTime(cell, timeZone);
      // Non-negative amounts as text keep their two decimals (a negative one stays a number: the CSV
      // writer would take its minus sign for the start of a formula).
      if (type === 'money' && typeof cell === 'number') return cell >= 0 ? cell.toFixed(2) : cell;
      return cell;
    }),
  );
}

const WORDS = {
  en: {
    period: 'Period',
    devices: 'Devices',
    structures: 'Structures',
    value: 'Value',
    bucket: 'Per',
    hour: 'Hour',
    day: 'Day',
    all: 'All',
    timeZone: 'Time zone',
    groupedBy: 'Grouped by',
  },
  ar: {
    period: 'الفترة',
    devices: 'الأجهزة',
    structures: 'المباني',
    value: 'القيمة',
    bucket: 'لكل',
    hour: 'ساعة',
    day: 'يوم',
    all: 'الكل',
    timeZone: 'المنطقة الزمنية',
    groupedBy: 'مجمعة حسب',
  },
} as const;

/** The filters of a run in words, in the report's language (names of the devices and structures chosen). */
export function filtersInWords(
  definition: TableDefinition,
  period: { from: Date; to: Date },
  timeZone: string,
  names: { devices: string[]; structures: string[] },
): { label: string; value: string }[] {
  const w = WORDS[definition.language];
  const descriptor = contract.reportSourceOf(definition.source);
  const out: { label: string; value: string }[] = [
    {
      label: w.period,
      value: `${displayDateTime(period.from.toISOString(), timeZone)} – ${displayDateTime(period.to.toISOString(), timeZone)}`,
    },
    { label: w.timeZone, value: timeZone },
  ];
  const takes = (filter: contract.ReportFilter) => descriptor?.filters.includes(filter) ?? false;
  if (takes('deviceIds'))
    out.push({ label: w.devices, value: names.devices.length > 0 ? names.devices.join(', ') : w.all });
  if (takes('structureIds'))
    out.push({
      label: w.structures,
      value: names.structures.length > 0 ? names.structures.join(', ') : w.all,
    });
  if (takes('valueKey') && definition.filters.valueKey)
    out.push({ label: w.value, value: definition.filters.valueKey });
  if (takes('bucket')) out.push({ label: w.bucket, value: w[definition.filters.bucket ?? 'day'] });
  if (definition.groupBy) {
    const column = descriptor?.columns.find((c) => c.key === definition.groupBy);
    out.push({ label: w.groupedBy, value: column?.label[definition.language] ?? definition.groupBy });
  }
  return out;
}
