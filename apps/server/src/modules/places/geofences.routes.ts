import { places } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import {
  createGeofenceGroup,
  deleteGeofenceGroup,
  getGeofenceGroup,
  listGeofenceGroups,
  updateGeofenceGroup,
} from './geofence-groups.service.ts';
import {
  createGeofence,
  deleteGeofence,
  getGeofence,
  listGeofences,
  updateGeofence,
} from './geofences.service.ts';

const byName = [{ field: 'name' as const, direction: 'asc' as const }];

export const geofenceRoutes = ({ database: { db } }: AppDeps) => [
  defineRoute(places.listGeofences, async ({ ctx, params, query }) =>
    listGeofences(
      db,
      ctx,
      params.id,
      query,
      parseListQuery(query, { sortable: places.GEOFENCE_SORTS, defaultSort: byName }),
    ),
  ),
  defineRoute(places.createGeofence, async ({ ctx, params, body, reply }) =>
    reply.code(201).send({ data: await createGeofence(db, ctx, params.id, body) }),
  ),
  defineRoute(places.getGeofence, async ({ ctx, params }) => ({
    data: await getGeofence(db, ctx, params.id, params.geofenceId),
  })),
  defineRoute(places.updateGeofence, async ({ ctx, params, body }) => ({
    data: await updateGeofence(db, ctx, params.id, params.geofenceId, body),
  })),
  defineRoute(places.deleteGeofence, async ({ ctx, params, reply }) => {
    await deleteGeofence(db, ctx, params.id, params.geofenceId);
    return reply.code(204).send();
  }),
  defineRoute(places.listGeofenceGroups, async ({ ctx, params, query }) =>
    listGeofenceGroups(
      db,
      ctx,
      params.id,
      query,
      parseListQuery(query, { sortable: places.GEOFENCE_GROUP_SORTS, defaultSort: byName }),
    ),
  ),
  defineRoute(places.createGeofenceGroup, async ({ ctx, params, body, reply }) =>
    reply.code(201).send({ data: await createGeofenceGroup(db, ctx, params.id, body) }),
  ),
  defineRoute(places.getGeofenceGroup, async ({ ctx, params }) => ({
    data: await getGeofenceGroup(db, ctx, params.id, params.groupId),
  })),
  defineRoute(places.updateGeofenceGroup, async ({ ctx, params, body }) => ({
    data: await updateGeofenceGroup(db, ctx, params.id, params.groupId, body),
  })),
  defineRoute(places.deleteGeofenceGroup, async ({ ctx, params, reply }) => {
    await deleteGeofenceGroup(db, ctx, params.id, params.groupId);
    return reply.code(204).send();
  }),
];
