import { reports } from '@atrium/contracts';
import { and, asc, eq, gt, gte, lte } from 'drizzle-orm';
import type { ReportSource } from '../../kernel/module.ts';
import { dollars, isoOrNull, keysetBatches } from '../reports/source-kit.ts';
import { orders } from './orders.schema.ts';

/**
 * Saved reports' `orders` source (issue 23): the company's orders placed in the period with their amounts in
 * US dollars (subtotal, discounts of rate, code and voucher, shipping, total) and when they were paid (a
 * paid order's bill).
 */
export const ordersReportSource: ReportSource = {
  descriptor: reports.ordersSource,
  rows: ({ db, companyId, from, to, limit }) =>
    keysetBatches(
      async (after, size) =>
        db
          .select({
            id: orders.id,
            createdAt: orders.createdAt,
            status: orders.status,
            types: orders.types,
            devicesCount: orders.devicesCount,
            paymentMethod: orders.paymentMethod,
            subtotalCents: orders.subtotalCents,
            discountRateCents: orders.discountRateCents,
            discountCodeCents: orders.discountCodeCents,
            voucherCents: orders.voucherCents,
            shippingCents: orders.shippingCents,
            totalCents: orders.totalCents,
            paidAt: orders.paidAt,
          })
          .from(orders)
          .where(
            and(
              eq(orders.companyId, companyId),
              gte(orders.createdAt, from),
              lte(orders.createdAt, to),
              gt(orders.id, after),
            ),
          )
          .orderBy(asc(orders.id))
          .limit(size),
      (r) => r.id,
      (r) => ({
        orderId: r.id,
        createdAt: r.createdAt.toISOString(),
        status: r.status,
        types: r.types.join(', '),
        devicesCount: r.devicesCount,
        paymentMethod: r.paymentMethod,
        subtotal: dollars(r.subtotalCents),
        discount: dollars(r.discountRateCents + r.discountCodeCents + r.voucherCents),
        shipping: dollars(r.shippingCents),
        total: dollars(r.totalCents),
        paidAt: isoOrNull(r.paidAt),
      }),
      limit,
    ),
};
