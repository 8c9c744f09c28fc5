import { apps, alarms as contract } from '@atrium/contracts';
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

/** The alarm template calls of one kit app (and its `templates` alias where its spec names it). */
export const templateRoutesOf = ({ database }: AppDeps, app: apps.AppKey) => {
  const endpoints = contract.templateEndpointsOf(app);
  const list = defineRoute(endpoints.list, async ({ ctx, query, request }) =>
    listTemplates(
      database.db,
      ctx,
      app,
      { ...query, onBehalfOf: onBehalfOf(request) },
      parseListQuery(query, templateList),
    ),
  );
  return [
    list,
    // The alias answers as the list does: the same query, the same handler.
    ...(apps.APPLICATIONS[app].kitAliases ? [{ ...list, endpoint: contract.templateListAliasOf(app) }] : []),
    defineRoute(endpoints.get, async ({ ctx, params }) => getTemplate(database.db, ctx, app, params.id)),
    // R132: the web sends the selected customer as the customerId query (admins and integrators as on-behalf-of).
    defineRoute(endpoints.create, async ({ ctx, body, request, reply }) =>
      reply.code(201).send(await createTemplate(database.db, ctx, app, body, requestTenancy(request))),
    ),
    defineRoute(endpoints.update, async ({ ctx, params, body }) =>
      updateTemplate(database, ctx, app, params.id, body),
    ),
    defineRoute(endpoints.copy, async ({ ctx, params, reply }) =>
      reply.code(201).send(await copyTemplate(database.db, ctx, app, params.id)),
    ),
    defineRoute(endpoints.delete, async ({ ctx, params }) => deleteTemplate(database, ctx, app, params.id)),
  ];
};
