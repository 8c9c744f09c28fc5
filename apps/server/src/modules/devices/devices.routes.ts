import { apps, devices as contract } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { listAccessLogs, listInfoLogs } from './device-logs.service.ts';
import { listTokens } from './device-tokens.service.ts';
import {
  countDevices,
  countDevicesByStructure,
  deviceInventory,
  getDevice,
  listDevices,
  listHardware,
  listSensorTypes,
  registerDevice,
  userSolutions,
} from './devices.service.ts';

/** The `on-behalf-of` header (R130, R131), validated by the endpoint's header schema. */
export const onBehalfOf = (request: FastifyRequest) =>
  contract.tenancyHeaders.parse(request.headers)['on-behalf-of'];

const deviceList = {
  sortable: contract.DEVICE_SORTS,
  defaultSort: [{ field: 'id' as const, direction: 'asc' as const }],
};
const tokenList = {
  sortable: contract.TOKEN_SORTS,
  defaultSort: [{ field: 'id' as const, direction: 'asc' as const }],
};
const logList = { sortable: contract.LOG_SORTS };

/** The kit's device and token lists of one app (`/swam/device`, `/metrowatch/device-token`, …). */
function appDeviceRoutes(db: AppDeps['database']['db'], app: apps.AppKey) {
  const endpoints = contract.appDeviceEndpointsOf(app);
  return [
    defineRoute(endpoints.list, async ({ ctx, query, request }) =>
      listDevices(
        db,
        ctx,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, deviceList),
        app,
      ),
    ),
    defineRoute(endpoints.tokens, async ({ ctx, query, request }) =>
      listTokens(
        db,
        ctx,
        { ...query, onBehalfOf: onBehalfOf(request) },
        parseListQuery(query, tokenList),
        app,
      ),
    ),
  ];
}

export const deviceRoutes = ({ database: { db } }: AppDeps) => [
  defineRoute(contract.listDevices, async ({ ctx, query, request }) =>
    listDevices(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }, parseListQuery(query, deviceList)),
  ),
  ...apps.APP_KEYS.flatMap((app) => appDeviceRoutes(db, app)),
  defineRoute(contract.countDevices, async ({ ctx, query, request }) => ({
    data: await countDevices(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }),
  })),
  defineRoute(contract.countDevicesByStructure, async ({ ctx, query, request }) => ({
    data: await countDevicesByStructure(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }),
  })),
  defineRoute(contract.deviceInventory, async ({ ctx, query, request }) => ({
    data: await deviceInventory(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }),
  })),
  defineRoute(contract.getDevice, async ({ ctx, params }) => ({ data: await getDevice(db, ctx, params.id) })),
  defineRoute(contract.registerDevice, async ({ ctx, body, reply }) =>
    reply.code(201).send({ data: await registerDevice(db, ctx, body) }),
  ),
  defineRoute(contract.listInfoLogs, async ({ ctx, params, query }) =>
    listInfoLogs(db, ctx, params.id, query, parseListQuery(query, logList)),
  ),
  defineRoute(contract.listAccessLogs, async ({ ctx, params, query }) =>
    listAccessLogs(db, ctx, params.id, query, parseListQuery(query, logList)),
  ),
  defineRoute(contract.listDeviceTokens, async ({ ctx, query, request }) =>
    listTokens(db, ctx, { ...query, onBehalfOf: onBehalfOf(request) }, parseListQuery(query, tokenList)),
  ),
  defineRoute(contract.listSensorTypes, async ({ query }) => ({
    data: await listSensorTypes(db, query.solutionId),
  })),
  defineRoute(contract.listHardware, async ({ query }) => ({
    data: await listHardware(db, query.solutionId),
  })),
  defineRoute(contract.listUserSolutions, async ({ ctx, query, request }) => ({
    data: await userSolutions(db, ctx, { customerId: query.customerId, onBehalfOf: onBehalfOf(request) }),
  })),
];
