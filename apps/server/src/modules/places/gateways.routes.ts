import { places } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { requestTenancy } from '../devices/tenancy.ts';
import { createGateway, deleteGateway, getGateway, listGateways, updateGateway } from './gateways.service.ts';

export const gatewayRoutes = ({ database: { db } }: AppDeps) => [
  defineRoute(places.listGateways, async ({ ctx, query }) =>
    listGateways(
      db,
      ctx,
      query,
      parseListQuery(query, {
        sortable: places.GATEWAY_SORTS,
        defaultSort: [{ field: 'name', direction: 'asc' }],
      }),
    ),
  ),
  defineRoute(places.createGateway, async ({ ctx, body, request, reply }) =>
    reply.code(201).send({ data: await createGateway(db, ctx, requestTenancy(request), body) }),
  ),
  defineRoute(places.getGateway, async ({ ctx, params }) => ({ data: await getGateway(db, ctx, params.id) })),
  defineRoute(places.updateGateway, async ({ ctx, params, body }) => ({
    data: await updateGateway(db, ctx, params.id, body),
  })),
  defineRoute(places.deleteGateway, async ({ ctx, params, reply }) => {
    await deleteGateway(db, ctx, params.id);
    return reply.code(204).send();
  }),
];
