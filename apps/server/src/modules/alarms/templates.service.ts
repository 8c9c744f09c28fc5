import { randomUUID } from 'node:crypto';
import type { apps, alarms as contract, ListQuery } from '@atrium/contracts';
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { notFound, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { solutions } from '../devices/devices.schema.ts';
import { requestScope, type Tenancy } from '../devices/scope.ts';
import { ownerOfNew, type TenancyInputs } from '../devices/tenancy.ts';
import { userOf } from '../places/scope.ts';
import { emitAlarms } from './alarm-events.ts';
import { alarmsByIds } from './alarm-rows.ts';
import { alarmHistory, alarms, alarmTemplates } from './alarms.schema.ts';

type Sort = (typeof contract.TEMPLATE_SORTS)[number];
type Form = Omit<contract.TemplateValues, 'customerId'> & { customerId?: number };
type Row = typeof alarmTemplates.$inferSelect;

const sortColumns = {
  id: alarmTemplates.id,
  name: alarmTemplates.name,
  createdAt: alarmTemplates.createdAt,
  updatedAt: alarmTemplates.updatedAt,
};

function select(db: DbOrTx) {
  return db
    .select({ template: alarmTemplates, companyName: companies.name })
    .from(alarmTemplates)
    .innerJoin(companies, eq(companies.id, alarmTemplates.companyId))
    .$dynamic();
}

const toTemplate = ({
  template: t,
  companyName,
}: {
  template: Row;
  companyName: string;
}): contract.Template => ({
  id: t.id,
  name: t.name,
  description: t.description,
  company: { id: t.companyId, name: companyName },
  solutionId: t.solutionId,
  enabled: t.enabled,
  rules: t.rules,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

export async function listTemplates(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  filter: Tenancy & { solutionId?: number; name?: string },
  page: ListQuery<Sort>,
) {
  const pattern = containsPattern(filter.name);
  const where = and(
    eq(alarmTemplates.app, app),
    await requestScope(db, ctx).owners(alarmTemplates.companyId, filter),
    filter.solutionId ? eq(alarmTemplates.solutionId, filter.solutionId) : undefined,
    pattern ? sql`${alarmTemplates.name} ilike ${pattern}` : undefined,
  );
  const rows = await select(db)
    .where(where)
    .orderBy(...orderByTerms(page.sort, sortColumns))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(alarmTemplates).where(where);
  return { data: rows.map(toTemplate), totalRecords: total?.n ?? 0 };
}

/** A template of the app in a company the caller sees; another company's or app's is a 404. */
async function findTemplate(db: DbOrTx, ctx: RequestContext, app: apps.AppKey, id: number) {
  const [row] = await select(db).where(
    and(
      eq(alarmTemplates.id, id),
      eq(alarmTemplates.app, app),
      await requestScope(db, ctx).companies(alarmTemplates.companyId),
    ),
  );
  if (!row) throw notFound('Template');
  return row;
}

export const getTemplate = async (db: DbOrTx, ctx: RequestContext, app: apps.AppKey, id: number) => ({
  data: toTemplate(await findTemplate(db, ctx, app, id)),
});

/** Rules keep the ids they were sent with (when the template has them); new rules get one. */
function withIds(rules: contract.RuleInput[], known: Set<string>): contract.Rule[] {
  const seen = new Set<string>();
  return rules.map((rule, index) => {
    const id = rule.id && known.has(rule.id) && !seen.has(rule.id) ? rule.id : randomUUID().slice(0, 8);
    if (rule.id && !known.has(rule.id)) {
      throw new ValidationError([{ param: `rules.${index}.id`, msg: 'Not a rule of this template' }]);
    }
    seen.add(id);
    return { ...rule, id };
  });
}

/** A template narrowed to a solution names one of its app's solutions. */
async function checkSolution(db: DbOrTx, app: apps.AppKey, solutionId: number | null | undefined) {
  if (!solutionId) return;
  const [row] = await db
    .select({ id: solutions.id })
    .from(solutions)
    .where(and(eq(solutions.id, solutionId), eq(solutions.app, app)));
  if (!row) throw new ValidationError([{ param: 'solutionId', msg: 'Choose a Solution' }]);
}

export async function createTemplate(
  db: DbOrTx,
  ctx: RequestContext,
  app: apps.AppKey,
  form: Form,
  tenancy: Omit<TenancyInputs, 'body'> = {},
) {
  const companyId = await ownerOfNew(db, ctx, { ...tenancy, body: form.customerId });
  await checkSolution(db, app, form.solutionId);
  const [row] = await db
    .insert(alarmTemplates)
    .values({
      companyId,
      app,
      name: form.name,
      description: form.description ?? '',
      solutionId: form.solutionId ?? null,
      enabled: form.enabled ?? true,
      rules: withIds(form.rules, new Set()),
    })
    .returning({ id: alarmTemplates.id });
  return getTemplate(db, ctx, app, row?.id ?? 0);
}

export async function copyTemplate(db: DbOrTx, ctx: RequestContext, app: apps.AppKey, id: number) {
  const { template } = await findTemplate(db, ctx, app, id);
  const [row] = await db
    .insert(alarmTemplates)
    .values({
      companyId: template.companyId,
      app,
      name: `${template.name} (copy)`.slice(0, 120),
      description: template.description,
      solutionId: template.solutionId,
      enabled: false,
      rules: withIds(
        template.rules.map(({ id: _id, ...rule }) => rule as contract.RuleInput),
        new Set(),
      ),
    })
    .returning({ id: alarmTemplates.id });
  return getTemplate(db, ctx, app, row?.id ?? 0);
}

/** Closes a template's open alarms (all, or those of the given rules) as terminated by the caller. */
async function terminateOpen(
  database: Database,
  ctx: RequestContext,
  templateId: number,
  ruleIds?: string[],
) {
  const condition: SQL | undefined = and(
    eq(alarms.templateId, templateId),
    isNull(alarms.closedAt),
    ruleIds ? inArray(alarms.ruleId, ruleIds) : undefined,
  );
  if (ruleIds?.length === 0) return;
  const user = userOf(ctx);
  const closed = await database.db
    .update(alarms)
    .set({ closedAt: new Date(), status: 'terminated' })
    .where(condition)
    .returning({ id: alarms.id });
  if (closed.length === 0) return;
  await database.db.insert(alarmHistory).values(
    closed.map((a) => ({
      alarmId: a.id,
      event: 'terminated' as const,
      userId: user.actorId ?? user.id,
      comment: 'Rule removed',
    })),
  );
  emitAlarms(
    database,
    'cleared',
    await alarmsByIds(
      database.db,
      closed.map((a) => a.id),
    ),
  );
}

export async function updateTemplate(
  database: Database,
  ctx: RequestContext,
  app: apps.AppKey,
  id: number,
  form: Form,
) {
  const { db } = database;
  const { template } = await findTemplate(db, ctx, app, id);
  await checkSolution(db, app, form.solutionId);
  const known = new Set(template.rules.map((r) => r.id));
  const rules = withIds(form.rules, known);
  const kept = new Set(rules.map((r) => r.id));
  await db
    .update(alarmTemplates)
    .set({
      name: form.name,
      description: form.description ?? '',
      solutionId: form.solutionId ?? null,
      enabled: form.enabled ?? true,
      rules,
      updatedAt: new Date(),
    })
    .where(eq(alarmTemplates.id, id));
  // A rule changed in place keeps its open alarms (the next readings clear them if they no longer apply).
  await terminateOpen(
    database,
    ctx,
    id,
    [...known].filter((ruleId) => !kept.has(ruleId)),
  );
  if (form.enabled === false) await terminateOpen(database, ctx, id);
  return getTemplate(db, ctx, app, id);
}

export async function deleteTemplate(database: Database, ctx: RequestContext, app: apps.AppKey, id: number) {
  await findTemplate(database.db, ctx, app, id);
  await terminateOpen(database, ctx, id);
  await database.db.delete(alarmTemplates).where(eq(alarmTemplates.id, id));
  return { data: { id } };
}
