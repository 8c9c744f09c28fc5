import { anpr } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import {
  createAccess,
  deleteAccess,
  getAccess,
  listAccesses,
  revokeAccess,
  updateAccess,
} from './accesses.service.ts';
import {
  boxDevices,
  getBox,
  linkDevice,
  listBoxes,
  listGateDevices,
  unlinkDevice,
  updateLink,
} from './boxes.service.ts';
import { dashboard } from './dashboard.service.ts';
import {
  createResident,
  deleteResident,
  getResident,
  listResidents,
  myResident,
  residentStructures,
  residentVehicles,
  setResidentStructures,
  updateResident,
} from './residents.service.ts';
import { targetCompany, withBehalf } from './tenancy.ts';
import { deleteVehicle, getVehicle, insertVehicle, listVehicles, updateVehicle } from './vehicles.service.ts';

const { boxEndpoints: b, residentEndpoints: r, vehicleEndpoints: v, accessEndpoints: x } = anpr;
const byId = [{ field: 'id' as const, direction: 'asc' as const }];

/** Neuron's registry: boxes and their devices, residents, vehicles, plate accesses, the dashboard. */
export function anprRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return [
    defineRoute(b.list, async ({ ctx, query, request }) =>
      listBoxes(
        db,
        ctx,
        withBehalf(query, request),
        parseListQuery(query, { sortable: anpr.BOX_SORTS, defaultSort: byId }),
      ),
    ),
    defineRoute(b.get, async ({ ctx, params }) => ({ data: await getBox(db, ctx, params.id) })),
    defineRoute(b.devices, async ({ ctx, params }) => ({ data: await boxDevices(db, ctx, params.id) })),
    defineRoute(b.link, async ({ ctx, params, body, reply }) =>
      reply.code(201).send({ data: await linkDevice(db, ctx, params.id, body) }),
    ),
    defineRoute(b.updateLink, async ({ ctx, params, body }) => ({
      data: await updateLink(db, ctx, params.id, params.deviceId, body),
    })),
    defineRoute(b.unlink, async ({ ctx, params, reply }) => {
      await unlinkDevice(db, ctx, params.id, params.deviceId);
      return reply.code(204).send();
    }),
    defineRoute(b.gateDevices, async ({ ctx, query, request }) =>
      listGateDevices(
        db,
        ctx,
        withBehalf(query, request),
        parseListQuery(query, { sortable: anpr.GATE_DEVICE_SORTS, defaultSort: byId }),
      ),
    ),

    defineRoute(r.list, async ({ ctx, query, request }) =>
      listResidents(
        db,
        ctx,
        withBehalf(query, request),
        parseListQuery(query, { sortable: anpr.RESIDENT_SORTS, defaultSort: byId }),
      ),
    ),
    defineRoute(r.me, async ({ ctx }) => myResident(db, ctx)),
    defineRoute(r.get, async ({ ctx, params }) => ({ data: await getResident(db, ctx, params.id) })),
    defineRoute(r.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({ data: await createResident(db, ctx, query.companyId, body) }),
    ),
    defineRoute(r.update, async ({ ctx, params, body }) => ({
      data: await updateResident(db, ctx, params.id, body),
    })),
    defineRoute(r.remove, async ({ ctx, params, reply }) => {
      await deleteResident(db, ctx, params.id);
      return reply.code(204).send();
    }),
    defineRoute(r.structures, async ({ ctx, params }) => ({
      data: await residentStructures(db, ctx, params.id),
    })),
    defineRoute(r.setStructures, async ({ ctx, params, body }) => ({
      data: await setResidentStructures(db, ctx, params.id, body.structureIds),
    })),
    defineRoute(r.vehicles, async ({ ctx, params }) => ({
      data: await residentVehicles(db, ctx, params.id),
    })),

    defineRoute(v.list, async ({ ctx, query, request }) =>
      listVehicles(
        db,
        ctx,
        withBehalf(query, request),
        parseListQuery(query, { sortable: anpr.VEHICLE_SORTS, defaultSort: byId }),
      ),
    ),
    defineRoute(v.get, async ({ ctx, params }) => ({ data: await getVehicle(db, ctx, params.id) })),
    defineRoute(v.create, async ({ ctx, query, body, reply }) =>
      reply.code(201).send({
        data: await insertVehicle(db, await targetCompany(db, ctx, query.companyId), body),
      }),
    ),
    defineRoute(v.update, async ({ ctx, params, body }) => ({
      data: await updateVehicle(db, ctx, params.id, body),
    })),
    defineRoute(v.remove, async ({ ctx, params, reply }) => {
      await deleteVehicle(db, ctx, params.id);
      return reply.code(204).send();
    }),

    defineRoute(x.list, async ({ ctx, query, request }) =>
      listAccesses(
        db,
        ctx,
        withBehalf(query, request),
        parseListQuery(query, { sortable: anpr.ACCESS_SORTS, defaultSort: byId }),
      ),
    ),
    defineRoute(x.get, async ({ ctx, params }) => ({ data: await getAccess(db, ctx, params.id) })),
    defineRoute(x.create, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await createAccess(db, ctx, body) }),
    ),
    defineRoute(x.update, async ({ ctx, params, body }) => ({
      data: await updateAccess(db, ctx, params.id, body),
    })),
    defineRoute(x.revoke, async ({ ctx, params }) => ({ data: await revokeAccess(db, ctx, params.id) })),
    defineRoute(x.remove, async ({ ctx, params, reply }) => {
      await deleteAccess(db, ctx, params.id);
      return reply.code(204).send();
    }),

    defineRoute(anpr.dashboardEndpoint, async ({ ctx, query, request }) => ({
      data: await dashboard(db, ctx, withBehalf(query, request)),
    })),
  ];
}
