import { apps, alarms as contract } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { onBehalfOf } from '../devices/devices.routes.ts';
import { alarmInfo } from './alarm-info.service.ts';
import { actOnAlarm, alarmEvents, getAlarm, listAlarms } from './alarms.service.ts';

const alarmList = {
  sortable: contract.ALARM_SORTS,
  defaultSort: [{ field: 'raisedAt' as const, direction: 'desc' as const }],
};
const historyList = { sortable: contract.ALARM_HISTORY_SORTS };

function categoryRoutes(deps: AppDeps, app: apps.AppKey, category: contract.AlarmCategory) {
  const { database } = deps;
  const { db } = database;
  const endpoints = contract.alarmEndpointsOf(app)[category];
  const act = (action: contract.AlarmAction) =>
    defineRoute(endpoints[action], async ({ ctx, params, body }) =>
      actOnAlarm(database, ctx, app, category, params.id, action, (body as { comment?: string }).comment),
    );
  return [
    defineRoute(endpoints.list, async ({ ctx, query, request }) =>
      listAlarms(
        db,
        ctx,
        app,
        category,
        false,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, alarmList),
      ),
    ),
    defineRoute(endpoints.history, async ({ ctx, query, request }) =>
      listAlarms(
        db,
        ctx,
        app,
        category,
        true,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, alarmList),
      ),
    ),
    defineRoute(endpoints.get, async ({ ctx, params }) => getAlarm(db, ctx, app, category, params.id)),
    defineRoute(endpoints.events, async ({ ctx, params, query }) =>
      alarmEvents(db, ctx, app, category, params.id, parseListQuery(query, historyList)),
    ),
    ...contract.ALARM_ACTIONS.map(act),
  ];
}

/** The short calls some apps' specs name (`/metrowatch/alarms`, `/metrowatch/alarm/info`, `/info/enums`). */
function aliasRoutes(deps: AppDeps, app: apps.AppKey) {
  const { db } = deps.database;
  return [
    defineRoute(contract.openAlarmsAliasOf(app), async ({ ctx, query, request }) =>
      listAlarms(
        db,
        ctx,
        app,
        query.category,
        false,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, alarmList),
      ),
    ),
    defineRoute(contract.alarmInfoAliasOf(app), async ({ ctx, query, request }) => ({
      data: await alarmInfo(db, ctx, app, { ...query, onBehalfOf: onBehalfOf(request) }),
    })),
    defineRoute(contract.kitEnumsEndpointOf(app), async () => ({ data: contract.kitEnumsOf(app) })),
  ];
}

/** The alarm calls of one kit app: infos, both categories' lists, details, history and actions. */
export const alarmRoutesOf = (deps: AppDeps, app: apps.AppKey) => [
  defineRoute(contract.alarmInfoEndpointOf(app), async ({ ctx, query, request }) => ({
    data: await alarmInfo(deps.database.db, ctx, app, { ...query, onBehalfOf: onBehalfOf(request) }),
  })),
  ...categoryRoutes(deps, app, 'operational'),
  ...categoryRoutes(deps, app, 'status'),
  ...(apps.APPLICATIONS[app].kitAliases ? aliasRoutes(deps, app) : []),
];
