import { alarms as contract } from '@atrium/contracts';
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

function categoryRoutes(deps: AppDeps, category: contract.AlarmCategory) {
  const { database } = deps;
  const { db } = database;
  const endpoints = contract.alarmEndpoints[category];
  const act = (action: contract.AlarmAction) =>
    defineRoute(endpoints[action], async ({ ctx, params, body }) =>
      actOnAlarm(database, ctx, category, params.id, action, (body as { comment?: string }).comment),
    );
  return [
    defineRoute(endpoints.list, async ({ ctx, query, request }) =>
      listAlarms(
        db,
        ctx,
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
        category,
        true,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, alarmList),
      ),
    ),
    defineRoute(endpoints.get, async ({ ctx, params }) => getAlarm(db, ctx, category, params.id)),
    defineRoute(endpoints.events, async ({ ctx, params, query }) =>
      alarmEvents(db, ctx, category, params.id, parseListQuery(query, historyList)),
    ),
    ...contract.ALARM_ACTIONS.map(act),
  ];
}

export const alarmRoutes = (deps: AppDeps) => [
  defineRoute(contract.alarmInfoEndpoint, async ({ ctx, query, request }) => ({
    data: await alarmInfo(deps.database.db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }),
  })),
  ...categoryRoutes(deps, 'operational'),
  ...categoryRoutes(deps, 'status'),
];
