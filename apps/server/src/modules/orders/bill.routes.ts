import { market } from '@atrium/contracts';
import { HttpError } from '../../kernel/http/errors.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { findOrder } from './orders.service.ts';

const notAvailable = (msg: string) =>
  new HttpError(market.BILL_NOT_AVAILABLE_STATUS, msg, 'BILL_NOT_AVAILABLE');

/** GET …/bill: 477 (R145) until the order is paid; the PDF itself needs the kernel's PDF service (not built yet). */
export const billRoute = ({ database: { db } }: AppDeps) =>
  defineRoute(market.getBill, async ({ ctx, params }) => {
    const order = await findOrder(db, ctx, params.id, params.orderId);
    if (order.status !== 'paid' && order.status !== 'deployed')
      throw notAvailable('The bill is made once the order is paid');
    throw notAvailable('Bills cannot be printed on this server yet');
  });
