import type { groups as contract } from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { devices } from '../devices/devices.schema.ts';
import { ownerOfNew, type TenancyInputs } from '../devices/tenancy.ts';
import { structures } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';

/** What both kinds of group check and show: the owner company, its users and its devices and structures. */

export const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * The group's company: the body's `customerId` (or `customerId` query), else the caller's own; the selected
 * customer is no default here (R132), but an `on-behalf-of` naming a company the caller does not serve is
 * still a 418 (`ownerOfNew`).
 */
export const groupOwner = (
  db: DbOrTx,
  ctx: RequestContext,
  customerId: number | undefined,
  tenancy: Omit<TenancyInputs, 'body'> = {},
) => ownerOfNew(db, ctx, { ...tenancy, body: customerId }, { selectedIsDefault: false });

/** Every user id is a user of `companyId`; another company's user is refused like an unknown one. */
export async function checkUsers(db: DbOrTx, companyId: number, ids: readonly number[], param = 'users') {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.companyId, companyId)));
  const known = new Set(found.map((u) => u.id));
  const errors = ids.flatMap((id, index) =>
    known.has(id) ? [] : [{ param: `${param}.${index}`, msg: 'Choose a User of This Company' }],
  );
  if (errors.length > 0) throw new ValidationError(errors);
}

const ofType = (resources: readonly contract.ResourceInput[], type: contract.ResourceType) =>
  resources.filter((r) => r.type === type).map((r) => r.id);

/** The names of the company's devices and structures among `resources` (others are left out). */
async function namesOf(db: DbOrTx, companyId: number, resources: readonly contract.ResourceInput[]) {
  const deviceIds = ofType(resources, 'device');
  const structureIds = ofType(resources, 'structure');
  const names = new Map<string, string>();
  if (deviceIds.length > 0) {
    const rows = await db
      .select({ id: devices.id, serial: devices.serial, name: devices.name })
      .from(devices)
      .where(and(inArray(devices.id, deviceIds), eq(devices.companyId, companyId)));
    for (const d of rows) names.set(`device:${d.id}`, d.name ? `${d.name} (${d.serial})` : d.serial);
  }
  if (structureIds.length > 0) {
    const rows = await db
      .select({ id: structures.id, name: structures.name })
      .from(structures)
      .where(and(inArray(structures.id, structureIds), eq(structures.companyId, companyId)));
    for (const s of rows) names.set(`structure:${s.id}`, s.name);
  }
  return names;
}

/** Every resource is a device or structure of `companyId`, else a 418 on its index. */
export async function checkResources(
  db: DbOrTx,
  companyId: number,
  resources: readonly contract.ResourceInput[],
) {
  const names = await namesOf(db, companyId, resources);
  const errors = resources.flatMap((r, index) =>
    names.has(`${r.type}:${r.id}`)
      ? []
      : [
          {
            param: `resources.${index}`,
            msg:
              r.type === 'device' ? 'Choose a Device of This Company' : 'Choose a Structure of This Company',
          },
        ],
  );
  if (errors.length > 0) throw new ValidationError(errors);
}

/** The resources as the reply shows them, with names; ones gone from the company are dropped. */
export async function namedResources(
  db: DbOrTx,
  companyId: number,
  resources: readonly contract.ResourceInput[],
): Promise<contract.Resource[]> {
  const names = await namesOf(db, companyId, resources);
  return resources.flatMap((r) => {
    const name = names.get(`${r.type}:${r.id}`);
    return name === undefined ? [] : [{ ...r, name }];
  });
}

/** Whether a group with these resources covers a device (no resources: every device of the company). */
export const coversDevice = (
  resources: readonly contract.ResourceInput[],
  device: { id: number; structureId: number | null },
) =>
  resources.length === 0 ||
  resources.some(
    (r) =>
      (r.type === 'device' && r.id === device.id) || (r.type === 'structure' && r.id === device.structureId),
  );
