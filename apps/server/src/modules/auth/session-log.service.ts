import type { auth } from '@atrium/contracts';
import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { users } from '../users/users.schema.ts';
import { sessionLog } from './auth.schema.ts';

/** Whose sign-ins a caller may read: everyone's (admins), their company's (with p_log_view), else their own. */
function scope(db: DbOrTx, ctx: RequestContext): SQL | undefined {
  const user = ctx.user;
  if (!user) return eq(sessionLog.id, -1);
  if (user.isAdmin) return undefined;
  if (user.companyId !== null && ctx.permissions.has('p_log_view')) {
    return inArray(
      sessionLog.userId,
      db.select({ id: users.id }).from(users).where(eq(users.companyId, user.companyId)),
    );
  }
  return eq(sessionLog.userId, user.id);
}

export async function listSessionLog(db: DbOrTx, ctx: RequestContext, limit: number, offset: number) {
  const where = scope(db, ctx);
  const rows = await db
    .select()
    .from(sessionLog)
    .where(where)
    .orderBy(desc(sessionLog.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(sessionLog).where(where);
  return {
    data: rows.map((r): typeof auth.sessionLogEntry._output => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
    })),
    totalRecords: total?.n ?? 0,
  };
}
