import { management } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import {
  allocate,
  deleteAllocation,
  listAllocations,
  myAllocations,
  tokenStock,
  updateAllocation,
} from './allocations.service.ts';
import { ownCompanyOf } from './customers.ts';
import { dashboard } from './dashboard.service.ts';
import { cancelRequest, getRequest, handleRequest, listRequests, sendRequest } from './requests.service.ts';

const newestFirst = [{ field: 'createdAt' as const, direction: 'desc' as const }];

export const managementRoutes = ({ database: { db } }: AppDeps) => {
  const e = management.managementEndpoints;
  return [
    defineRoute(e.dashboard, async ({ ctx }) => ({ data: await dashboard(db, ctx) })),
    defineRoute(e.tokenStock, async ({ ctx }) => ({ data: await tokenStock(db, ownCompanyOf(ctx)) })),
    defineRoute(e.allocations, async ({ ctx, query }) =>
      listAllocations(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: management.ALLOCATION_SORTS, defaultSort: newestFirst }),
      ),
    ),
    defineRoute(e.myAllocations, async ({ ctx }) => ({ data: await myAllocations(db, ctx) })),
    defineRoute(e.allocate, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await allocate(db, ctx, body) }),
    ),
    defineRoute(e.updateAllocation, async ({ ctx, params, body }) => ({
      data: await updateAllocation(db, ctx, params.id, body),
    })),
    defineRoute(e.deleteAllocation, async ({ ctx, params, reply }) => {
      await deleteAllocation(db, ctx, params.id);
      return reply.code(204).send();
    }),
    defineRoute(e.requests, async ({ ctx, query }) =>
      listRequests(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: management.REQUEST_SORTS, defaultSort: newestFirst }),
      ),
    ),
    defineRoute(e.request, async ({ ctx, params }) => ({ data: await getRequest(db, ctx, params.uuid) })),
    defineRoute(e.sendRequest, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await sendRequest(db, ctx, body) }),
    ),
    defineRoute(e.cancelRequest, async ({ ctx, params }) => ({
      data: await cancelRequest(db, ctx, params.uuid),
    })),
    defineRoute(e.handleRequest, async ({ ctx, params, body }) => ({
      data: await handleRequest(db, ctx, params.uuid, body),
    })),
  ];
};
