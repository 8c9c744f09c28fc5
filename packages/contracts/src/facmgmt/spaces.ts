import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { SPACE_TYPES } from '../places/structures.ts';
import { fmCompanyQuery, fmFlag, fmIdParams, fmNamed, fmTags, openingHoursSchema } from './buildings.ts';

/**
 * Bookable spaces: a places space on a floor of a building, made bookable with its capacity, features,
 * own opening hours (else the building's), booking length limits and its position on the floor layout.
 */

export const SPACE_FEATURES = [
  'projector',
  'whiteboard',
  'video',
  'screen',
  'phone',
  'wheelchair',
  'kitchen',
  'window',
] as const;
export type SpaceFeature = (typeof SPACE_FEATURES)[number];

export const BOOKING_MINUTES = { min: 15, max: 24 * 60 } as const;

/** A point on the floor plan as fractions of its width and height (0 to 1), as places' device markers. */
export const layoutPoint = z.object({
  x: z.number({ error: 'Please Enter a Number' }).min(0, 'Between 0 and 1').max(1, 'Between 0 and 1'),
  y: z.number({ error: 'Please Enter a Number' }).min(0, 'Between 0 and 1').max(1, 'Between 0 and 1'),
});

export const space = z.object({
  /** The places space's id. */
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  type: z.enum(SPACE_TYPES),
  building: fmNamed,
  floor: fmNamed.extend({ level: z.number().int() }),
  bookable: z.boolean(),
  capacity: z.number().int().nullable(),
  features: z.array(z.enum(SPACE_FEATURES)),
  /** The space's own hours (index 0 = Saturday), or null to follow the building's. */
  openingHours: z.array(z.object({ open: z.string(), close: z.string() }).nullable()).nullable(),
  /** The hours that apply: its own or the building's, in the building's time zone. */
  effectiveOpeningHours: z.array(z.object({ open: z.string(), close: z.string() }).nullable()),
  timeZone: z.string(),
  position: layoutPoint.nullable(),
  layoutId: z.number().int().nullable(),
  minMinutes: z.number().int(),
  maxMinutes: z.number().int(),
  groups: z.array(fmNamed),
});
export type Space = z.infer<typeof space>;

const minutes = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(BOOKING_MINUTES.min, `Must be between ${BOOKING_MINUTES.min} and ${BOOKING_MINUTES.max}`)
  .max(BOOKING_MINUTES.max, `Must be between ${BOOKING_MINUTES.min} and ${BOOKING_MINUTES.max}`);

export const spaceUpdate = z
  .strictObject({
    bookable: z.boolean().optional(),
    capacity: z.coerce
      .number({ error: 'Must be a number' })
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(10_000, 'Must be at most 10000')
      .nullable()
      .optional(),
    features: z
      .array(z.enum(SPACE_FEATURES, { error: `One of ${SPACE_FEATURES.join(', ')}` }))
      .max(SPACE_FEATURES.length)
      .optional(),
    openingHours: openingHoursSchema.nullable().optional(),
    position: layoutPoint.nullable().optional(),
    minMinutes: minutes.optional(),
    maxMinutes: minutes.optional(),
  })
  .refine((s) => s.minMinutes === undefined || s.maxMinutes === undefined || s.maxMinutes >= s.minMinutes, {
    path: ['maxMinutes'],
    message: 'Must be at least the minimum',
  });
export type SpaceUpdate = z.output<typeof spaceUpdate>;

/** `features=projector,video`: spaces with every one named. */
export const featureList = z
  .string()
  .max(200)
  .transform((v) =>
    v
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(SPACE_FEATURES, { error: `One of ${SPACE_FEATURES.join(', ')}` })));

export const SPACE_SORTS = ['id', 'name', 'capacity'] as const;
export const spaceListQuery = listQuery(SPACE_SORTS).extend({
  ...fmCompanyQuery,
  buildingId: recordId.optional(),
  floorId: recordId.optional(),
  groupId: recordId.optional(),
  /** Spaces holding at least this many people. */
  capacity: recordId.optional(),
  features: featureList.optional(),
  bookable: fmFlag.optional(),
});

const one = z.object({ data: space });

export const spaceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/space',
    summary: `Facility booking: the spaces of the company's buildings with their booking settings; filters building, floor, group, capacity (at least), features (all of, comma separated), bookable; sorts: ${SPACE_SORTS.join(', ')}`,
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_view', 'p_facility_booking_reservations_view'),
    schemas: { querystring: spaceListQuery, response: { 200: paged(space), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/space/:id',
    summary: 'Facility booking: one space with its booking settings',
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_view', 'p_facility_booking_reservations_view'),
    schemas: { params: fmIdParams, response: { 200: one, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/facmgmt/api/space/:id',
    summary:
      "Facility booking: makes a space bookable or not and sets its capacity, features, own opening hours (null: the building's), booking length limits and position on the floor layout",
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_update'),
    schemas: { params: fmIdParams, body: spaceUpdate, response: { 200: one, ...bad } },
  }),
};
