import { anpr } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute, type RouteDefinition } from '../../kernel/module.ts';
import { requestTenancy } from '../devices/tenancy.ts';
import {
  getVehicleLog,
  listVehicleLogs,
  liveVehicleLogs,
  vehicleLogSnapshot,
} from './vehicle-logs.service.ts';

const e = anpr.vehicleLogEndpoints;
/** R133: the owners: the customerId query, else on-behalf-of, else the caller's own company. */
const tenancyOf = (request: FastifyRequest) => {
  const { query, onBehalfOf } = requestTenancy(request);
  return { customerId: query, onBehalfOf };
};
const logList = {
  sortable: anpr.VEHICLE_LOG_SORTS,
  defaultSort: [{ field: 'seenAt' as const, direction: 'desc' as const }],
};

/** Neuron's vehicle logs (issue 20): history, live list, one log, its snapshot. */
export const vehicleLogRoutes = (deps: AppDeps): RouteDefinition[] => [
  defineRoute(e.list, async ({ ctx, query, request }) =>
    listVehicleLogs(deps, ctx, query, tenancyOf(request), parseListQuery(query, logList)),
  ),
  defineRoute(e.live, async ({ ctx, query, request }) =>
    liveVehicleLogs(deps, ctx, query, tenancyOf(request)),
  ),
  defineRoute(e.get, async ({ ctx, params }) => ({ data: await getVehicleLog(deps, ctx, params.id) })),
  defineRoute(e.snapshot, async ({ ctx, params, reply }) => {
    const jpeg = await vehicleLogSnapshot(deps, ctx, params.id);
    return reply
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', `inline; filename="vehicle-log-${params.id}.jpg"`)
      .type('image/jpeg')
      .send(jpeg);
  }),
];
