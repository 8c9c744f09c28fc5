import { defcon as contract } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { findVisibleCompany } from '../scope/companies.ts';
import { userOf } from '../scope/index.ts';
import { defconIntrusionSettings } from './response.schema.ts';

/** A security company's intrusion settings (spec §7 `/defcon/intrusion-setting`). */

/** The security company a settings call is about: the caller's own, or (system admins) the one named. */
async function securityCompanyOf(db: DbOrTx, ctx: RequestContext, companyId: number | undefined) {
  const user = userOf(ctx);
  const id = companyId ?? user.companyId;
  if (id === null) throw new ValidationError([{ param: 'companyId', msg: 'Required' }]);
  if (companyId !== undefined && !user.isAdmin && companyId !== user.companyId)
    throw new ValidationError([{ param: 'companyId', msg: 'Only your own company' }]);
  const company = await findVisibleCompany(db, ctx, id);
  if (company.type !== 'Security Company')
    throw new ValidationError([{ param: 'companyId', msg: 'Not a security company' }]);
  return company.id;
}

const toSetting = (
  companyId: number,
  row: typeof defconIntrusionSettings.$inferSelect | undefined,
): contract.IntrusionSetting => ({
  companyId,
  ...(row ?? contract.DEFAULT_INTRUSION_SETTING),
  custom: row !== undefined,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

export async function getIntrusionSetting(db: DbOrTx, ctx: RequestContext, companyId?: number) {
  const id = await securityCompanyOf(db, ctx, companyId);
  const [row] = await db
    .select()
    .from(defconIntrusionSettings)
    .where(eq(defconIntrusionSettings.companyId, id));
  return { data: toSetting(id, row) };
}

/** Sets them; rungs already open keep their deadlines, the next ones use the new values. */
export async function putIntrusionSetting(
  db: DbOrTx,
  ctx: RequestContext,
  input: contract.IntrusionSettingInput,
  companyId?: number,
) {
  const id = await securityCompanyOf(db, ctx, companyId);
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(defconIntrusionSettings)
    .values({ companyId: id, ...values })
    .onConflictDoUpdate({ target: defconIntrusionSettings.companyId, set: values })
    .returning();
  return { data: toSetting(id, row) };
}
