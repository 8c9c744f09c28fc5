import { alarms as contract } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { onBehalfOf } from '../devices/devices.routes.ts';
import { requestTenancy } from '../devices/tenancy.ts';
import {
  copyTemplate,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './templates.service.ts';

const templateList = {
  sortable: contract.TEMPLATE_SORTS,
  defaultSort: [{ field: 'id' as const, direction: 'asc' as const }],
};

export const templateRoutes = ({ database }: AppDeps) => [
  defineRoute(contract.listTemplates, async ({ ctx, query, request }) =>
    listTemplates(
      database.db,
      ctx,
      { ...query, onBehalfOf: onBehalfOf(request) },
      parseListQuery(query, templateList),
    ),
  ),
  defineRoute(contract.getTemplate, async ({ ctx, params }) => getTemplate(database.db, ctx, params.id)),
  // R132: the web sends the selected customer as the customerId query (admins and integrators as on-behalf-of).
  defineRoute(contract.createTemplate, async ({ ctx, body, request, reply }) =>
    reply.code(201).send(await createTemplate(database.db, ctx, body, requestTenancy(request))),
  ),
  defineRoute(contract.updateTemplate, async ({ ctx, params, body }) =>
    updateTemplate(database, ctx, params.id, body),
  ),
  defineRoute(contract.copyTemplate, async ({ ctx, params, reply }) =>
    reply.code(201).send(await copyTemplate(database.db, ctx, params.id)),
  ),
  defineRoute(contract.deleteTemplate, async ({ ctx, params }) => deleteTemplate(database, ctx, params.id)),
];
