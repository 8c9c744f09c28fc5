import type { devices as contract } from '@atrium/contracts';
import type { DbOrTx } from '../../kernel/db/client.ts';

/**
 * Where a device installed without a token may get one (issue 22: the customer's quota of its integrator's
 * tokens, `management/quota.ts`). The module offering tokens registers here when it is loaded; the devices
 * module asks here, so it never imports that module (apps depend on devices, not the other way round).
 */
export type TokenSource = (
  tx: DbOrTx,
  device: { id: number; companyId: number; app: contract.DeviceApp },
  now: Date,
) => Promise<number | null>;

let source: TokenSource | null = null;

/** Idempotent: a module loaded again (tests re-evaluate the app's modules) registers the same source again. */
export function registerTokenSource(next: TokenSource) {
  source = next;
}

/** The token id drawn for the device, or null when no source gives one. */
export const drawTokenFor: TokenSource = async (tx, device, now) => (source ? source(tx, device, now) : null);
