import { market } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import {
  addDiscount,
  checkVoucher,
  getDiscountRate,
  issueVoucher,
  listDiscounts,
  listVouchers,
} from './discounts.service.ts';
import type { DeviceFulfilment } from './fulfilment.ts';
import { paymentProviderFor } from './payment/provider.ts';
import { sandboxConfirm } from './payment/sandbox.ts';
import { getPayment, paymentFailed, paymentSucceeded, setPaymentMethod } from './payment.service.ts';

export const paymentRoutes = ({ config, database: { db } }: AppDeps, devices: DeviceFulfilment) => {
  const provider = paymentProviderFor(config, db);
  return [
    defineRoute(market.getPublishableKey, async () => ({
      data: { publishableKey: provider.publishableKey, provider: provider.name, currency: market.CURRENCY },
    })),
    defineRoute(market.getPayment, async ({ ctx, params }) => ({
      data: await getPayment(db, ctx, params.id, params.orderId),
    })),
    defineRoute(market.setPaymentMethod, async ({ ctx, params, body }) => ({
      data: await setPaymentMethod(db, provider, ctx, params.id, params.orderId, body.method),
    })),
    defineRoute(market.paymentSuccess, async ({ ctx, body }) => ({
      data: await paymentSucceeded(db, provider, devices, ctx, body),
    })),
    defineRoute(market.paymentFail, async ({ ctx, body }) => ({
      data: await paymentFailed(db, provider, ctx, body),
    })),
    ...(provider.name === 'sandbox'
      ? [defineRoute(market.sandboxConfirm, async ({ body }) => ({ data: await sandboxConfirm(db, body) }))]
      : []),
    defineRoute(market.getDiscountRate, async ({ ctx, params }) => ({
      data: await getDiscountRate(db, ctx, params.id),
    })),
    defineRoute(market.listDiscounts, async ({ ctx, params, query }) =>
      listDiscounts(db, ctx, params.id, query.state, parseListQuery(query, { sortable: [] })),
    ),
    defineRoute(market.addDiscount, async ({ ctx, params, body, reply }) =>
      reply.code(201).send({ data: await addDiscount(db, ctx, params.id, body.code) }),
    ),
    defineRoute(market.listVouchers, async ({ ctx, query }) =>
      listVouchers(db, ctx, query, parseListQuery(query, { sortable: [] })),
    ),
    defineRoute(market.issueVoucher, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await issueVoucher(db, ctx, body) }),
    ),
    defineRoute(market.checkVoucher, async ({ ctx, params }) => ({
      data: await checkVoucher(db, ctx, params.id, params.code),
    })),
  ];
};
