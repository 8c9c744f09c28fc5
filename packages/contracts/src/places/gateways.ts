import { z } from 'zod';
import { tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import {
  customerIdSchema,
  description,
  listQuery,
  location,
  locationInput,
  placeId,
  placeName,
  timestamps,
} from './common.ts';

/**
 * LoRaWAN gateways (core users/gateways page): a company's gateways, each named by its EUI-64. Status is
 * derived from when the gateway was last heard of (`lastSeenAt`, set by the network-server side).
 */

export const INVALID_EUI = 'Please Enter 16 Hex Characters (0-9, A-F)';
/** Heard of within this window: online. */
export const GATEWAY_ONLINE_WINDOW_MS = 10 * 60 * 1000;
export const GATEWAY_STATUSES = ['online', 'offline', 'never-seen'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];
export const FREQUENCY_PLANS = [
  'EU868',
  'US915',
  'AU915',
  'AS923',
  'KR920',
  'IN865',
  'CN470',
  'RU864',
] as const;

/** 16 hex digits, optionally as 8 pairs separated by ':' or '-', any case. */
export const EUI_PATTERN = /^(?:[0-9A-Fa-f]{16}|[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){6}[0-9A-Fa-f]{2})$/;
export const isEui = (value: string) => EUI_PATTERN.test(value);
/** The stored form: 16 uppercase hex digits. */
export const normalizeEui = (value: string) => value.replace(/[:-]/g, '').toUpperCase();
export const euiSchema = z
  .string({ error: INVALID_EUI })
  .trim()
  .regex(EUI_PATTERN, INVALID_EUI)
  .transform(normalizeEui);

/** Online when last heard of within the window, offline after it, never-seen before the first time. */
export function gatewayStatus(lastSeenAt: Date | string | null, now: Date = new Date()): GatewayStatus {
  if (lastSeenAt === null) return 'never-seen';
  return now.getTime() - new Date(lastSeenAt).getTime() <= GATEWAY_ONLINE_WINDOW_MS ? 'online' : 'offline';
}

export const gateway = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  eui: z.string(),
  name: z.string(),
  description: z.string(),
  frequencyPlan: z.enum(FREQUENCY_PLANS).nullable(),
  /** The company's structure it is installed in, if any. */
  structureId: z.number().int().nullable(),
  location: location.nullable(),
  status: z.enum(GATEWAY_STATUSES),
  lastSeenAt: z.string().nullable(),
  /** Of the last uplink it heard through a LoRaWAN integration: dBm and dB. */
  lastRssi: z.number().nullable(),
  lastSnr: z.number().nullable(),
  ...timestamps,
});
export type Gateway = z.infer<typeof gateway>;

const fields = {
  eui: euiSchema,
  name: placeName,
  description,
  frequencyPlan: z.enum(FREQUENCY_PLANS, { error: 'Choose a Frequency Plan' }).nullable(),
  /** One of the owning company's structures; another's is a 418 on structureId. */
  structureId: placeId.nullable(),
  location: locationInput.nullable(),
};
const bad = { 404: errorBody, 418: fieldErrors };
const params = z.object({ id: placeId });
export const GATEWAY_SORTS = ['id', 'name', 'eui', 'lastSeenAt', 'createdAt'] as const;

export const listGateways = defineEndpoint({
  method: 'GET',
  path: '/lorawan-gateway',
  summary: `LoRaWAN gateways of the companies the caller sees (name matches name or EUI; customerId narrows); sorts: ${GATEWAY_SORTS.join(', ')}`,
  tags: ['lorawan-gateway'],
  access: anyOf('p_structure_lorawan_gateways_view'),
  schemas: {
    querystring: listQuery(GATEWAY_SORTS).extend({
      customerId: customerIdSchema.optional(),
      status: z.enum(GATEWAY_STATUSES).optional(),
      structureId: placeId.optional(),
    }),
    response: { 200: paged(gateway), ...bad },
  },
});

export const createGateway = defineEndpoint({
  method: 'POST',
  path: '/lorawan-gateway',
  summary:
    "Register a gateway for the caller's company, or for the company in customerId (required for system admins); an EUI is registered once",
  tags: ['lorawan-gateway'],
  access: anyOf('p_structure_lorawan_gateways_create'),
  schemas: {
    querystring: z.object({ customerId: customerIdSchema.optional() }),
    headers: tenancyHeaders,
    body: z.strictObject({
      ...fields,
      description: description.default(''),
      frequencyPlan: fields.frequencyPlan.default(null),
      structureId: fields.structureId.default(null),
      location: fields.location.default(null),
    }),
    response: { 201: z.object({ data: gateway }), ...bad },
  },
});

export const getGateway = defineEndpoint({
  method: 'GET',
  path: '/lorawan-gateway/:id',
  summary: 'One gateway',
  tags: ['lorawan-gateway'],
  access: anyOf('p_structure_lorawan_gateways_view'),
  schemas: { params, response: { 200: z.object({ data: gateway }), ...bad } },
});

export const updateGateway = defineEndpoint({
  method: 'PUT',
  path: '/lorawan-gateway/:id',
  summary: 'Change a gateway (its EUI too)',
  tags: ['lorawan-gateway'],
  access: anyOf('p_structure_lorawan_gateways_update'),
  schemas: {
    params,
    body: z.strictObject({
      eui: fields.eui.optional(),
      name: fields.name.optional(),
      description: fields.description.optional(),
      frequencyPlan: fields.frequencyPlan.optional(),
      structureId: fields.structureId.optional(),
      location: fields.location.optional(),
    }),
    response: { 200: z.object({ data: gateway }), ...bad },
  },
});

export const deleteGateway = defineEndpoint({
  method: 'DELETE',
  path: '/lorawan-gateway/:id',
  summary: 'Delete a gateway',
  tags: ['lorawan-gateway'],
  access: anyOf('p_structure_lorawan_gateways_delete'),
  schemas: { params, response: { 204: z.null(), 404: errorBody } },
});
