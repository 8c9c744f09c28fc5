import { devices as contract } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { onBehalfOf } from '../devices/devices.routes.ts';
import { ingestOverHttp } from './http-ingest.ts';
import type { Ingest } from './ingest.ts';
import { listTariffs, meterBill, setTariff } from './meter-bill.service.ts';
import { listReadings } from './readings.service.ts';

export const telemetryRoutes = ({ database: { db } }: AppDeps, ingest: () => Ingest) => [
  defineRoute(contract.ingestTelemetry, async ({ request, reply }) =>
    ingestOverHttp(ingest(), request, reply),
  ),
  defineRoute(contract.listReadings, async ({ ctx, params, query }) =>
    listReadings(db, ctx, params.id, query, parseListQuery(query, { sortable: contract.READING_SORTS })),
  ),
  defineRoute(contract.getMeterBill, async ({ ctx, query, request }) =>
    meterBill(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }),
  ),
  defineRoute(contract.listMeterTariffs, async ({ ctx, query, request }) =>
    listTariffs(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }),
  ),
  defineRoute(contract.setMeterTariff, async ({ ctx, query, request, body }) =>
    setTariff(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }, body),
  ),
];
