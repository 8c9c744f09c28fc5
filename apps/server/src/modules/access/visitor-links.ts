import { access as contract } from '@atrium/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { hashToken, randomToken } from '../../kernel/auth/tokens.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { doorAccesses } from './access.schema.ts';
import { isDoor } from './access-scope.ts';

/**
 * Door links for the visitors of a booking (issue 20, facmgmt-visitors): `public-temporary` accesses created,
 * moved and revoked inside the booking's transaction, without a request context (the caller has checked
 * tenancy). They are links like the access page's (a random secret, only its SHA-256 in `door_accesses`), so
 * the public link page opens them and the access lists show them.
 */

/** A visitor may open each door a few times within the window (in, out for lunch, back). */
export const VISITOR_LINK_USES = 20;

export interface VisitorLink {
  accessId: number;
  door: { id: number; name: string };
  token: string;
  path: string;
}

/** The Metro Watch locks of a company's structure, by id. */
export const locksOf = (tx: DbOrTx, companyId: number, structureId: number) =>
  tx
    .select({ id: devices.id, name: devices.name })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(isDoor, eq(devices.companyId, companyId), eq(devices.structureId, structureId)))
    .orderBy(asc(devices.id));

/** One link per given door, valid in [validFrom, validUntil). */
export async function createVisitorLinks(
  tx: DbOrTx,
  input: {
    companyId: number;
    doors: readonly { id: number; name: string }[];
    validFrom: Date;
    validUntil: Date;
    note: string;
    createdBy: number | null;
  },
): Promise<VisitorLink[]> {
  const links: VisitorLink[] = [];
  for (const door of input.doors) {
    const token = randomToken();
    const [row] = await tx
      .insert(doorAccesses)
      .values({
        companyId: input.companyId,
        type: 'public-temporary',
        doorId: door.id,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        maxUses: VISITOR_LINK_USES,
        tokenHash: hashToken(token),
        note: input.note,
        createdBy: input.createdBy,
      })
      .returning({ id: doorAccesses.id });
    if (!row) throw new Error('visitor link insert returned nothing');
    links.push({ accessId: row.id, door, token, path: contract.linkPath(token) });
  }
  return links;
}

/** New window for live links (revoked ones stay revoked). */
export async function moveVisitorLinks(
  tx: DbOrTx,
  accessIds: readonly number[],
  validFrom: Date,
  validUntil: Date,
) {
  if (accessIds.length === 0) return;
  await tx
    .update(doorAccesses)
    .set({ validFrom, validUntil })
    .where(and(inArray(doorAccesses.id, [...accessIds]), isNull(doorAccesses.revokedAt)));
}

/** Revokes live links at once: the link page and the Open button refuse them from now on. */
export async function revokeVisitorLinks(tx: DbOrTx, accessIds: readonly number[], at = new Date()) {
  if (accessIds.length === 0) return;
  await tx
    .update(doorAccesses)
    .set({ revokedAt: at })
    .where(and(inArray(doorAccesses.id, [...accessIds]), isNull(doorAccesses.revokedAt)));
}
