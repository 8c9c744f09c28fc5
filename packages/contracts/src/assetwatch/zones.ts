import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { AW_API, awCompanyQuery, awIdParams, awName, awNamed, awTags } from './common.ts';

/**
 * Indoor zones: an area of a floor drawn on its layout (points as fractions of the plan, 0..1 from the
 * top-left corner, like the layout's device markers), heard through a BLE beacon id and/or a LoRaWAN gateway.
 * A tag reporting that beacon, or heard best by that gateway, is in the zone. A forbidden zone raises an
 * alarm when an asset enters it.
 */

const fraction = z
  .number({ error: 'Must be a number' })
  .min(0, 'Must be between 0 and 1')
  .max(1, 'Must be between 0 and 1');
export const zonePoint = z.object({ x: fraction, y: fraction });
export type ZonePoint = z.infer<typeof zonePoint>;
const polygon = z
  .array(zonePoint)
  .min(3, 'A Zone Needs at Least 3 Points')
  .max(100, 'A Zone Has at Most 100 Points');
export const beaconId = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(0, 'Must be between 0 and 65535')
  .max(65_535, 'Must be between 0 and 65535');
export const gatewayEui = z
  .string({ error: 'Required' })
  .trim()
  .regex(/^[0-9A-Fa-f]{16}$/, 'Must be 16 hexadecimal digits')
  .transform((v) => v.toUpperCase());

export const indoorZone = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  structure: awNamed,
  floor: awNamed,
  polygon: z.array(zonePoint),
  beacon: z.number().int().nullable(),
  gatewayEui: z.string().nullable(),
  forbidden: z.boolean(),
  /** Assets in the zone now. */
  assets: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IndoorZone = z.infer<typeof indoorZone>;

/** A new zone's outline when none is drawn: a triangle near the plan's top-left corner. */
export const DEFAULT_ZONE_OUTLINE: readonly ZonePoint[] = [
  { x: 0.1, y: 0.1 },
  { x: 0.4, y: 0.1 },
  { x: 0.4, y: 0.4 },
];

export const zoneInput = z.strictObject({
  /** A floor of the company's structures (another's is a 418 on floorId). */
  floorId: recordId,
  name: awName,
  polygon: polygon.default(() => DEFAULT_ZONE_OUTLINE.map((p) => ({ ...p }))),
  beacon: beaconId.nullable().default(null),
  gatewayEui: gatewayEui.nullable().default(null),
  forbidden: z.boolean({ error: 'Must be true or false' }).default(false),
});
export type ZoneInput = z.output<typeof zoneInput>;
export const zoneUpdate = z.strictObject({
  name: awName.optional(),
  polygon: polygon.optional(),
  beacon: beaconId.nullable().optional(),
  gatewayEui: gatewayEui.nullable().optional(),
  forbidden: z.boolean({ error: 'Must be true or false' }).optional(),
});
export type ZoneUpdate = z.output<typeof zoneUpdate>;

export const ZONE_SORTS = ['id', 'name', 'createdAt'] as const;
const one = z.object({ data: indoorZone });
/** The beacon id or gateway EUI already names another zone of the company (AW_NAME_TAKEN). */
const taken = { 409: errorBody };

export const zoneEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/zone`,
    summary: `Asset watch: indoor zones (filter structure, floor; search by name; sorts: ${ZONE_SORTS.join(', ')})`,
    tags: awTags,
    access: anyOf('p_asset_zones_view', 'p_asset_view'),
    schemas: {
      querystring: listQuery(ZONE_SORTS).extend({
        ...awCompanyQuery,
        structureId: recordId.optional(),
        floorId: recordId.optional(),
      }),
      response: { 200: paged(indoorZone), ...bad },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${AW_API}/zone/:id`,
    summary: 'Asset watch: one indoor zone',
    tags: awTags,
    access: anyOf('p_asset_zones_view', 'p_asset_view'),
    schemas: { params: awIdParams, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${AW_API}/zone`,
    summary: 'Asset watch: draws an indoor zone on a floor; 409 AW_NAME_TAKEN for a beacon or gateway in use',
    tags: awTags,
    access: anyOf('p_asset_zones_create'),
    schemas: {
      querystring: z.object(awCompanyQuery),
      body: zoneInput,
      response: { 201: one, ...bad, ...taken },
    },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${AW_API}/zone/:id`,
    summary: 'Asset watch: changes an indoor zone',
    tags: awTags,
    access: anyOf('p_asset_zones_update'),
    schemas: { params: awIdParams, body: zoneUpdate, response: { 200: one, ...bad, ...taken } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${AW_API}/zone/:id`,
    summary: 'Asset watch: deletes an indoor zone (positions in it keep their time, without the zone)',
    tags: awTags,
    access: anyOf('p_asset_zones_delete'),
    schemas: { params: awIdParams, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
};

export interface ZoneKeys {
  id: number;
  beacon: number | null;
  gatewayEui: string | null;
}

/**
 * Which zone a tag's uplink puts it in: the zone of the beacon it heard; else the zone bound to the best
 * gateway that heard it (gateways best first) that has one; else none.
 */
export function zoneOfUplink(
  zones: readonly ZoneKeys[],
  heard: { beacon?: number | undefined; gateways?: readonly string[] },
): number | null {
  if (heard.beacon !== undefined) {
    const byBeacon = zones.find((z) => z.beacon === heard.beacon);
    if (byBeacon) return byBeacon.id;
  }
  for (const eui of heard.gateways ?? []) {
    const byGateway = zones.find((z) => z.gatewayEui === eui.toUpperCase());
    if (byGateway) return byGateway.id;
  }
  return null;
}

/** Whether a point of the plan is inside a zone's polygon (even-odd rule). */
export function pointInZone(p: ZonePoint, polygon: readonly ZonePoint[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as ZonePoint;
    const b = polygon[j] as ZonePoint;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The middle of a zone (its points' average): where the plan draws the assets in it. */
export function zoneCentre(polygon: readonly ZonePoint[]): ZonePoint {
  const n = polygon.length || 1;
  return {
    x: polygon.reduce((s, p) => s + p.x, 0) / n,
    y: polygon.reduce((s, p) => s + p.y, 0) / n,
  };
}
