import { z } from 'zod';
import { APPLICATIONS, type AppKey, appPermission } from '../apps/index.ts';
import { bad, customerIdSchema, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { appSummary } from './alarms.ts';
import { rule, ruleInput } from './rules.ts';

/**
 * Alarm templates (per company and app): named sets of rules applied to the company's devices of the
 * template's app (of one solution, or all).
 */

export type TemplateAction = 'view' | 'create' | 'update' | 'delete';
export const templatePermissionOf = (app: AppKey, action: TemplateAction) =>
  appPermission(app, 'templates', action);
export const templatePermission = (action: TemplateAction) => templatePermissionOf('swam', action);

export const MAX_RULES = 20;

const name = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(120, 'Please Enter At Most 120 Characters');

export const templateForm = z.strictObject({
  name,
  description: z.string().trim().max(1000, 'Please Enter At Most 1000 Characters').default(''),
  /** Devices of this solution only; null or absent: every device of the company. */
  solutionId: recordId.nullable().default(null),
  enabled: z.boolean({ error: 'Must be true or false' }).default(true),
  rules: z
    .array(ruleInput, { error: 'Required' })
    .min(1, 'Add At Least One Rule')
    .max(MAX_RULES, `At Most ${MAX_RULES} Rules`),
  /** The owner company (one the caller sees); the caller's own company when absent. */
  customerId: recordId.optional().describe(OWN_COMPANY_BY_DEFAULT),
});
export type TemplateForm = z.input<typeof templateForm>;
export type TemplateValues = z.output<typeof templateForm>;

export const template = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  solutionId: z.number().int().nullable(),
  enabled: z.boolean(),
  rules: z.array(rule),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof template>;

export const TEMPLATE_SORTS = ['id', 'name', 'createdAt', 'updatedAt'] as const;
const templateParams = z.object({ id: recordId });
const one = z.object({ data: template });

const listQuerySchema = listQuery(TEMPLATE_SORTS).extend({
  customerId: customerIdSchema.optional(),
  solutionId: recordId.optional(),
});
const listSummary =
  'Alarm templates of the caller’s company (customerId or on-behalf-of for another one); name searches';

const templateListAt = (app: AppKey, path: string, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${APPLICATIONS[app].apiPrefix}${path}`,
    summary: appSummary(app, summary),
    tags: ['alarms'],
    access: anyOf(templatePermissionOf(app, 'view')),
    schemas: {
      querystring: listQuerySchema,
      headers: tenancyHeaders,
      response: { 200: paged(template), ...bad },
    },
  });

/** The short name of the template list some apps' calls use (spec §7 `/metrowatch/templates`). */
export const templateListAliasOf = (app: AppKey) =>
  templateListAt(app, '/templates', `${listSummary} (as \`template\` lists them)`);

export function templateEndpointsOf(app: AppKey) {
  const base = `${APPLICATIONS[app].apiPrefix}/template`;
  const s = (summary: string) => appSummary(app, summary);
  const access = (action: TemplateAction) => anyOf(templatePermissionOf(app, action));
  return {
    list: templateListAt(app, '/template', listSummary),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      summary: s('One alarm template'),
      tags: ['alarms'],
      access: access('view'),
      schemas: { params: templateParams, response: { 200: one, ...bad } },
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      summary: s(
        'Creates an alarm template; its rules get ids. Its company: body customerId, else the customerId query or on-behalf-of header (R132), else the caller’s own',
      ),
      tags: ['alarms'],
      access: access('create'),
      schemas: {
        querystring: z.looseObject({ customerId: customerIdSchema.optional() }),
        headers: tenancyHeaders,
        body: templateForm,
        response: { 201: one, ...bad },
      },
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      summary: s(
        'Replaces a template; a rule sent with its id keeps it (and its open alarms), a rule left out closes its alarms',
      ),
      tags: ['alarms'],
      access: access('update'),
      schemas: {
        params: templateParams,
        body: templateForm.omit({ customerId: true }),
        response: { 200: one, ...bad },
      },
    }),
    copy: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/copy`,
      summary: s('A copy of a template (“<name> (copy)”, new rule ids), disabled until edited'),
      tags: ['alarms'],
      access: access('create'),
      schemas: { params: templateParams, response: { 201: one, ...bad } },
    }),
    delete: defineEndpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      summary: s('Deletes a template; its open alarms are closed as terminated'),
      tags: ['alarms'],
      access: access('delete'),
      schemas: {
        params: templateParams,
        response: { 200: z.object({ data: z.object({ id: z.number() }) }), ...bad },
      },
    }),
  };
}
export type TemplateEndpoints = ReturnType<typeof templateEndpointsOf>;

const swamTemplates = templateEndpointsOf('swam');
export const listTemplates = swamTemplates.list;
export const getTemplate = swamTemplates.get;
export const createTemplate = swamTemplates.create;
export const updateTemplate = swamTemplates.update;
export const copyTemplate = swamTemplates.copy;
export const deleteTemplate = swamTemplates.delete;
