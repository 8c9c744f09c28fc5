import { fleet } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { createDriver, deleteDriver, getDriver, listDrivers, updateDriver } from './drivers.service.ts';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups.service.ts';
import { liveVehicles, vehicleTrack } from './positions.service.ts';
import {
  createVehicle,
  deleteVehicle,
  getVehicle,
  listVehicles,
  setSuspended,
  updateVehicle,
} from './vehicles.service.ts';

const { vehicleEndpoints: v, vehicleGroupEndpoints: g, driverEndpoints: d } = fleet;
const byId = [{ field: 'id' as const, direction: 'asc' as const }];

/** Vehicles (with live and track), vehicle groups and drivers: thin handlers over the services. */
export function fleetRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return [
    defineRoute(v.list, async ({ ctx, query }) =>
      listVehicles(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: fleet.VEHICLE_SORTS, defaultSort: byId }),
      ),
    ),
    defineRoute(v.live, async ({ ctx, query }) => liveVehicles(db, ctx, query)),
    defineRoute(v.get, async ({ ctx, params }) => ({ data: await getVehicle(db, ctx, params.id) })),
    defineRoute(v.track, async ({ ctx, params, query }) => ({
      data: await vehicleTrack(db, ctx, params.id, query),
    })),
    defineRoute(v.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await createVehicle(db, ctx, query.companyId, body) }),
    ),
    defineRoute(v.update, async ({ ctx, params, body }) => ({
      data: await updateVehicle(db, ctx, params.id, body),
    })),
    defineRoute(v.remove, async ({ ctx, params, reply }) => {
      await deleteVehicle(db, ctx, params.id);
      return reply.code(204).send();
    }),
    defineRoute(v.suspend, async ({ ctx, params }) => ({
      data: await setSuspended(db, ctx, params.id, true),
    })),
    defineRoute(v.unsuspend, async ({ ctx, params }) => ({
      data: await setSuspended(db, ctx, params.id, false),
    })),

    defineRoute(g.list, async ({ ctx, query }) =>
      listGroups(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: fleet.VEHICLE_GROUP_SORTS, defaultSort: byId }),
      ),
    ),
    defineRoute(g.get, async ({ ctx, params }) => ({ data: await getGroup(db, ctx, params.id) })),
    defineRoute(g.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await createGroup(db, ctx, query.companyId, body) }),
    ),
    defineRoute(g.update, async ({ ctx, params, body }) => ({
      data: await updateGroup(db, ctx, params.id, body),
    })),
    defineRoute(g.remove, async ({ ctx, params, reply }) => {
      await deleteGroup(db, ctx, params.id);
      return reply.code(204).send();
    }),

    defineRoute(d.list, async ({ ctx, query }) =>
      listDrivers(db, ctx, query, parseListQuery(query, { sortable: fleet.DRIVER_SORTS, defaultSort: byId })),
    ),
    defineRoute(d.get, async ({ ctx, params }) => ({ data: await getDriver(db, ctx, params.id) })),
    defineRoute(d.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await createDriver(db, ctx, query.companyId, body) }),
    ),
    defineRoute(d.update, async ({ ctx, params, body }) => ({
      data: await updateDriver(db, ctx, params.id, body),
    })),
    defineRoute(d.remove, async ({ ctx, params, reply }) => {
      await deleteDriver(db, ctx, params.id);
      return reply.code(204).send();
    }),
  ];
}
