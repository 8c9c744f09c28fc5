import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { notFound } from '../../kernel/http/errors.ts';
import { userParameters } from './users.schema.ts';

const MAX_KEYS = 50;

export async function setParameter(db: DbOrTx, userId: number, key: string, value: string) {
  await db
    .insert(userParameters)
    .values({ userId, key, value })
    .onConflictDoUpdate({
      target: [userParameters.userId, userParameters.key],
      set: { value, updatedAt: new Date() },
    });
  return { key, value };
}

export async function getParameters(db: DbOrTx, userId: number, keysText: string) {
  const keys = [
    ...new Set(
      keysText
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_KEYS);
  if (keys.length === 0) return {};
  const rows = await db
    .select({ key: userParameters.key, value: userParameters.value })
    .from(userParameters)
    .where(and(eq(userParameters.userId, userId), inArray(userParameters.key, keys)));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function deleteParameter(db: DbOrTx, userId: number, key: string) {
  const deleted = await db
    .delete(userParameters)
    .where(and(eq(userParameters.userId, userId), eq(userParameters.key, key)))
    .returning({ key: userParameters.key });
  if (deleted.length === 0) throw notFound('Parameter');
}
