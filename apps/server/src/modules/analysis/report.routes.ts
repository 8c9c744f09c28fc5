import { analysis as contract } from '@atrium/contracts';
import { HttpError } from '../../kernel/http/errors.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { createPdfRenderer } from '../../kernel/pdf/pdf.ts';
import { deviceReportData } from './report.service.ts';

const notAvailable = (msg: string) =>
  new HttpError(contract.REPORT_NOT_AVAILABLE_STATUS, msg, 'REPORT_NOT_AVAILABLE');

/** GET /swam/device/:id/report: the web app's device report view printed to PDF (as the bill is). */
export const deviceReportRoute = ({ config, database: { db } }: AppDeps) => {
  const pdf = createPdfRenderer({
    baseUrl: config.PDF_BASE_URL ?? `http://127.0.0.1:${config.PORT}`,
    executablePath: config.CHROMIUM_PATH,
    timeoutMs: config.PDF_TIMEOUT_MS,
    concurrency: config.PDF_CONCURRENCY,
  });
  return defineRoute(contract.getDeviceReport, async ({ ctx, params, query, request, reply }) => {
    const data = await deviceReportData(db, ctx, params.id, query);
    if (!(await pdf.available())) throw notAvailable('Reports cannot be printed on this server');
    let file: Buffer;
    try {
      file = await pdf.render({ path: contract.DEVICE_REPORT_PRINT_PATH, data, language: ctx.language });
    } catch (error) {
      request.log.warn({ err: error, deviceId: params.id }, 'device report could not be printed');
      throw notAvailable('The report could not be printed, try again later');
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="report-${data.device.serial}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(file);
  });
};
