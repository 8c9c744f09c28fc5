import type { market } from '@atrium/contracts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { addComPackageUnits } from '../companies/com-packages.service.ts';
import { marketItems } from '../market/market.schema.ts';
import { issuePackages } from '../market/packages.service.ts';
import type { StoredPart } from './orders.schema.ts';

/**
 * Handing over what a paid order bought, in the payment's transaction. The market fulfils what it owns:
 * SMS and calling units go to the company's communication packages, packages are issued deployed to the
 * buyer. Devices, device tokens and plugins belong to the device registry: they go through DeviceFulfilment,
 * implemented by the devices module (`devices/fulfilment.service.ts`); the default here leaves them `pending`.
 */

export interface FulfilmentLine {
  kind: market.LineKind;
  itemId: number;
  itemType: market.ItemType;
  app: market.MarketApp;
  qty: number;
  /** The device registry's hardware model of a product (swam and metrowatch), else null. */
  hardwareId: number | null;
  /** Tokens per token package. */
  units: number | null;
  validityInMonths: number | null;
  freeTokenValidityInMonths: number | null;
  /** Device lines: the solution the devices serve (swam, metrowatch). */
  solutionId: number | null;
}

export interface FulfilmentRequest {
  orderId: number;
  companyId: number;
  lines: FulfilmentLine[];
}

export interface DeviceFulfilment {
  /** Creates the devices, tokens and plugins of `request.lines`; says whether they are all handed over. */
  fulfil(tx: DbOrTx, request: FulfilmentRequest): Promise<'done' | 'pending'>;
}

export const pendingDeviceFulfilment: DeviceFulfilment = { fulfil: async () => 'pending' };

const REGISTRY_KINDS: readonly market.LineKind[] = ['device', 'product', 'token', 'plugin'];

export async function fulfilOrder(
  tx: DbOrTx,
  devices: DeviceFulfilment,
  order: { id: number; companyId: number; parts: StoredPart[] },
): Promise<'done' | 'pending' | 'not-required'> {
  const raw = order.parts.flatMap((part) =>
    part.lines.map((line) => ({
      ...line,
      solutionId: line.deviceIndex === null ? null : (part.devices[line.deviceIndex]?.solutionId ?? null),
    })),
  );
  if (raw.length === 0) return 'not-required';
  const ids = [...new Set(raw.map((l) => l.itemId))];
  const items = new Map(
    (await tx.select().from(marketItems).where(inArray(marketItems.id, ids))).map((i) => [i.id, i]),
  );
  const lines: FulfilmentLine[] = raw.map((l) => {
    const item = items.get(l.itemId);
    return {
      kind: l.kind,
      itemId: l.itemId,
      itemType: l.itemType,
      app: item?.app ?? 'core',
      qty: l.qty,
      hardwareId: item?.hardwareId ?? null,
      units: item?.details.units ?? null,
      validityInMonths: item?.details.validityInMonths ?? null,
      freeTokenValidityInMonths: item?.details.hardware?.freeTokenValidityInMonths ?? null,
      solutionId: l.solutionId,
    };
  });
  for (const line of lines) {
    const name = items.get(line.itemId)?.name ?? '';
    if (line.itemType === 'sms-package' || line.itemType === 'calling-package') {
      const kind = line.itemType === 'sms-package' ? 'sms' : 'calling';
      await addComPackageUnits(tx, order.companyId, { kind, name, quantity: (line.units ?? 1) * line.qty });
    } else if (line.itemType === 'package') {
      await issuePackages(tx, {
        modelId: line.itemId,
        quantity: line.qty,
        ownerCompanyId: order.companyId,
        orderId: order.id,
      });
    }
  }
  const registry = lines.filter((l) => REGISTRY_KINDS.includes(l.kind) && l.itemType !== 'package');
  if (registry.length === 0) return 'done';
  return devices.fulfil(tx, { orderId: order.id, companyId: order.companyId, lines: registry });
}
