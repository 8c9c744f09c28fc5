import { z } from 'zod';
import { APPLICATIONS, type AppKey } from '../apps/index.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { bulkIds, ownerChangeResult } from './actions.ts';
import { bad, customerIdSchema, deviceAccess, devicePermission, tenancyHeaders } from './common.ts';
import { DEVICE_APPS, DEVICE_TYPES } from './reference.ts';
import { TOKEN_STATES } from './state.ts';

/** Device tokens (spec §3: activationAt, expirationAt): a company holds them and gives them to devices. */

export const deviceTokenRow = z.object({
  id: z.number().int(),
  app: z.enum(DEVICE_APPS),
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** The device using it; its type leads to the app's device page (Metro Watch's is per type). */
  device: z.object({ id: z.number().int(), serial: z.string(), type: z.enum(DEVICE_TYPES) }).nullable(),
  validityMonths: z.number().int(),
  activationAt: z.string().nullable(),
  expirationAt: z.string().nullable(),
  state: z.enum(TOKEN_STATES),
  createdAt: z.string(),
});
export type DeviceTokenRow = z.infer<typeof deviceTokenRow>;

export const TOKEN_SORTS = ['id', 'activationAt', 'expirationAt', 'createdAt'] as const;

const tokenListQuery = listQuery(TOKEN_SORTS).extend({
  customerId: customerIdSchema.optional(),
  state: z.enum(TOKEN_STATES).optional(),
  assigned: z.enum(['true', 'false']).optional(),
  deviceId: recordId.optional(),
});

const listSummary = `sorts: ${TOKEN_SORTS.join(', ')}; search (name) matches the device serial; filters state, assigned, deviceId, customerId`;

export const listDeviceTokens = defineEndpoint({
  method: 'GET',
  path: '/device-token',
  summary: `Device tokens of the apps the caller may view devices of; ${listSummary}`,
  tags: ['devices'],
  access: deviceAccess('view'),
  schemas: {
    querystring: tokenListQuery,
    headers: tenancyHeaders,
    response: { 200: paged(deviceTokenRow), ...bad },
  },
});

/** One app's device tokens (`/swam/device-token`, `/metrowatch/device-token`). */
export const appDeviceTokensOf = (app: AppKey) =>
  defineEndpoint({
    method: 'GET',
    path: `${APPLICATIONS[app].apiPrefix}/device-token`,
    summary: `${app === 'swam' ? 'Sensor-solution' : APPLICATIONS[app].label} device tokens; without customerId or on-behalf-of, the caller's own company; ${listSummary}`,
    tags: ['devices', app],
    access: app === 'swam' ? deviceAccess('view') : anyOf(devicePermission(app, 'view')),
    schemas: {
      querystring: tokenListQuery,
      headers: tenancyHeaders,
      response: { 200: paged(deviceTokenRow), ...bad },
    },
  });

export const listSwamDeviceTokens = appDeviceTokensOf('swam');

const tokenParams = z.object({ id: recordId });
const newOwner = { customerId: recordId };

export const changeTokenOwner = defineEndpoint({
  method: 'PATCH',
  path: '/device-token/:id/owner',
  summary: 'Give a token no device uses to another customer the caller sees (409 while a device uses it)',
  tags: ['devices'],
  access: deviceAccess('transfer'),
  schemas: {
    params: tokenParams,
    body: z.strictObject(newOwner),
    response: { 200: z.object({ data: deviceTokenRow }), 409: errorBody, ...bad },
  },
});

export const changeTokensOwner = defineEndpoint({
  method: 'PATCH',
  path: '/device-token/owner',
  summary: 'R1: bulk token owner change; each id ends done or error',
  tags: ['devices'],
  access: deviceAccess('transfer'),
  schemas: {
    body: z.strictObject({ ids: bulkIds, ...newOwner }),
    response: { 200: z.object({ data: z.array(ownerChangeResult) }), ...bad },
  },
});
