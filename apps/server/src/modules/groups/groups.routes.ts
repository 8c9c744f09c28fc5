import { groups as contract } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { onBehalfOf } from '../devices/devices.routes.ts';
import { requestTenancy } from '../devices/tenancy.ts';
import { getMemberships, listGroups, SUMMARY_SORTS, setMemberships } from './memberships.service.ts';
import {
  createNotificationGroup,
  deleteNotificationGroup,
  getNotificationGroup,
  listNotificationGroups,
  muteNotificationGroup,
  updateNotificationGroup,
} from './notification-groups.service.ts';
import {
  createPermissionGroup,
  deletePermissionGroup,
  getPermissionGroup,
  listPermissionGroups,
  updatePermissionGroup,
} from './permission-groups.service.ts';
import { listScheduled } from './scheduler.service.ts';

const groupList = {
  sortable: contract.GROUP_SORTS,
  defaultSort: [{ field: 'name' as const, direction: 'asc' as const }],
};

export function groupRoutes({ database: { db } }: AppDeps) {
  return [
    defineRoute(contract.listPermissionGroups, async ({ ctx, query, request }) =>
      listPermissionGroups(
        db,
        ctx,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, groupList),
      ),
    ),
    defineRoute(contract.getPermissionGroup, async ({ ctx, params }) =>
      getPermissionGroup(db, ctx, params.id),
    ),
    defineRoute(contract.createPermissionGroup, async ({ ctx, body, request, reply }) =>
      reply.code(201).send(await createPermissionGroup(db, ctx, body, requestTenancy(request))),
    ),
    defineRoute(contract.updatePermissionGroup, async ({ ctx, params, body }) =>
      updatePermissionGroup(db, ctx, params.id, body),
    ),
    defineRoute(contract.deletePermissionGroup, async ({ ctx, params }) =>
      deletePermissionGroup(db, ctx, params.id),
    ),
    defineRoute(contract.listNotificationGroups, async ({ ctx, query, request }) =>
      listNotificationGroups(
        db,
        ctx,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, groupList),
      ),
    ),
    defineRoute(contract.getNotificationGroup, async ({ ctx, params }) =>
      getNotificationGroup(db, ctx, params.id),
    ),
    defineRoute(contract.createNotificationGroup, async ({ ctx, body, request, reply }) =>
      reply.code(201).send(await createNotificationGroup(db, ctx, body, requestTenancy(request))),
    ),
    defineRoute(contract.updateNotificationGroup, async ({ ctx, params, body }) =>
      updateNotificationGroup(db, ctx, params.id, body),
    ),
    defineRoute(contract.muteNotificationGroup, async ({ ctx, params, body }) =>
      muteNotificationGroup(db, ctx, params.id, body.muted),
    ),
    defineRoute(contract.deleteNotificationGroup, async ({ ctx, params }) =>
      deleteNotificationGroup(db, ctx, params.id),
    ),
    defineRoute(contract.listGroups, async ({ ctx, query, request }) =>
      listGroups(
        db,
        ctx,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, {
          sortable: SUMMARY_SORTS,
          defaultSort: [{ field: 'name' as const, direction: 'asc' as const }],
        }),
      ),
    ),
    defineRoute(contract.getMemberships, async ({ ctx, params }) => getMemberships(db, ctx, params.userId)),
    defineRoute(contract.setMemberships, async ({ ctx, params, body }) =>
      setMemberships(db, ctx, params.userId, body),
    ),
    defineRoute(contract.listScheduled, async ({ ctx, query, request }) =>
      listScheduled(
        db,
        ctx,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, {
          sortable: contract.SCHEDULED_SORTS,
          defaultSort: [{ field: 'dueAt' as const, direction: 'asc' as const }],
        }),
      ),
    ),
  ];
}
