import { devices as contract } from '@atrium/contracts';
import { HttpError } from '../../kernel/http/errors.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { renderReport, reportPdfRenderer } from '../../kernel/reports/render.ts';
import { onBehalfOf } from '../devices/devices.routes.ts';
import { meterInvoiceData } from './meter-invoice.service.ts';

/**
 * GET /swam/meter-bill/invoice: the web app's meter invoice view printed to PDF (as the order bill is). 477
 * (R145) while there is none to give: no Chromium on the server, or the view could not be printed.
 */
export const meterInvoiceRoute = ({ config, database: { db } }: AppDeps) => {
  const pdf = reportPdfRenderer(config);
  return defineRoute(contract.getMeterInvoice, async ({ ctx, query, request, reply }) => {
    const data = await meterInvoiceData(db, config, ctx, { ...query, onBehalfOf: onBehalfOf(request) });
    const outcome = await renderReport(
      { pdf, log: request.log },
      {
        format: 'pdf',
        what: `the meter invoice ${data.number}`,
        table: {
          columns: ['key', 'consumption', 'unit', 'pricePerUnit', 'currency', 'amount'].map((label) => ({
            label,
          })),
          rows: data.lines.map((l) => [l.key, l.consumption, l.unit, l.pricePerUnit, l.currency, l.amount]),
        },
        print: async () => ({ path: contract.METER_INVOICE_PRINT_PATH, data, language: ctx.language }),
      },
    );
    if (!outcome.file)
      throw new HttpError(
        contract.METER_INVOICE_NOT_AVAILABLE_STATUS,
        `The meter invoice could not be made: ${outcome.error}`,
        'METER_INVOICE_NOT_AVAILABLE',
      );
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${data.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(outcome.file);
  });
};
