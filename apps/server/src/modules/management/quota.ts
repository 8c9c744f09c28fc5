import { devices as deviceContract } from '@atrium/contracts';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { deviceTokens } from '../devices/devices.schema.ts';
import { tokenAllocations } from './management.schema.ts';

/** A quota still drawable at `now`: not past its expiry. */
export const liveAllocation = (now: Date) =>
  or(isNull(tokenAllocations.expiresAt), gt(tokenAllocations.expiresAt, now));

/** A token nobody uses and that has not run out: what an integrator owns to hand on. */
export const spareToken = (companyId: number, app: deviceContract.DeviceApp | undefined, now: Date) =>
  and(
    eq(deviceTokens.companyId, companyId),
    app ? eq(deviceTokens.app, app) : undefined,
    isNull(deviceTokens.deviceId),
    or(isNull(deviceTokens.expirationAt), gt(deviceTokens.expirationAt, now)),
  );

/**
 * A device of a customer with a quota of its app, and no token yet, draws one: one of the integrator's spare
 * tokens becomes the customer's, on the device, activated now, and the quota's `used` goes up by one in a
 * conditional update (never past `quota`, so two draws at once cannot take the last token twice). Called in
 * the device's installation transaction; a quota used up, expired or without spare tokens behind it draws
 * nothing and the device stays without a token, as before quotas.
 */
export async function drawQuotaToken(
  tx: DbOrTx,
  device: { id: number; companyId: number; app: deviceContract.DeviceApp },
  now: Date,
): Promise<number | null> {
  const [allocation] = await tx
    .select({ id: tokenAllocations.id, integratorId: tokenAllocations.integratorId })
    .from(tokenAllocations)
    .where(
      and(
        eq(tokenAllocations.customerId, device.companyId),
        eq(tokenAllocations.app, device.app),
        liveAllocation(now),
      ),
    );
  if (!allocation) return null;
  const [token] = await tx
    .select({ id: deviceTokens.id, validityMonths: deviceTokens.validityMonths })
    .from(deviceTokens)
    .where(spareToken(allocation.integratorId, device.app, now))
    .orderBy(deviceTokens.id)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!token) return null;
  const [drawn] = await tx
    .update(tokenAllocations)
    .set({ used: sql`${tokenAllocations.used} + 1`, updatedAt: now })
    .where(
      and(eq(tokenAllocations.id, allocation.id), sql`${tokenAllocations.used} < ${tokenAllocations.quota}`),
    )
    .returning({ id: tokenAllocations.id });
  if (!drawn) return null;
  await tx
    .update(deviceTokens)
    .set({
      companyId: device.companyId,
      deviceId: device.id,
      activationAt: now,
      expirationAt: deviceContract.tokenExpiration(now, token.validityMonths),
    })
    .where(eq(deviceTokens.id, token.id));
  return token.id;
}
