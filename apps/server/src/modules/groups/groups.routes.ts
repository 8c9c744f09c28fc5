import { apps, groups as contract } from '@atrium/contracts';
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

const summaryList = {
  sortable: SUMMARY_SORTS,
  defaultSort: [{ field: 'name' as const, direction: 'asc' as const }],
};

/** The group calls of one kit app: permission and notification groups, both together, memberships. */
function groupRoutesOf(db: AppDeps['database']['db'], app: apps.AppKey) {
  const permission = contract.permissionGroupEndpointsOf(app);
  const notification = contract.notificationGroupEndpointsOf(app);
  const membership = contract.membershipEndpointsOf(app);
  return [
    defineRoute(permission.list, async ({ ctx, query, request }) =>
      listPermissionGroups(
        db,
        ctx,
        app,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, groupList),
      ),
    ),
    defineRoute(permission.get, async ({ ctx, params }) => getPermissionGroup(db, ctx, app, params.id)),
    defineRoute(permission.create, async ({ ctx, body, request, reply }) =>
      reply.code(201).send(await createPermissionGroup(db, ctx, app, body, requestTenancy(request))),
    ),
    defineRoute(permission.update, async ({ ctx, params, body }) =>
      updatePermissionGroup(db, ctx, app, params.id, body),
    ),
    defineRoute(permission.delete, async ({ ctx, params }) => deletePermissionGroup(db, ctx, app, params.id)),
    defineRoute(notification.list, async ({ ctx, query, request }) =>
      listNotificationGroups(
        db,
        ctx,
        app,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, groupList),
      ),
    ),
    ...(apps.APPLICATIONS[app].kitAliases
      ? [
          defineRoute(contract.alarmGroupsAliasOf(app), async ({ ctx, query, request }) =>
            listNotificationGroups(
              db,
              ctx,
              app,
              { ...query, onBehalfOf: onBehalfOf(request), receivesAlarms: true },
              parseListQuery(query, groupList),
            ),
          ),
        ]
      : []),
    defineRoute(notification.get, async ({ ctx, params }) => getNotificationGroup(db, ctx, app, params.id)),
    defineRoute(notification.create, async ({ ctx, body, request, reply }) =>
      reply.code(201).send(await createNotificationGroup(db, ctx, app, body, requestTenancy(request))),
    ),
    defineRoute(notification.update, async ({ ctx, params, body }) =>
      updateNotificationGroup(db, ctx, app, params.id, body),
    ),
    defineRoute(notification.mute, async ({ ctx, params, body }) =>
      muteNotificationGroup(db, ctx, app, params.id, body.muted),
    ),
    defineRoute(notification.delete, async ({ ctx, params }) =>
      deleteNotificationGroup(db, ctx, app, params.id),
    ),
    defineRoute(membership.list, async ({ ctx, query, request }) =>
      listGroups(
        db,
        ctx,
        app,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, summaryList),
      ),
    ),
    defineRoute(membership.get, async ({ ctx, params }) => getMemberships(db, ctx, app, params.userId)),
    defineRoute(membership.set, async ({ ctx, params, body }) =>
      setMemberships(db, ctx, app, params.userId, body),
    ),
  ];
}

export function groupRoutes({ database: { db } }: AppDeps) {
  return [
    ...apps.APP_KEYS.flatMap((app) => groupRoutesOf(db, app)),
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
