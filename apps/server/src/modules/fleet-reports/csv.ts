import type { ReportCell, ReportColumn } from '@atrium/contracts/fleet/reports';

/** A text cell a spreadsheet would run as a formula (a vehicle named `=HYPERLINK(...)`) is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: ReportCell): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV: a header of the columns' labels, CRLF line ends, fields quoted when they hold a comma, quote
 * or line break; a UTF-8 byte order mark so spreadsheets read Arabic names right.
 */
export function toCsv(columns: readonly ReportColumn[], rows: readonly ReportCell[][]): Buffer {
  const lines = [columns.map((c) => cell(c.label)).join(','), ...rows.map((r) => r.map(cell).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
