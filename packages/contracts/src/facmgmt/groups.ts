import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { fmCompanyQuery, fmIdParams, fmName, fmNamed, fmTags } from './buildings.ts';
import { space } from './spaces.ts';

/** Groups of spaces of one building (spec §2 `building/group/:id`): e.g. "Meeting rooms, first floor". */

export const spaceGroup = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  building: fmNamed,
  name: z.string(),
  description: z.string(),
  spaces: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SpaceGroup = z.infer<typeof spaceGroup>;

export const spaceGroupDetails = spaceGroup.extend({ members: z.array(space) });
export type SpaceGroupDetails = z.infer<typeof spaceGroupDetails>;

const memberIds = z.array(recordId).max(500, 'At Most 500 Spaces');
const description = z.string().trim().max(500, 'Please Enter At Most 500 Characters');

export const spaceGroupInput = z.strictObject({
  buildingId: recordId,
  name: fmName,
  description: description.default(''),
  /** Spaces of the building (another building's or company's is a 418 on `spaceIds`). */
  spaceIds: memberIds.default([]),
});
export type SpaceGroupInput = z.output<typeof spaceGroupInput>;

export const spaceGroupUpdate = z.strictObject({
  name: fmName.optional(),
  description: description.optional(),
  /** Replaces the members. */
  spaceIds: memberIds.optional(),
});
export type SpaceGroupUpdate = z.output<typeof spaceGroupUpdate>;

export const SPACE_GROUP_SORTS = ['id', 'name', 'createdAt'] as const;
export const spaceGroupListQuery = listQuery(SPACE_GROUP_SORTS).extend({
  ...fmCompanyQuery,
  buildingId: recordId.optional(),
});

const one = z.object({ data: spaceGroupDetails });
const nameTaken = { 409: errorBody };

export const spaceGroupEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/group',
    summary: `Facility booking: groups of spaces (filter building; sorts: ${SPACE_GROUP_SORTS.join(', ')}; search by name)`,
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_view', 'p_facility_booking_reservations_view'),
    schemas: { querystring: spaceGroupListQuery, response: { 200: paged(spaceGroup), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/facmgmt/api/group/:id',
    summary: 'Facility booking: one group of spaces with its members',
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_view', 'p_facility_booking_reservations_view'),
    schemas: { params: fmIdParams, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/facmgmt/api/group',
    summary:
      'Facility booking: a group of spaces of one building; 409 SPACE_GROUP_NAME_TAKEN in that building',
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_create'),
    schemas: { body: spaceGroupInput, response: { 201: one, ...bad, ...nameTaken } },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/facmgmt/api/group/:id',
    summary: 'Facility booking: renames a group of spaces or replaces its members',
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_update'),
    schemas: { params: fmIdParams, body: spaceGroupUpdate, response: { 200: one, ...bad, ...nameTaken } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/facmgmt/api/group/:id',
    summary: 'Facility booking: deletes a group of spaces (the spaces stay)',
    tags: fmTags,
    access: anyOf('p_facility_booking_buildings_delete'),
    schemas: { params: fmIdParams, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
};
