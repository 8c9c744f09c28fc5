import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, ValidationError } from '../../kernel/http/errors.ts';
import { findVisibleCompany } from './companies.ts';
import { userOf } from './request-scope.ts';

/**
 * The tenancy of an app whose rows each belong to one company (fleet, asset watch, facility booking):
 * `companyOf` says whose rows a call is about, the caller's company (naming another is a 418, never quietly
 * read as one's own) or, for a system admin, the one named (`companyId`, required of them); `ownedBy` is the
 * condition on rows reached by id. A caller without a company is refused with `noCompanyMessage`.
 */
export function ownCompanyTenancy(noCompanyMessage: string) {
  const noCompany = () => forbidden(noCompanyMessage, 'NO_COMPANY');
  return {
    async companyOf(db: DbOrTx, ctx: RequestContext, companyId?: number): Promise<number> {
      const user = userOf(ctx);
      if (!user.isAdmin) {
        if (user.companyId === null) throw noCompany();
        if (companyId !== undefined && companyId !== user.companyId)
          throw new ValidationError([{ param: 'companyId', msg: 'Only your own company' }]);
        return user.companyId;
      }
      if (companyId === undefined) throw new ValidationError([{ param: 'companyId', msg: 'Required' }]);
      return (await findVisibleCompany(db, ctx, companyId)).id;
    },
    ownedBy(ctx: RequestContext, column: AnyPgColumn): SQL | undefined {
      const user = userOf(ctx);
      if (user.isAdmin) return undefined;
      if (user.companyId === null) throw noCompany();
      return eq(column, user.companyId);
    },
  };
}
