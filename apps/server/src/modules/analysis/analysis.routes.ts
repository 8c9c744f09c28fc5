import { apps, analysis as contract, devices } from '@atrium/contracts';
import { HttpError } from '../../kernel/http/errors.ts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { rawJson } from '../../kernel/http/raw-json.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { onBehalfOf } from '../devices/devices.routes.ts';
import { listDevices } from '../devices/devices.service.ts';
import { retentionOf } from '../telemetry/retention.ts';
import { HourSegments } from './hour-segments.ts';
import { deviceReportRoute } from './report.routes.ts';
import { getStatistics, type StatisticsOptions } from './statistics.service.ts';
import { getWeather } from './weather.service.ts';

const chillerList = {
  sortable: devices.DEVICE_SORTS,
  defaultSort: [{ field: 'id' as const, direction: 'asc' as const }],
};

const isAnalysisEndpoint = (name: string): name is contract.AnalysisEndpoint =>
  (contract.ANALYSIS_ENDPOINTS as readonly string[]).includes(name);

/** Statistics run to 100,000 points, their series JSON text the database wrote: spliced in as they are. */
const bulkStatistics = { bulkResponse: true } as const;

/** The analysis calls of one kit app: statistics, and `analysis/:endpoint` where its spec names it. */
function appAnalysisRoutes(db: AppDeps['database']['db'], app: apps.AppKey, options: StatisticsOptions) {
  return [
    defineRoute(
      contract.statisticsEndpointOf(app),
      async ({ ctx, query, request }) => ({
        data: await getStatistics(db, ctx, app, { ...query, onBehalfOf: onBehalfOf(request) }, options),
      }),
      bulkStatistics,
    ),
    ...(apps.APPLICATIONS[app].kitAliases
      ? [
          defineRoute(
            contract.analysisEndpointOf(app),
            async ({ ctx, params, query, request }) => {
              if (!isAnalysisEndpoint(params.endpoint))
                throw new HttpError(
                  404,
                  `No analysis named '${params.endpoint}': use one of ${contract.ANALYSIS_ENDPOINTS.join(', ')}`,
                  'NOT_FOUND',
                );
              return {
                data: await getStatistics(
                  db,
                  ctx,
                  app,
                  { ...query, onBehalfOf: onBehalfOf(request) },
                  options,
                ),
              };
            },
            bulkStatistics,
          ),
        ]
      : []),
  ];
}

export const analysisRoutes = (deps: AppDeps) => {
  const { db } = deps.database;
  const { config } = deps;
  // One per app instance: every kit app's charts read the same devices' days.
  const segments =
    config.STATISTICS_CACHE_MB > 0
      ? new HourSegments(config.STATISTICS_CACHE_MB * 1024 * 1024, retentionOf(config))
      : undefined;
  const options: StatisticsOptions = { fromJson: rawJson, segments };
  return [
    ...apps.APP_KEYS.flatMap((app) => appAnalysisRoutes(db, app, options)),
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
