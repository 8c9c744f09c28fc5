import type { reports } from '@atrium/contracts';
import type { TFunction } from 'i18next';

/**
 * How a saved report's cells read (issue 23): numbers, money (US dollars, 2 decimals, spec §9), durations
 * (minutes) and instants in the report's time zone as DD/MM/YYYY HH:mm. Arabic prints Arabic-Indic digits
 * (`ar-u-nu-arab`: the same whichever digits a browser's own `ar` default is), English Western ones.
 */

export const reportLocale = (language: reports.ReportLanguage) => (language === 'ar' ? 'ar-u-nu-arab' : 'en');

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: reports.ReportLanguage, money: boolean) {
  const key = `${language}:${money}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      reportLocale(language),
      money
        ? { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }
        : { maximumFractionDigits: 2 },
    );
    numberFormats.set(key, format);
  }
  return format;
}

/** A number as the report's language writes it (`1,234.5`, `١٬٢٣٤٫٥`). */
export const formatNumber = (language: reports.ReportLanguage, value: number) =>
  numberFormat(language, false).format(value);

/** An instant in `timeZone` as DD/MM/YYYY HH:mm (R193), in the report's digits. */
export function formatInstant(language: reports.ReportLanguage, iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(reportLocale(language), {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A cell as the report shows it; '—' for an empty one. `t` speaks reports-generator in the report's language. */
export function formatCell(
  t: TFunction,
  language: reports.ReportLanguage,
  timeZone: string,
  type: reports.ReportColumnType,
  value: reports.ReportCell | undefined,
): string {
  if (value === null || value === undefined || value === '') return '—';
  const number = typeof value === 'number' ? value : Number(value);
  switch (type) {
    case 'datetime':
      return formatInstant(language, String(value), timeZone);
    case 'number':
      return Number.isFinite(number) ? formatNumber(language, number) : String(value);
    case 'money':
      return Number.isFinite(number) ? numberFormat(language, true).format(number) : String(value);
    case 'duration':
      return Number.isFinite(number)
        ? t('dynamicReport.minutes', { value: formatNumber(language, Math.round(number * 10) / 10) })
        : String(value);
    default:
      return String(value);
  }
}

/** A column's totals (`Average 12 min · Maximum 40 min`); a sum alone is just its figure. */
export function totalsText(
  t: TFunction,
  language: reports.ReportLanguage,
  timeZone: string,
  column: reports.ReportPrintColumn,
  totals: readonly reports.ReportTotal[],
): string {
  const own = totals.filter((total) => total.key === column.key);
  const joiner = language === 'ar' ? ' ، ' : ' · ';
  return own
    .map((total) => {
      const figure = formatCell(t, language, timeZone, column.type, total.value);
      return own.length === 1 && total.fn === 'sum'
        ? figure
        : `${t(`dynamicReport.fns.${total.fn}`)} ${figure}`;
    })
    .join(joiner);
}
