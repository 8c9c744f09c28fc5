import { z } from 'zod';
import { bad, customerIdSchema, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { rule, ruleInput } from './rules.ts';

/** Alarm templates (per company): named sets of rules applied to the company's devices (of one solution, or all). */

export const templatePermission = (action: 'view' | 'create' | 'update' | 'delete') =>
  `p_swam_templates_${action}`;

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

export const listTemplates = defineEndpoint({
  method: 'GET',
  path: '/swam/template',
  summary:
    'Alarm templates of the caller’s company (customerId or on-behalf-of for another one); name searches',
  tags: ['alarms'],
  access: anyOf(templatePermission('view')),
  schemas: {
    querystring: listQuery(TEMPLATE_SORTS).extend({
      customerId: customerIdSchema.optional(),
      solutionId: recordId.optional(),
    }),
    headers: tenancyHeaders,
    response: { 200: paged(template), ...bad },
  },
});

export const getTemplate = defineEndpoint({
  method: 'GET',
  path: '/swam/template/:id',
  summary: 'One alarm template',
  tags: ['alarms'],
  access: anyOf(templatePermission('view')),
  schemas: { params: templateParams, response: { 200: one, ...bad } },
});

export const createTemplate = defineEndpoint({
  method: 'POST',
  path: '/swam/template',
  summary:
    'Creates an alarm template; its rules get ids. Its company: body customerId, else the customerId query or on-behalf-of header (R132), else the caller’s own',
  tags: ['alarms'],
  access: anyOf(templatePermission('create')),
  schemas: {
    querystring: z.looseObject({ customerId: customerIdSchema.optional() }),
    headers: tenancyHeaders,
    body: templateForm,
    response: { 201: one, ...bad },
  },
});

export const updateTemplate = defineEndpoint({
  method: 'PUT',
  path: '/swam/template/:id',
  summary:
    'Replaces a template; a rule sent with its id keeps it (and its open alarms), a rule left out closes its alarms',
  tags: ['alarms'],
  access: anyOf(templatePermission('update')),
  schemas: {
    params: templateParams,
    body: templateForm.omit({ customerId: true }),
    response: { 200: one, ...bad },
  },
});

export const copyTemplate = defineEndpoint({
  method: 'POST',
  path: '/swam/template/:id/copy',
  summary: 'A copy of a template (“<name> (copy)”, new rule ids), disabled until edited',
  tags: ['alarms'],
  access: anyOf(templatePermission('create')),
  schemas: { params: templateParams, response: { 201: one, ...bad } },
});

export const deleteTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/swam/template/:id',
  summary: 'Deletes a template; its open alarms are closed as terminated',
  tags: ['alarms'],
  access: anyOf(templatePermission('delete')),
  schemas: {
    params: templateParams,
    response: { 200: z.object({ data: z.object({ id: z.number() }) }), ...bad },
  },
});
