import { analysis as contract, devices } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { onBehalfOf } from '../devices/devices.routes.ts';
import { listDevices } from '../devices/devices.service.ts';
import { deviceReportRoute } from './report.routes.ts';
import { getStatistics } from './statistics.service.ts';
import { getWeather } from './weather.service.ts';

const chillerList = {
  sortable: devices.DEVICE_SORTS,
  defaultSort: [{ field: 'id' as const, direction: 'asc' as const }],
};

export const analysisRoutes = (deps: AppDeps) => {
  const { db } = deps.database;
  return [
    defineRoute(contract.getStatistics, async ({ ctx, query, request }) => ({
      data: await getStatistics(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }),
    })),
    defineRoute(contract.listChillers, async ({ ctx, query, request }) =>
      listDevices(
        db,
        ctx,
        { ...query, type: 'chiller', onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, chillerList),
        'swam',
      ),
    ),
    defineRoute(contract.getWeather, async ({ ctx, query }) => ({ data: await getWeather(db, ctx, query) })),
    deviceReportRoute(deps),
  ];
};
