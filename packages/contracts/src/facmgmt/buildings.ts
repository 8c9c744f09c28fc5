import { z } from 'zod';
import { clockTime, minutesOf, timeZoneSchema } from '../access/time.ts';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { STRUCTURE_TYPES } from '../places/structures.ts';
import type { OpeningHours } from './recurrence.ts';

/**
 * Facility booking (issue 20) buildings: a building is a places structure of the company; its booking
 * settings (time zone, opening hours) live beside it. A structure without settings is a building with the
 * defaults (`configured: false`) until someone saves them.
 */

export const fmTags = ['facmgmt'];
export const fmIdParams = z.object({ id: recordId });
/** The company a call is about: the caller's own; a system admin names one. */
export const fmCompanyQuery = { companyId: recordId.optional().describe(OWN_COMPANY_BY_DEFAULT) };
export const fmNamed = z.object({ id: z.number().int(), name: z.string() });
export const fmName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(120, 'Please Enter At Most 120 Characters');
export const fmFlag = z.enum(['true', 'false'], { error: 'Must be true or false' });

/** Refusals with a code (409) the facmgmt services answer. */
export const FM_ERROR_CODES = {
  overlap: 'RESERVATION_OVERLAP',
  cancelled: 'RESERVATION_CANCELLED',
  ended: 'RESERVATION_ENDED',
  buildingExists: 'BUILDING_EXISTS',
  groupNameTaken: 'SPACE_GROUP_NAME_TAKEN',
} as const;

export const dayHours = z
  .object({ open: clockTime, close: clockTime })
  .refine((d) => d.open !== '24:00', { path: ['open'], message: 'Must be before 24:00' })
  .refine((d) => minutesOf(d.close) > minutesOf(d.open), {
    path: ['close'],
    message: 'Must Be After Opening',
  });

/** Seven entries, index 0 = Saturday (spec §9: the week starts on Saturday) … 6 = Friday; null = closed. */
export const openingHoursSchema = z
  .array(dayHours.nullable(), { error: 'Seven days, Saturday first' })
  .length(7, 'Seven days, Saturday first');

const officeDay = { open: '08:00', close: '18:00' };
/** Saturday to Thursday 08:00-18:00, Friday closed: a new building's hours until they are set. */
export const DEFAULT_OPENING_HOURS: OpeningHours = [
  officeDay,
  officeDay,
  officeDay,
  officeDay,
  officeDay,
  officeDay,
  null,
];
export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

const settings = {
  timeZone: z.string(),
  openingHours: z.array(z.object({ open: z.string(), close: z.string() }).nullable()),
};

export const building = z.object({
  /** The structure's id. */
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  type: z.enum(STRUCTURE_TYPES),
  address: z.string(),
  ...settings,
  /** Whether its booking settings were saved (else the defaults above). */
  configured: z.boolean(),
  floors: z.number().int(),
  spaces: z.number().int(),
  bookableSpaces: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Building = z.infer<typeof building>;

export const buildingFloor = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  /** The floor's places layout (floor plan), if one was drawn. */
  layoutId: z.number().int().nullable(),
  spaces: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      bookable: z.boolean(),
      capacity: z.number().int().nullable(),
    }),
  ),
});

export const buildingDetails = building.extend({
  floorList: z.array(buildingFloor),
  groups: z.array(fmNamed.extend({ spaces: z.number().int() })),
  layoutIds: z.array(z.number().int()),
});
export type BuildingDetails = z.infer<typeof buildingDetails>;

/** Either left out: the defaults a building has until its settings are saved. */
export const buildingSettingsInput = z.strictObject({
  timeZone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
  openingHours: openingHoursSchema.default(() => [...DEFAULT_OPENING_HOURS]),
});
export type BuildingSettingsInput = z.output<typeof buildingSettingsInput>;
export const buildingCreateInput = buildingSettingsInput.extend({
  /** The places structure that becomes a building. */
  structureId: recordId,
});
export type BuildingCreateInput = z.output<typeof buildingCreateInput>;

export const BUILDING_SORTS = ['id', 'name', 'createdAt'] as const;
export const buildingListQuery = listQuery(BUILDING_SORTS).extend({
  ...fmCompanyQuery,
  /** Only buildings whose settings were saved (true) or not (false). */
  configured: fmFlag.optional(),
});

const details = z.object({ data: buildingDetails });

export const buildingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/building',
    summary: `Facility booking: the company's buildings (its structures) with their booking settings and counts; sorts: ${BUILDING_SORTS.join(', ')}; search by name`,
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_view'),
    schemas: { querystring: buildingListQuery, response: { 200: paged(building), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/building/:id',
    summary: 'Facility booking: one building with its floors, spaces, groups of spaces and floor layouts',
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_view'),
    schemas: { params: fmIdParams, response: { 200: details, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/facmgmt/api/building',
    summary:
      "Facility booking: saves a structure's booking settings (time zone, opening hours Saturday first); 409 BUILDING_EXISTS when saved before",
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_create'),
    schemas: { body: buildingCreateInput, response: { 201: details, 409: errorBody, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/facmgmt/api/building/:id',
    summary:
      "Facility booking: sets a building's time zone and opening hours (saved the first time if never saved)",
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_update'),
    schemas: { params: fmIdParams, body: buildingSettingsInput, response: { 200: details, ...bad } },
  }),
};
