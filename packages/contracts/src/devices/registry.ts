import { z } from 'zod';
import { APP_KEYS, APPLICATIONS, type AppKey } from '../apps/index.ts';
import { adminOnly, anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import {
  bad,
  DEVICE_SORTS,
  device,
  deviceAccess,
  deviceFilters,
  deviceListQuery,
  deviceParams,
  devicePasswordSchema,
  devicePermission,
  serialSchema,
  tenancyHeaders,
} from './common.ts';
import { DEVICE_TYPES } from './reference.ts';
import { appDeviceTokensOf } from './tokens.ts';

/** The device registry: lists, details, counts and inventory (spec §7 "Devices", `/swam/device`). */

const summary = (what: string) =>
  `${what}; search (name) matches serial or name; sorts: ${DEVICE_SORTS.join(', ')}; customerId or on-behalf-of narrows to one customer`;

export const listDevices = defineEndpoint({
  method: 'GET',
  path: '/device',
  summary: summary('Devices of every app the caller may view devices of'),
  tags: ['devices'],
  access: deviceAccess('view'),
  schemas: {
    querystring: deviceListQuery,
    headers: tenancyHeaders,
    response: { 200: paged(device), ...bad },
  },
});

/** One app's device list (`/swam/device`, `/metrowatch/device`): only devices of its hardware. */
const appDeviceListOf = (app: AppKey) =>
  defineEndpoint({
    method: 'GET',
    path: `${APPLICATIONS[app].apiPrefix}/device`,
    summary: summary(
      `${app === 'swam' ? 'Sensor-solution' : APPLICATIONS[app].label} devices; without customerId or on-behalf-of, the caller's own company (spec §6)`,
    ),
    tags: ['devices', app],
    // The sensor solution's list has always let any app's device viewers in (it answers only swam devices).
    access: app === 'swam' ? deviceAccess('view') : anyOf(devicePermission(app, 'view')),
    schemas: {
      querystring: deviceListQuery,
      headers: tenancyHeaders,
      response: { 200: paged(device), ...bad },
    },
  });

/** The kit's device calls of an app: its device list and its token list. */
export const appDeviceEndpointsOf = (app: AppKey) => ({
  list: appDeviceListOf(app),
  tokens: appDeviceTokensOf(app),
});

export const listSwamDevices = appDeviceListOf('swam');

export const getDevice = defineEndpoint({
  method: 'GET',
  path: '/device/:id',
  summary: 'One device with its place, token and latest values',
  tags: ['devices'],
  access: deviceAccess('view'),
  schemas: { params: deviceParams, response: { 200: z.object({ data: device }), ...bad } },
});

/** `app` keeps one app's hardware and counts what that app lets the caller see (Defcon: monitored devices). */
const countFilters = z.looseObject({
  customerId: deviceFilters.customerId,
  solutionId: deviceFilters.solutionId,
  structureId: deviceFilters.structureId,
  app: z.enum(APP_KEYS as [AppKey, ...AppKey[]], { error: 'Must be an application key' }).optional(),
});

export const deviceCounts = z.object({
  total: z.number().int(),
  installed: z.number().int(),
  notInstalled: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  neverSeen: z.number().int(),
  blocked: z.number().int(),
  locked: z.number().int(),
  /** R206: devices counted as their sensors for solutions 17 and 18, as 1 otherwise. */
  sensors: z.number().int(),
});
export type DeviceCounts = z.infer<typeof deviceCounts>;

export const countDevices = defineEndpoint({
  method: 'GET',
  path: '/device/count',
  summary:
    "How many devices, installed, online, offline, never seen, blocked, locked, and sensors (R206); app counts one app's devices",
  tags: ['devices'],
  access: deviceAccess('view'),
  schemas: {
    querystring: countFilters,
    headers: tenancyHeaders,
    response: { 200: z.object({ data: deviceCounts }), ...bad },
  },
});

export const structureCount = z.object({
  structureId: z.number().int(),
  structureName: z.string(),
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  neverSeen: z.number().int(),
});

export const countDevicesByStructure = defineEndpoint({
  method: 'GET',
  path: '/device/count/structure',
  summary: 'Installed devices per structure, with how many are online, offline and never seen',
  tags: ['devices'],
  access: deviceAccess('view'),
  schemas: {
    querystring: countFilters,
    headers: tenancyHeaders,
    response: { 200: z.object({ data: z.array(structureCount) }), ...bad },
  },
});

export const inventoryRow = z.object({
  hardwareId: z.number().int(),
  hardwareName: z.string(),
  type: z.enum(DEVICE_TYPES),
  total: z.number().int(),
  installed: z.number().int(),
  notInstalled: z.number().int(),
  withActiveToken: z.number().int(),
});

export const deviceInventory = defineEndpoint({
  method: 'GET',
  path: '/device/inventory',
  summary:
    "Devices per hardware: in stock (not installed), installed, and with an active token; app keeps one app's hardware (an app's inventory page)",
  tags: ['devices'],
  access: deviceAccess('view'),
  schemas: {
    querystring: countFilters,
    headers: tenancyHeaders,
    response: { 200: z.object({ data: z.array(inventoryRow) }), ...bad },
  },
});

export const registerDevice = defineEndpoint({
  method: 'POST',
  path: '/device',
  summary:
    'Register a device for a customer (system admins; the market deploys devices the same way). The generated device password is returned once',
  tags: ['devices'],
  access: adminOnly,
  schemas: {
    body: z.strictObject({
      serial: serialSchema,
      name: z.string().trim().max(120, 'Please Enter At Most 120 Characters').default(''),
      hardwareId: recordId,
      solutionId: recordId.nullable().default(null),
      customerId: recordId,
      password: devicePasswordSchema.optional(),
    }),
    response: {
      201: z.object({ data: device.extend({ password: z.string() }) }),
      ...bad,
    },
  },
});
