import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { createPdfRenderer, type PdfRenderer, type PdfRenderInput } from '../pdf/pdf.ts';
import { type CsvCell, toCsv } from './csv.ts';

/**
 * What the report modules (fleet's, asset watch's) share around their own content: the file of a report in
 * the format asked (its table as CSV, or its print view of the web app printed as PDF) and its download.
 */

export type ReportFormat = 'csv' | 'pdf';

/** The renderer of the web app's print views, as the server reaches the app (PDF_BASE_URL, else itself). */
export const reportPdfRenderer = (config: Config) =>
  createPdfRenderer({
    baseUrl: config.PDF_BASE_URL ?? `http://127.0.0.1:${config.PORT}`,
    executablePath: config.CHROMIUM_PATH,
    timeoutMs: config.PDF_TIMEOUT_MS,
    concurrency: config.PDF_CONCURRENCY,
  });

export interface ReportRenderDeps {
  pdf: PdfRenderer;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** A file, or why there is none (kept on the report, which is then failed). */
export type ReportOutcome = { file: Buffer; error?: undefined } | { file?: undefined; error: string };

interface ReportContent {
  format: ReportFormat;
  /** What the log calls it when it cannot be printed: `a fleet report`. */
  what: string;
  table: { columns: readonly { label: string }[]; rows: readonly (readonly CsvCell[])[] };
  /** The print view and its data, asked only for a PDF. */
  print: () => Promise<PdfRenderInput>;
}

/** A report's file: CSV of its table, or its print view as PDF (not on a server without Chromium). */
export async function renderReport(deps: ReportRenderDeps, content: ReportContent): Promise<ReportOutcome> {
  if (content.format === 'csv') return { file: toCsv(content.table.columns, content.table.rows) };
  if (!(await deps.pdf.available())) return { error: 'Reports cannot be printed on this server' };
  try {
    return { file: await deps.pdf.render(await content.print()) };
  } catch (error) {
    deps.log.warn({ err: error }, `${content.what} could not be printed`);
    return { error: 'The report could not be printed, try again later' };
  }
}

/** A stored report's file to download; a failed report has none (409 REPORT_HAS_NO_FILE). */
export function reportDownload(
  report: { format: ReportFormat; ready: boolean; file: Buffer | null | undefined },
  name: string,
) {
  if (!report.ready || !report.file)
    throw new HttpError(409, 'This report failed and has no file', 'REPORT_HAS_NO_FILE');
  return {
    file: report.file,
    type: report.format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    filename: `${name}.${report.format}`,
  };
}

/** Who generated a report, as the history names them. */
export const reportAuthor = (id: number | null, firstName: string | null, lastName: string | null) =>
  id === null ? null : { id, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() };
