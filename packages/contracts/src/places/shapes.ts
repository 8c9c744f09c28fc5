import { z } from 'zod';
import { latLngSchema } from '../validation/location.ts';

/** Map shapes of spec §3: circle (centre, radius in metres), polygon (path), rectangle (bounds). */

/** Spec §9: where a new location starts, and where an empty map is centred. */
export const MAP_DEFAULTS = {
  location: { lat: 30, lng: 30 },
  center: { lat: 10, lng: 10 },
  zoom: 3,
} as const;

export type LatLng = { lat: number; lng: number };

export const INVALID_RADIUS = 'Radius Must Be Greater Than 0';
export const INVALID_POLYGON = 'A Polygon Needs at Least 3 Distinct Points';
export const INVALID_BOUNDS = 'North Must Be Above South';

export const circleShape = z.object({
  type: z.literal('circle'),
  center: latLngSchema,
  radius: z.number({ error: INVALID_RADIUS }).positive(INVALID_RADIUS),
});

export const polygonShape = z.object({
  type: z.literal('polygon'),
  /** Open ring: the last point is not a repeat of the first. */
  path: z.array(latLngSchema).min(3, INVALID_POLYGON),
});

/** `west` greater than `east` means the rectangle crosses the antimeridian. */
export const rectangleShape = z.object({
  type: z.literal('rectangle'),
  bounds: z
    .object({
      north: latLngSchema.shape.lat,
      south: latLngSchema.shape.lat,
      east: latLngSchema.shape.lng,
      west: latLngSchema.shape.lng,
    })
    .refine((b) => b.north > b.south, { message: INVALID_BOUNDS, path: ['north'] }),
});

export const mapShape = z.discriminatedUnion('type', [circleShape, polygonShape, rectangleShape]);

export type CircleShape = z.output<typeof circleShape>;
export type PolygonShape = z.output<typeof polygonShape>;
export type RectangleShape = z.output<typeof rectangleShape>;
export type MapShape = z.output<typeof mapShape>;

/** A marker of spec §3. */
export interface MapMarker extends LatLng {
  id: string | number;
  label?: string;
  icon?: string;
}
