import { defcon as contract } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { actOnDefconAlarm, defconTimeline } from './alarm-actions.service.ts';
import { getDefconAlarm, listDefconAlarms } from './alarms.service.ts';
import { defconAnalysis } from './analysis.service.ts';
import { addCustomer, editCustomer, getCustomer, listCustomers, listStaff } from './customers.service.ts';
import {
  createHq,
  createStation,
  getHq,
  getStation,
  listHqs,
  listLocalities,
  listStations,
  updateHq,
  updateStation,
} from './police.service.ts';
import { getIntrusionSetting, putIntrusionSetting } from './settings.service.ts';

/** Defcon's response side (issue 18): alarms and their ladder, police, customers and staff, settings, analysis. */

const alarmList = {
  sortable: contract.DEFCON_ALARM_SORTS,
  defaultSort: [{ field: 'raisedAt' as const, direction: 'desc' as const }],
};
const byName = <F extends string>(sortable: readonly F[]) => ({
  sortable,
  defaultSort: [{ field: 'name' as F, direction: 'asc' as const }],
});

function alarmRoutes(deps: AppDeps, category: contract.DefconAlarmCategory) {
  const { database } = deps;
  const e = contract.defconAlarmEndpoints[category];
  const act = (action: contract.DefconAlarmAction) =>
    defineRoute(e[action], async ({ ctx, params, body }) =>
      actOnDefconAlarm(database, ctx, category, params.id, action, body as Record<string, never>),
    );
  return [
    defineRoute(e.list, async ({ ctx, query }) =>
      listDefconAlarms(database.db, ctx, category, query, parseListQuery(query, alarmList)),
    ),
    defineRoute(e.get, async ({ ctx, params }) => getDefconAlarm(database, ctx, category, params.id)),
    defineRoute(e.timeline, async ({ ctx, params }) => defconTimeline(database, ctx, category, params.id)),
    ...contract.DEFCON_ALARM_ACTIONS.map(act),
  ];
}

export function responseRoutes(deps: AppDeps) {
  const { database } = deps;
  const { db } = database;
  const p = contract.policeEndpoints;
  const s = contract.securityCompanyEndpoints;
  const created = <T>(reply: { code(status: number): unknown }, value: T) => {
    reply.code(201);
    return value;
  };
  return [
    ...alarmRoutes(deps, 'intrusion'),
    ...alarmRoutes(deps, 'status'),
    defineRoute(contract.defconAlarmEndpoints.handOver, async ({ ctx, params, body }) =>
      actOnDefconAlarm(database, ctx, 'intrusion', params.id, 'hand-over', body),
    ),
    defineRoute(contract.intrusionSettingEndpoints.get, async ({ ctx, query }) =>
      getIntrusionSetting(db, ctx, query.companyId),
    ),
    defineRoute(contract.intrusionSettingEndpoints.put, async ({ ctx, query, body }) =>
      putIntrusionSetting(db, ctx, body, query.companyId),
    ),
    defineRoute(p.localities, async ({ query }) =>
      listLocalities(db, query, parseListQuery(query, byName(contract.LOCALITY_SORTS))),
    ),
    defineRoute(p.hqList, async ({ ctx, query }) =>
      listHqs(db, ctx, query.name, parseListQuery(query, byName(contract.POLICE_SORTS))),
    ),
    defineRoute(p.hqGet, async ({ ctx, params }) => getHq(db, ctx, params.id)),
    defineRoute(p.hqCreate, async ({ ctx, body, reply }) => created(reply, await createHq(db, ctx, body))),
    defineRoute(p.hqUpdate, async ({ ctx, params, body }) => updateHq(db, ctx, params.id, body)),
    defineRoute(p.stationList, async ({ ctx, query }) =>
      listStations(db, ctx, query, parseListQuery(query, byName(contract.POLICE_SORTS))),
    ),
    defineRoute(p.stationGet, async ({ ctx, params }) => getStation(db, ctx, params.id)),
    defineRoute(p.stationCreate, async ({ ctx, params, body, reply }) =>
      created(reply, await createStation(db, ctx, params.id, body)),
    ),
    defineRoute(p.stationUpdate, async ({ ctx, params, body }) => updateStation(db, ctx, params.id, body)),
    defineRoute(s.customers, async ({ ctx, query }) =>
      listCustomers(db, ctx, query, parseListQuery(query, byName(contract.CUSTOMER_SORTS))),
    ),
    defineRoute(s.customer, async ({ ctx, params }) => getCustomer(db, ctx, params.id)),
    defineRoute(s.addCustomer, async ({ ctx, query, body, reply }) =>
      created(reply, await addCustomer(db, deps.config, ctx, body, query.companyId)),
    ),
    defineRoute(s.editCustomer, async ({ ctx, params, body }) => editCustomer(db, ctx, params.id, body)),
    defineRoute(s.staff, async ({ ctx, query }) =>
      listStaff(db, ctx, query, parseListQuery(query, byName(contract.STAFF_SORTS))),
    ),
    defineRoute(contract.defconAnalysisEndpoint, async ({ ctx, query }) => ({
      data: await defconAnalysis(db, ctx, query),
    })),
  ];
}
