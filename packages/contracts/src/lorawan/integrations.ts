import { z } from 'zod';
import { tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import { customerIdSchema, listQuery, placeId } from '../places/common.ts';
import { INTEGRATION_KINDS } from './kinds.ts';

/**
 * A company's LoRaWAN network-server integrations (core users group, beside the LoRaWAN gateways, under the
 * same permissions). The network server carries the secret as `Authorization: Bearer <secret>`; only its
 * SHA-256 is kept, so the secret is shown once, at creation and at each regeneration.
 */

/** Where each kind posts, under the server's public address. */
export const INGEST_PATHS = {
  chirpstack: '/api/integrations/chirpstack',
  ttn: '/api/integrations/ttn',
} as const;

export const integrationName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(120, 'Please Enter At Most 120 Characters');

export const integration = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  kind: z.enum(INTEGRATION_KINDS),
  name: z.string(),
  enabled: z.boolean(),
  /** Uplinks stored. */
  accepted: z.number().int(),
  /** Replays (same deduplication id, or a frame counter not above the last) acknowledged and dropped. */
  duplicates: z.number().int(),
  unknownDevEui: z.number().int(),
  /** Posts refused for their content: undecodable or out-of-range values, a disabled integration. */
  refused: z.number().int(),
  rateLimited: z.number().int(),
  lastUplinkAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Integration = z.infer<typeof integration>;

/** An integration with its secret: the only time the secret is seen. */
export const integrationWithSecret = integration.extend({ secret: z.string() });
export type IntegrationWithSecret = z.infer<typeof integrationWithSecret>;

export const INTEGRATION_SORTS = ['id', 'name', 'kind', 'lastUplinkAt', 'createdAt'] as const;
const params = z.object({ id: placeId });
const bad = { 404: errorBody, 418: fieldErrors };

export const listIntegrations = defineEndpoint({
  method: 'GET',
  path: '/lorawan-integration',
  summary: `LoRaWAN integrations of the companies the caller sees, with their counters (name matches; customerId narrows); sorts: ${INTEGRATION_SORTS.join(', ')}`,
  tags: ['lorawan-integration'],
  access: anyOf('p_structure_lorawan_gateways_view'),
  schemas: {
    querystring: listQuery(INTEGRATION_SORTS).extend({ customerId: customerIdSchema.optional() }),
    response: { 200: paged(integration), ...bad },
  },
});

export const createIntegration = defineEndpoint({
  method: 'POST',
  path: '/lorawan-integration',
  summary:
    "Add a ChirpStack or The Things Stack integration for the caller's company (or the company in customerId); answers its secret, shown this once",
  tags: ['lorawan-integration'],
  access: anyOf('p_structure_lorawan_gateways_create'),
  schemas: {
    querystring: z.object({ customerId: customerIdSchema.optional() }),
    headers: tenancyHeaders,
    body: z.strictObject({
      kind: z.enum(INTEGRATION_KINDS, { error: 'Choose ChirpStack or The Things Stack' }),
      name: integrationName,
    }),
    response: { 201: z.object({ data: integrationWithSecret }), ...bad },
  },
});

export const updateIntegration = defineEndpoint({
  method: 'PUT',
  path: '/lorawan-integration/:id',
  summary: 'Rename, enable or disable an integration (a disabled one refuses its posts, counted)',
  tags: ['lorawan-integration'],
  access: anyOf('p_structure_lorawan_gateways_update'),
  schemas: {
    params,
    body: z.strictObject({
      name: integrationName.optional(),
      enabled: z.boolean({ error: 'Must be true or false' }).optional(),
    }),
    response: { 200: z.object({ data: integration }), ...bad },
  },
});

export const regenerateIntegrationSecret = defineEndpoint({
  method: 'POST',
  path: '/lorawan-integration/:id/secret',
  summary: 'A new secret for an integration (the old one stops working at once); answered this once',
  tags: ['lorawan-integration'],
  access: anyOf('p_structure_lorawan_gateways_update'),
  schemas: { params, response: { 200: z.object({ data: integrationWithSecret }), ...bad } },
});

export const deleteIntegration = defineEndpoint({
  method: 'DELETE',
  path: '/lorawan-integration/:id',
  summary: 'Delete an integration (its network server is refused from then on)',
  tags: ['lorawan-integration'],
  access: anyOf('p_structure_lorawan_gateways_delete'),
  schemas: { params, response: { 204: z.null(), 404: errorBody } },
});
