import { lorawan } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { requestTenancy } from '../devices/tenancy.ts';
import { listLorawanDevices, setDevEui } from './device-euis.service.ts';
import {
  createIntegration,
  deleteIntegration,
  listIntegrations,
  regenerateSecret,
  updateIntegration,
} from './integrations.service.ts';
import { lorawanRuntimeOf } from './runtime.ts';
import { chirpstackPost, ttnPost } from './uplinks.service.ts';

export const lorawanRoutes = (deps: AppDeps) => {
  const { db } = deps.database;
  const runtime = () => lorawanRuntimeOf(deps);
  return [
    defineRoute(lorawan.listIntegrations, async ({ ctx, query }) =>
      listIntegrations(
        db,
        runtime(),
        ctx,
        query,
        parseListQuery(query, {
          sortable: lorawan.INTEGRATION_SORTS,
          defaultSort: [{ field: 'name', direction: 'asc' }],
        }),
      ),
    ),
    defineRoute(lorawan.createIntegration, async ({ ctx, body, request, reply }) =>
      reply.code(201).send({ data: await createIntegration(db, ctx, requestTenancy(request), body) }),
    ),
    defineRoute(lorawan.updateIntegration, async ({ ctx, params, body }) => ({
      data: await updateIntegration(db, runtime(), ctx, params.id, body),
    })),
    defineRoute(lorawan.regenerateIntegrationSecret, async ({ ctx, params }) => ({
      data: await regenerateSecret(db, ctx, params.id),
    })),
    defineRoute(lorawan.deleteIntegration, async ({ ctx, params, reply }) => {
      await deleteIntegration(db, ctx, params.id);
      return reply.code(204).send();
    }),
    defineRoute(lorawan.listLorawanDevices, async ({ ctx, query }) =>
      listLorawanDevices(
        db,
        ctx,
        query,
        parseListQuery(query, {
          sortable: lorawan.LORAWAN_DEVICE_SORTS,
          defaultSort: [{ field: 'name', direction: 'asc' }],
        }),
      ),
    ),
    defineRoute(lorawan.setDevEui, async ({ ctx, params, body }) => ({
      data: await setDevEui(db, ctx, params.id, body.devEui),
    })),
    defineRoute(lorawan.chirpstackIngest, async ({ query, request, reply }) =>
      chirpstackPost(deps, request, reply, query.event),
    ),
    defineRoute(lorawan.ttnIngest, async ({ request, reply }) => ttnPost(deps, request, reply)),
  ];
};
