import type { devices as contract } from '@atrium/contracts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound } from '../../kernel/http/errors.ts';
import { findDevice } from '../devices/scope.ts';

/**
 * A Metro Watch device the caller may do `action` on: the devices module's scope, and then only a device of
 * Metro Watch hardware (a sensor of the sensor solution is a 404 on these paths, whatever the caller may
 * do with it elsewhere). R130: with an `on-behalf-of` customer, only that customer's devices.
 */
export async function findMetrowatchDevice(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  action: contract.DeviceAction,
  onBehalfOf?: contract.CustomerId,
) {
  const seen = await findDevice(db, ctx, id, 'view');
  if (seen.app !== 'metrowatch') throw notFound('Device');
  if (typeof onBehalfOf === 'number' && seen.companyId !== onBehalfOf) throw notFound('Device');
  return action === 'view' ? seen : findDevice(db, ctx, id, action);
}
