import { access as contract, type ListQuery, type places, type SortTerm } from '@atrium/contracts';
import { and, asc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { hashToken, randomToken } from '../../kernel/auth/tokens.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound } from '../../kernel/http/errors.ts';
import { devices } from '../devices/devices.schema.ts';
import { requestScope } from '../scope/index.ts';
import { accessCredentials, doorAccesses } from './access.schema.ts';
import { countAccesses, selectAccesses, stateIs, subjectName, toAccess } from './access-rows.ts';
import { credentialOf, doorOf, reachableFilters, refused, scheduleOf, userOf } from './access-scope.ts';

export interface AccessFilters {
  name?: string;
  type?: contract.AccessType;
  doorId?: number;
  userId?: number;
  credentialId?: number;
  scheduleId?: number;
  state?: contract.AccessState;
  customerId?: places.CustomerId;
}

/** The accesses a list shows: `types` the endpoint's own (scheduled, links, every type). */
export async function accessWhere(
  db: DbOrTx,
  ctx: RequestContext,
  filters: AccessFilters,
  types: readonly contract.AccessType[],
  now: Date,
) {
  await reachableFilters(db, ctx, filters);
  const a = doorAccesses;
  const pattern = containsPattern(filters.name);
  return and(
    await requestScope(db, ctx).customer(a.companyId, filters.customerId),
    inArray(a.type, [...types]),
    filters.type ? eq(a.type, filters.type) : undefined,
    filters.doorId !== undefined ? eq(a.doorId, filters.doorId) : undefined,
    filters.userId !== undefined
      ? or(
          eq(a.userId, filters.userId),
          inArray(
            a.credentialId,
            db
              .select({ id: accessCredentials.id })
              .from(accessCredentials)
              .where(eq(accessCredentials.userId, filters.userId)),
          ),
        )
      : undefined,
    filters.credentialId !== undefined ? eq(a.credentialId, filters.credentialId) : undefined,
    filters.scheduleId !== undefined ? eq(a.scheduleId, filters.scheduleId) : undefined,
    filters.state ? stateIs(filters.state, now) : undefined,
    pattern
      ? or(
          ilike(devices.name, pattern),
          ilike(devices.serial, pattern),
          ilike(subjectName, pattern),
          ilike(accessCredentials.label, pattern),
          ilike(a.note, pattern),
        )
      : undefined,
  );
}

export async function listAccesses(
  db: DbOrTx,
  ctx: RequestContext,
  filters: AccessFilters,
  types: readonly contract.AccessType[],
  page: ListQuery,
) {
  const now = new Date();
  const where = await accessWhere(db, ctx, filters, types, now);
  const order = orderByTerms(page.sort as SortTerm<(typeof contract.ACCESS_SORTS)[number]>[], {
    id: doorAccesses.id,
    type: doorAccesses.type,
    validFrom: doorAccesses.validFrom,
    validUntil: doorAccesses.validUntil,
    createdAt: doorAccesses.createdAt,
  });
  const rows = await selectAccesses(db, where)
    .orderBy(...order, asc(doorAccesses.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await countAccesses(db, where);
  return { data: rows.map((r) => toAccess(r, now)), totalRecords: total };
}

async function findAccess(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectAccesses(
    db,
    and(eq(doorAccesses.id, id), await requestScope(db, ctx).companies(doorAccesses.companyId)),
  );
  if (!row) throw notFound('Access');
  return row;
}

export const getAccess = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  toAccess(await findAccess(db, ctx, id));

interface Period {
  validFrom: Date | null;
  validUntil: Date | null;
}

/** Accesses are granted one door at a time: the overlap check and the insert cannot interleave. */
const lockDoor = (tx: DbOrTx, doorId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${1_717_000_017}, ${doorId})`);

/**
 * Another live access of the same user or credential to the same door whose period meets `period` (null
 * bounds are open): a 418, the user or credential has one already.
 */
async function assertNoOverlap(
  tx: DbOrTx,
  doorId: number,
  subject: { userId: number | null; credentialId: number | null },
  period: Period,
  exceptId?: number,
) {
  const a = doorAccesses;
  const [clash] = await tx
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.doorId, doorId),
        isNull(a.revokedAt),
        subject.userId !== null
          ? eq(a.userId, subject.userId)
          : eq(a.credentialId, subject.credentialId ?? 0),
        exceptId !== undefined ? ne(a.id, exceptId) : undefined,
        period.validUntil ? or(isNull(a.validFrom), lt(a.validFrom, period.validUntil)) : undefined,
        period.validFrom ? or(isNull(a.validUntil), gt(a.validUntil, period.validFrom)) : undefined,
      ),
    )
    .limit(1);
  if (clash) {
    const who = subject.userId !== null ? 'This user' : 'This credential';
    throw refused('doorId', `${who} already has an access to this door in this period (access ${clash.id})`);
  }
}

export interface GrantInput {
  type: 'fulltime' | 'scheduled';
  doorId: number;
  userId?: number;
  credentialId?: number;
  scheduleId?: number;
  windows?: contract.AccessWindow[];
  timeZone?: string;
  validFrom?: string | null;
  validUntil?: string | null;
  note: string;
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

export async function grantAccess(db: DbOrTx, ctx: RequestContext, input: GrantInput) {
  const id = await db.transaction(async (tx) => {
    const door = await doorOf(tx, ctx, input.doorId);
    const userId =
      input.userId === undefined ? null : (await userOf(tx, ctx, input.userId, door.companyId)).id;
    const credentialId =
      input.credentialId === undefined
        ? null
        : (await credentialOf(tx, input.credentialId, door.companyId)).id;
    const scheduleId =
      input.scheduleId === undefined ? null : (await scheduleOf(tx, input.scheduleId, door.companyId)).id;
    // An access without a start starts now: the calendar shows it from then, and past accesses do not clash.
    const period = {
      validFrom: dateOrNull(input.validFrom) ?? new Date(),
      validUntil: dateOrNull(input.validUntil),
    };
    if (period.validUntil && period.validUntil <= period.validFrom) {
      throw refused('validUntil', 'End Must Be After Start');
    }
    await lockDoor(tx, door.id);
    await assertNoOverlap(tx, door.id, { userId, credentialId }, period);
    const [row] = await tx
      .insert(doorAccesses)
      .values({
        companyId: door.companyId,
        type: input.type,
        doorId: door.id,
        userId,
        credentialId,
        scheduleId,
        windows: input.type === 'scheduled' && input.windows ? contract.sortWindows(input.windows) : null,
        timeZone: input.type === 'scheduled' && input.windows ? (input.timeZone ?? null) : null,
        ...period,
        note: input.note,
        createdBy: ctx.user?.actorId ?? ctx.user?.id ?? null,
      })
      .returning({ id: doorAccesses.id });
    if (!row) throw new Error('access insert returned nothing');
    return row.id;
  });
  return getAccess(db, ctx, id);
}

/** The calendar's drag and resize: new bounds (undefined keeps one, null opens it, links need both). */
export async function changeAccessPeriod(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  input: { validFrom?: string | null; validUntil?: string | null },
) {
  await db.transaction(async (tx) => {
    const { row } = await findAccess(tx, ctx, id);
    if (row.revokedAt) throw new HttpError(409, 'This access is revoked', 'ACCESS_REVOKED');
    const period: Period = {
      validFrom: input.validFrom === undefined ? row.validFrom : dateOrNull(input.validFrom),
      validUntil: input.validUntil === undefined ? row.validUntil : dateOrNull(input.validUntil),
    };
    if (contract.isLinkType(row.type)) {
      if (!period.validFrom) throw refused('validFrom', 'Required');
      if (!period.validUntil) throw refused('validUntil', 'Required');
    }
    if (period.validFrom && period.validUntil && period.validUntil <= period.validFrom) {
      throw refused('validUntil', 'End Must Be After Start');
    }
    if (!contract.isLinkType(row.type)) {
      await lockDoor(tx, row.doorId);
      await assertNoOverlap(tx, row.doorId, row, period, row.id);
    }
    await tx.update(doorAccesses).set(period).where(eq(doorAccesses.id, id));
  });
  return getAccess(db, ctx, id);
}

export async function revokeAccess(db: DbOrTx, ctx: RequestContext, id: number) {
  await findAccess(db, ctx, id);
  const [done] = await db
    .update(doorAccesses)
    .set({ revokedAt: new Date() })
    .where(and(eq(doorAccesses.id, id), isNull(doorAccesses.revokedAt)))
    .returning({ id: doorAccesses.id });
  if (!done) throw new HttpError(409, 'This access is already revoked', 'ACCESS_REVOKED');
  return getAccess(db, ctx, id);
}

export interface LinkInput {
  type: 'public-temporary' | 'onetime';
  doorId: number;
  validFrom: string;
  validUntil: string;
  maxUses?: number;
  note: string;
}

/** A link: a fresh secret whose SHA-256 alone is kept; the secret is answered this once. */
export async function createLink(db: DbOrTx, ctx: RequestContext, input: LinkInput) {
  const door = await doorOf(db, ctx, input.doorId);
  const token = randomToken();
  const [row] = await db
    .insert(doorAccesses)
    .values({
      companyId: door.companyId,
      type: input.type,
      doorId: door.id,
      validFrom: new Date(input.validFrom),
      validUntil: new Date(input.validUntil),
      maxUses: input.type === 'onetime' ? 1 : (input.maxUses ?? 1),
      tokenHash: hashToken(token),
      note: input.note,
      createdBy: ctx.user?.actorId ?? ctx.user?.id ?? null,
    })
    .returning({ id: doorAccesses.id });
  if (!row) throw new Error('link insert returned nothing');
  return { data: await getAccess(db, ctx, row.id), token, path: contract.linkPath(token) };
}
