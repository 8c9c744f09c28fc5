import { market } from '@atrium/contracts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { billRoute } from './bill.routes.ts';
import type { DeviceFulfilment } from './fulfilment.ts';
import {
  DuplicateOrderError,
  deployOrder,
  getOrder,
  getShipping,
  listAddresses,
  listOrders,
  recordIntention,
  type SubmitHooks,
  submitOrder,
  updateOrder,
  validateOrder,
} from './orders.service.ts';
import { paymentProviderFor } from './payment/provider.ts';
import { cancelOpenPayment, markPaid } from './payment.service.ts';

export const orderRoutes = (deps: AppDeps, devices: DeviceFulfilment) => {
  const {
    config,
    database: { db },
  } = deps;
  const provider = paymentProviderFor(config, db);
  const hooks: SubmitHooks = {
    settleFree: async (tx, orderId) => void (await markPaid(tx, devices, orderId, 'voucher')),
    cancelOpenPayment: (orderId) => cancelOpenPayment(db, provider, orderId),
  };
  return [
    defineRoute(market.validateOrder, async ({ ctx, params, body, reply }) => {
      try {
        return { data: await validateOrder(db, config, ctx, params.id, body) };
      } catch (error) {
        // R147: "invalid" is an expected answer here, a 400 the client does not announce.
        if (!(error instanceof ValidationError)) throw error;
        return reply
          .code(400)
          .send({ msg: 'The order cannot be placed', code: 'ORDER_INVALID', errors: error.fields });
      }
    }),
    defineRoute(market.submitOrder, async ({ ctx, params, body, request, reply }) => {
      const key = String(request.headers[market.IDEMPOTENCY_HEADER]);
      try {
        const order = await submitOrder(db, config, ctx, params.id, body, key, hooks);
        return reply.code(201).send({ data: order });
      } catch (error) {
        if (!(error instanceof DuplicateOrderError)) throw error;
        return reply.code(409).send({ msg: error.message, code: error.code, orderId: error.orderId });
      }
    }),
    defineRoute(market.updateOrder, async ({ ctx, params, body }) => ({
      data: await updateOrder(db, config, ctx, params.id, params.orderId, body, hooks),
    })),
    defineRoute(market.listOrders, async ({ ctx, params, query }) =>
      listOrders(db, ctx, params.id, query, parseListQuery(query, { sortable: market.ORDER_SORTS })),
    ),
    defineRoute(market.listAddresses, async ({ ctx, params }) => ({
      data: await listAddresses(db, ctx, params.id),
    })),
    defineRoute(market.getOrder, async ({ ctx, params }) => ({
      data: await getOrder(db, ctx, params.id, params.orderId),
    })),
    defineRoute(market.getShipping, async ({ ctx, params }) => ({
      data: await getShipping(db, ctx, params.id, params.orderId),
    })),
    defineRoute(market.deployOrder, async ({ ctx, params }) => ({
      data: await deployOrder(db, ctx, params.id, params.orderId),
    })),
    defineRoute(market.orderingIntention, async ({ ctx, params, body, reply }) =>
      reply.code(201).send({ data: await recordIntention(db, config, ctx, params.id, body) }),
    ),
    billRoute(deps),
  ];
};
