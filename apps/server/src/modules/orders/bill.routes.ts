import { type market as contract, market } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { HttpError } from '../../kernel/http/errors.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { createPdfRenderer } from '../../kernel/pdf/pdf.ts';
import { companies } from '../companies/companies.schema.ts';
import { findOrder, orderView } from './orders.service.ts';

const notAvailable = (msg: string) =>
  new HttpError(market.BILL_NOT_AVAILABLE_STATUS, msg, 'BILL_NOT_AVAILABLE');

/**
 * GET …/bill: the web app's invoice view printed to PDF. 477 (R145, suppressed by the client) while there is
 * none to give: the order is unpaid, the server has no Chromium, or the view could not be printed.
 */
export const billRoute = ({ config, database: { db } }: AppDeps) => {
  const pdf = createPdfRenderer({
    baseUrl: config.PDF_BASE_URL ?? `http://127.0.0.1:${config.PORT}`,
    executablePath: config.CHROMIUM_PATH,
    timeoutMs: config.PDF_TIMEOUT_MS,
    concurrency: config.PDF_CONCURRENCY,
  });
  return defineRoute(market.getBill, async ({ ctx, params, request, reply }) => {
    const row = await findOrder(db, ctx, params.id, params.orderId);
    if (row.status !== 'paid' && row.status !== 'deployed')
      throw notAvailable('The bill is made once the order is paid');
    if (!(await pdf.available())) throw notAvailable('Bills cannot be printed on this server');
    const [buyer] = await db.select().from(companies).where(eq(companies.id, row.companyId));
    const data: contract.InvoicePrintData = {
      number: `INV-${String(row.id).padStart(6, '0')}`,
      issuedAt: (row.paidAt ?? row.createdAt).toISOString(),
      seller: {
        name: config.BRAND_NAME,
        email: config.SUPPORT_EMAIL ?? null,
        phone: config.SUPPORT_PHONE ?? null,
      },
      buyer: { id: row.companyId, name: buyer?.name ?? '', email: buyer?.email ?? '' },
      order: await orderView(db, row.id),
    };
    let file: Buffer;
    try {
      file = await pdf.render({ path: market.INVOICE_PRINT_PATH, data, language: ctx.language });
    } catch (error) {
      request.log.warn({ err: error, orderId: row.id }, 'bill could not be printed');
      throw notAvailable('The bill could not be printed, try again later');
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${data.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(file);
  });
};
