import { createHmac } from 'node:crypto';
import { access as contract, type ListQuery, type places, type SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { HttpError, notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { iso, isUniqueViolation } from '../places/scope.ts';
import { requestScope } from '../scope/index.ts';
import { users } from '../users/users.schema.ts';
import { accessCredentials, doorAccesses } from './access.schema.ts';
import { reachableFilters, userName, userOf } from './access-scope.ts';

/** The stored form of a code: keyed by the server secret, bound to its kind. */
export const codeDigest = (secret: string, kind: contract.CredentialKind, code: string) =>
  createHmac('sha256', secret).update(`access-credential:${kind}:${code}`).digest('hex');

const codeTaken = () =>
  new HttpError(409, 'This code is already given to another credential', 'CREDENTIAL_CODE_TAKEN');

const columns = {
  row: accessCredentials,
  holderName: userName,
  companyName: companies.name,
  accessCount: sql<number>`(select count(*)::int from ${doorAccesses} a
    where a.credential_id = ${accessCredentials.id} and a.revoked_at is null)`,
};

function selectRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(accessCredentials)
    .innerJoin(users, eq(users.id, accessCredentials.userId))
    .innerJoin(companies, eq(companies.id, accessCredentials.companyId))
    .where(where)
    .$dynamic();
}
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toCredential = ({ row, holderName, companyName, accessCount }: Row): contract.Credential => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  holder: { id: row.userId, name: holderName },
  company: { id: row.companyId, name: companyName },
  codeHint: row.codeHint,
  state: row.state,
  accessCount,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export interface CredentialFilters {
  name?: string;
  kind?: contract.CredentialKind;
  state?: contract.CredentialState;
  userId?: number;
  customerId?: places.CustomerId;
}

export async function listCredentials(
  db: DbOrTx,
  ctx: RequestContext,
  filters: CredentialFilters,
  page: ListQuery,
) {
  await reachableFilters(db, ctx, { userId: filters.userId });
  const pattern = containsPattern(filters.name);
  const where = and(
    await requestScope(db, ctx).customer(accessCredentials.companyId, filters.customerId),
    pattern ? or(ilike(accessCredentials.label, pattern), ilike(userName, pattern)) : undefined,
    filters.kind ? eq(accessCredentials.kind, filters.kind) : undefined,
    filters.state ? eq(accessCredentials.state, filters.state) : undefined,
    filters.userId !== undefined ? eq(accessCredentials.userId, filters.userId) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<(typeof contract.CREDENTIAL_SORTS)[number]>[], {
    id: accessCredentials.id,
    label: accessCredentials.label,
    kind: accessCredentials.kind,
    state: accessCredentials.state,
    createdAt: accessCredentials.createdAt,
  });
  const rows = await selectRows(db, where)
    .orderBy(...order, asc(accessCredentials.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(accessCredentials)
    .innerJoin(users, eq(users.id, accessCredentials.userId))
    .where(where);
  return { data: rows.map(toCredential), totalRecords: total?.n ?? 0 };
}

/** A credential of a company the caller sees; 404 otherwise. */
export async function findCredential(db: DbOrTx, ctx: RequestContext, id: number) {
  const [row] = await selectRows(
    db,
    and(eq(accessCredentials.id, id), await requestScope(db, ctx).companies(accessCredentials.companyId)),
  );
  if (!row) throw notFound('Access token');
  return row;
}

export const getCredential = async (db: DbOrTx, ctx: RequestContext, id: number) =>
  toCredential(await findCredential(db, ctx, id));

/** Runs a write that may hit the unique code of a company and kind: a clash is a 409. */
async function codeUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export interface NewCredential {
  kind: contract.CredentialKind;
  label: string;
  userId: number;
  code: string;
  state: 'active' | 'inactive';
}

export async function createCredential(
  db: DbOrTx,
  ctx: RequestContext,
  secret: string,
  input: NewCredential,
) {
  const holder = await userOf(db, ctx, input.userId);
  const [row] = await codeUnique(() =>
    db
      .insert(accessCredentials)
      .values({
        companyId: holder.companyId,
        userId: holder.id,
        kind: input.kind,
        label: input.label,
        codeHash: codeDigest(secret, input.kind, input.code),
        codeHint: contract.codeHint(input.kind, input.code),
        state: input.state,
      })
      .returning({ id: accessCredentials.id }),
  );
  if (!row) throw new Error('credential insert returned nothing');
  return getCredential(db, ctx, row.id);
}

export async function updateCredential(
  db: DbOrTx,
  ctx: RequestContext,
  secret: string,
  id: number,
  input: { label?: string; userId?: number; code?: string },
) {
  const { row } = await findCredential(db, ctx, id);
  if (input.userId !== undefined) await userOf(db, ctx, input.userId, row.companyId);
  if (input.code !== undefined) {
    const rule = contract.CREDENTIAL_CODE_RULES[row.kind];
    if (!rule.pattern.test(input.code)) throw new ValidationError([{ param: 'code', msg: rule.msg }]);
  }
  await codeUnique(() =>
    db
      .update(accessCredentials)
      .set({
        ...(input.label !== undefined && { label: input.label }),
        ...(input.userId !== undefined && { userId: input.userId }),
        ...(input.code !== undefined && {
          codeHash: codeDigest(secret, row.kind, input.code),
          codeHint: contract.codeHint(row.kind, input.code),
        }),
        updatedAt: new Date(),
      })
      .where(eq(accessCredentials.id, id)),
  );
  return getCredential(db, ctx, id);
}

export async function deleteCredential(db: DbOrTx, ctx: RequestContext, id: number) {
  await findCredential(db, ctx, id);
  await db.delete(accessCredentials).where(eq(accessCredentials.id, id));
}

const DONE: Record<contract.CredentialAction, string> = {
  activate: 'activated',
  deactivate: 'deactivated',
  block: 'blocked',
  unblock: 'unblocked',
  lock: 'locked',
  unlock: 'unlocked',
};

/**
 * R7: one of the six actions, allowed only from its states (409 otherwise). The state is changed by a
 * conditional update, so two actions racing cannot both pass the check.
 */
export async function transitionCredential(
  db: DbOrTx,
  ctx: RequestContext,
  id: number,
  action: contract.CredentialAction,
) {
  const { row } = await findCredential(db, ctx, id);
  const { from, to } = contract.CREDENTIAL_TRANSITIONS[action];
  const [moved] = await db
    .update(accessCredentials)
    .set({ state: to, updatedAt: new Date() })
    .where(and(eq(accessCredentials.id, id), inArray(accessCredentials.state, [...from])))
    .returning({ id: accessCredentials.id });
  if (!moved) {
    throw new HttpError(
      409,
      `This access token is ${contract.CREDENTIAL_STATE_WORDS[row.state]}: it cannot be ${DONE[action]}`,
      'CREDENTIAL_STATE',
    );
  }
  return getCredential(db, ctx, id);
}
