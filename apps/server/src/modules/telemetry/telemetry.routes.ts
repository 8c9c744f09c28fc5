import { devices as contract } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { ingestOverHttp } from './http-ingest.ts';
import type { Ingest } from './ingest.ts';
import { listReadings } from './readings.service.ts';

export const telemetryRoutes = ({ database: { db } }: AppDeps, ingest: () => Ingest) => [
  defineRoute(contract.ingestTelemetry, async ({ request, reply }) =>
    ingestOverHttp(ingest(), request, reply),
  ),
  defineRoute(contract.listReadings, async ({ ctx, params, query }) =>
    listReadings(db, ctx, params.id, query, parseListQuery(query, { sortable: contract.READING_SORTS })),
  ),
];
