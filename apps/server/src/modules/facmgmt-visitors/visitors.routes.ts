import { alarms, facmgmt } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { listAlarms } from '../alarms/alarms.service.ts';
import { onBehalfOf } from '../devices/devices.routes.ts';
import { dashboard } from './dashboard.service.ts';
import { useSite } from './invitation-mail.ts';
import { useLinkKey } from './link-secrets.ts';
import { getVisitor, inviteVisitor, listVisitors, removeVisitor, updateVisitor } from './visitors.service.ts';

const soonestFirst = [{ field: 'startsAt' as const, direction: 'asc' as const }];
const alarmList = {
  sortable: alarms.ALARM_SORTS,
  defaultSort: [{ field: 'raisedAt' as const, direction: 'desc' as const }],
};

export const visitorRoutes = (deps: AppDeps) => {
  const { db } = deps.database;
  useSite(deps.config);
  useLinkKey(deps.config);
  const { visitorEndpoints: visitors } = facmgmt;
  return [
    defineRoute(visitors.list, async ({ ctx, query, request }) =>
      listVisitors(
        db,
        ctx,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, { sortable: facmgmt.VISITOR_SORTS, defaultSort: soonestFirst }),
      ),
    ),
    defineRoute(visitors.get, async ({ ctx, params }) => ({ data: await getVisitor(db, ctx, params.id) })),
    defineRoute(visitors.create, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await inviteVisitor(db, ctx, body) }),
    ),
    defineRoute(visitors.update, async ({ ctx, params, body }) => ({
      data: await updateVisitor(db, ctx, params.id, body),
    })),
    defineRoute(visitors.delete, async ({ ctx, params, reply }) => {
      await removeVisitor(db, ctx, params.id);
      return reply.code(204).send();
    }),
    // Spec §7 `/facmgmt/api/alarm`: the kit's live list of the app (its listing service, not a copy).
    defineRoute(facmgmt.fbAlarmList, async ({ ctx, query, request }) =>
      listAlarms(
        db,
        ctx,
        'facility_booking',
        query.category,
        false,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, alarmList),
      ),
    ),
    defineRoute(facmgmt.dashboardEndpoint, async ({ ctx, query, request }) => ({
      data: await dashboard(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }),
    })),
  ];
};
