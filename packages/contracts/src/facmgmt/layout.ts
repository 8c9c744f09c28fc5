import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { fmTags } from './buildings.ts';
import { SPACE_FEATURES } from './spaces.ts';

/**
 * The floor layouts of a building (places' floor plans, `GET /api/layout/:id/image` for the picture) with
 * its spaces placed on them: `x`, `y` as fractions of the plan's width and height.
 */

export const layoutSpace = z.object({
  id: z.number().int(),
  name: z.string(),
  bookable: z.boolean(),
  capacity: z.number().int().nullable(),
  features: z.array(z.enum(SPACE_FEATURES)),
  x: z.number(),
  y: z.number(),
});

export const floorLayout = z.object({
  floor: z.object({ id: z.number().int(), name: z.string(), level: z.number().int() }),
  /** The places layout of the floor; null when no plan was drawn (its spaces are then listed unplaced). */
  layoutId: z.number().int().nullable(),
  /** The plan image (fetch with the bearer token), null without one. */
  imageUrl: z.string().nullable(),
  imageEtag: z.string().nullable(),
  placed: z.array(layoutSpace),
  /** Spaces of the floor without a position. */
  unplaced: z.array(z.object({ id: z.number().int(), name: z.string(), bookable: z.boolean() })),
});
export type FloorLayout = z.infer<typeof floorLayout>;

export const layoutQuery = z.object({
  buildingId: recordId,
  floorId: recordId.optional(),
  /** Only bookable spaces on the plans (default true). */
  bookable: z.enum(['true', 'false'], { error: 'Must be true or false' }).default('true'),
});

export const layoutEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/layout',
    summary:
      "Facility booking: a building's floors (lowest first) with their places layout and the spaces positioned on them",
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_view', 'p_facility_booking_reservations_view'),
    schemas: { querystring: layoutQuery, response: { 200: paged(floorLayout), ...bad } },
  }),
};
