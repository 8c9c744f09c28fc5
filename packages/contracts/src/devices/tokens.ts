import { z } from 'zod';
import { defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { bulkIds, ownerChangeResult } from './actions.ts';
import { bad, customerIdSchema, deviceAccess, tenancyHeaders } from './common.ts';
import { DEVICE_APPS } from './reference.ts';
import { TOKEN_STATES } from './state.ts';

/** Device tokens (spec §3: activationAt, expirationAt): a company holds them and gives them to devices. */

export const deviceTokenRow = z.object({
  id: z.number().int(),
  app: z.enum(DEVICE_APPS),
  company: z.object({ id: z.number().int(), name: z.string() }),
  device: z.object({ id: z.number().int(), serial: z.string() }).nullable(),
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

export const listSwamDeviceTokens = defineEndpoint({
  method: 'GET',
  path: '/swam/device-token',
  summary: `Sensor-solution device tokens; without customerId or on-behalf-of, the caller's own company; ${listSummary}`,
  tags: ['devices', 'swam'],
  access: deviceAccess('view'),
  schemas: {
    querystring: tokenListQuery,
    headers: tenancyHeaders,
    response: { 200: paged(deviceTokenRow), ...bad },
  },
});

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
