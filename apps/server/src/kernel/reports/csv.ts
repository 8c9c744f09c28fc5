/** A report cell as a file holds it: text, a number, yes/no or nothing. */
export type CsvCell = string | number | boolean | null;

/** A text cell a spreadsheet would run as a formula (a vehicle named `=HYPERLINK(...)`) is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV of a report's table: a header of the columns' labels, CRLF line ends, fields quoted when they
 * hold a comma, quote or line break; a UTF-8 byte order mark so spreadsheets read Arabic names right.
 */
export function toCsv(columns: readonly { label: string }[], rows: readonly (readonly CsvCell[])[]): Buffer {
  const lines = [columns.map((c) => cell(c.label)).join(','), ...rows.map((r) => r.map(cell).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
