import { access as contract } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { requestTenancy } from '../devices/tenancy.ts';
import {
  changeAccessPeriod,
  createLink,
  getAccess,
  grantAccess,
  listAccesses,
  revokeAccess,
} from './accesses.service.ts';
import { accessCalendar } from './calendar.service.ts';
import {
  createCredential,
  deleteCredential,
  getCredential,
  listCredentials,
  transitionCredential,
  updateCredential,
} from './credentials.service.ts';
import { listDoors } from './doors.service.ts';
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  updateSchedule,
} from './schedules.service.ts';

const newestFirst = [{ field: 'id' as const, direction: 'desc' as const }];

export const accessRoutes = ({ config, database: { db } }: AppDeps) => [
  defineRoute(contract.listCredentials, async ({ ctx, query }) =>
    listCredentials(
      db,
      ctx,
      query,
      parseListQuery(query, { sortable: contract.CREDENTIAL_SORTS, defaultSort: newestFirst }),
    ),
  ),
  defineRoute(contract.getCredential, async ({ ctx, params }) => ({
    data: await getCredential(db, ctx, params.id),
  })),
  defineRoute(contract.createCredential, async ({ ctx, body, reply }) =>
    reply.code(201).send({ data: await createCredential(db, ctx, config.JWT_SECRET, body) }),
  ),
  defineRoute(contract.updateCredential, async ({ ctx, params, body }) => ({
    data: await updateCredential(db, ctx, config.JWT_SECRET, params.id, body),
  })),
  defineRoute(contract.deleteCredential, async ({ ctx, params, reply }) => {
    await deleteCredential(db, ctx, params.id);
    return reply.code(204).send();
  }),
  ...contract.CREDENTIAL_ACTIONS.map((action) =>
    defineRoute(contract.CREDENTIAL_ACTION_ENDPOINTS[action], async ({ ctx, params }) => ({
      data: await transitionCredential(db, ctx, params.id, action),
    })),
  ),

  defineRoute(contract.listSchedules, async ({ ctx, query }) =>
    listSchedules(
      db,
      ctx,
      query,
      parseListQuery(query, {
        sortable: contract.SCHEDULE_SORTS,
        defaultSort: [{ field: 'name', direction: 'asc' }],
      }),
    ),
  ),
  defineRoute(contract.getSchedule, async ({ ctx, params }) => ({
    data: await getSchedule(db, ctx, params.id),
  })),
  defineRoute(contract.createSchedule, async ({ ctx, body, request, reply }) =>
    reply.code(201).send({ data: await createSchedule(db, ctx, requestTenancy(request), body) }),
  ),
  defineRoute(contract.updateSchedule, async ({ ctx, params, body }) => ({
    data: await updateSchedule(db, ctx, params.id, body),
  })),
  defineRoute(contract.deleteSchedule, async ({ ctx, params, reply }) => {
    await deleteSchedule(db, ctx, params.id);
    return reply.code(204).send();
  }),

  defineRoute(contract.listAccesses, async ({ ctx, query }) =>
    listAccesses(
      db,
      ctx,
      query,
      contract.ACCESS_TYPES,
      parseListQuery(query, { sortable: contract.ACCESS_SORTS, defaultSort: newestFirst }),
    ),
  ),
  defineRoute(contract.listScheduledAccesses, async ({ ctx, query }) =>
    listAccesses(
      db,
      ctx,
      query,
      ['scheduled'],
      parseListQuery(query, { sortable: contract.ACCESS_SORTS, defaultSort: newestFirst }),
    ),
  ),
  defineRoute(contract.listTemporaryAccesses, async ({ ctx, query }) =>
    listAccesses(
      db,
      ctx,
      query,
      contract.LINK_TYPES,
      parseListQuery(query, { sortable: contract.ACCESS_SORTS, defaultSort: newestFirst }),
    ),
  ),
  defineRoute(contract.getAccess, async ({ ctx, params }) => ({ data: await getAccess(db, ctx, params.id) })),
  defineRoute(contract.grantAccess, async ({ ctx, body, reply }) =>
    reply.code(201).send({ data: await grantAccess(db, ctx, body) }),
  ),
  defineRoute(contract.changeAccessPeriod, async ({ ctx, params, body }) => ({
    data: await changeAccessPeriod(db, ctx, params.id, body),
  })),
  defineRoute(contract.revokeAccess, async ({ ctx, params }) => ({
    data: await revokeAccess(db, ctx, params.id),
  })),
  defineRoute(contract.createLink, async ({ ctx, body, reply }) =>
    reply.code(201).send(await createLink(db, ctx, body)),
  ),
  defineRoute(contract.accessCalendar, async ({ ctx, query }) => accessCalendar(db, ctx, query)),
  defineRoute(contract.listDoors, async ({ ctx, query }) =>
    listDoors(
      db,
      ctx,
      query,
      parseListQuery(query, {
        sortable: contract.DOOR_SORTS,
        defaultSort: [{ field: 'name', direction: 'asc' }],
      }),
    ),
  ),
];
