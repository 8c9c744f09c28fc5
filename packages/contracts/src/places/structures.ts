import { z } from 'zod';
import { tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import {
  companyParams,
  customerIdSchema,
  listQuery,
  location,
  locationInput,
  placeId,
  placeName,
  timestamps,
} from './common.ts';
import { LAYOUT_IMAGE_MAX_BYTES, LAYOUT_IMAGE_TYPES } from './layouts.ts';

/**
 * Structures (spec §2 core structures, §7 "Structure, asset, area"): a company's buildings, each with
 * floors and spaces on floors; a structure may sit inside another one (an inner structure).
 */

export const STRUCTURE_TYPES = [
  'building',
  'campus',
  'tower',
  'villa',
  'apartment',
  'office',
  'warehouse',
  'factory',
  'school',
  'hospital',
  'hotel',
  'mall',
  'parking',
  'outdoor',
  'other',
] as const;
export type StructureType = (typeof STRUCTURE_TYPES)[number];

export const SPACE_TYPES = [
  'room',
  'office',
  'meeting_room',
  'hall',
  'corridor',
  'lobby',
  'kitchen',
  'bathroom',
  'storage',
  'server_room',
  'parking',
  'other',
] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];

/** Floor levels: negative below ground. */
export const FLOOR_LEVELS = { min: -20, max: 200 } as const;
/** Floors one request may add (create, or v2 add-floors). */
export const MAX_FLOORS_PER_REQUEST = 100;

const level = z
  .number({ error: 'Please Enter a Number' })
  .int('Please Enter a Whole Number')
  .min(FLOOR_LEVELS.min, `Please Enter a Number Between ${FLOOR_LEVELS.min} and ${FLOOR_LEVELS.max}`)
  .max(FLOOR_LEVELS.max, `Please Enter a Number Between ${FLOOR_LEVELS.min} and ${FLOOR_LEVELS.max}`);

export const space = z.object({
  id: z.number().int(),
  floorId: z.number().int(),
  structureId: z.number().int(),
  name: z.string(),
  type: z.enum(SPACE_TYPES),
  /** Square metres, when known. */
  areaSqm: z.number().nullable(),
  ...timestamps,
});
export type Space = z.infer<typeof space>;

export const floor = z.object({
  id: z.number().int(),
  structureId: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  spacesCount: z.number().int(),
  /** The floor's layout (floor plan with device markers), once a plan was uploaded. */
  layoutId: z.number().int().nullable(),
  ...timestamps,
});
export type Floor = z.infer<typeof floor>;
export const floorWithSpaces = floor.extend({ spaces: z.array(space) });
export type FloorWithSpaces = z.infer<typeof floorWithSpaces>;

export const structure = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The structure this one sits in; null for a top-level structure. */
  parentId: z.number().int().nullable(),
  type: z.enum(STRUCTURE_TYPES),
  name: z.string(),
  /** Postal address as written by the user. */
  address: z.string(),
  /** Map position and the address the location picker resolved (spec §3). */
  location,
  floorsCount: z.number().int(),
  spacesCount: z.number().int(),
  innerStructuresCount: z.number().int(),
  ...timestamps,
});
export type Structure = z.infer<typeof structure>;

export const structureDetail = structure.extend({
  floors: z.array(floorWithSpaces),
  innerStructures: z.array(structure.pick({ id: true, name: true, type: true })),
});
export type StructureDetail = z.infer<typeof structureDetail>;

const floorInput = z.strictObject({ name: placeName, level });

const structureBody = {
  type: z.enum(STRUCTURE_TYPES, { error: 'Choose a structure type' }),
  name: placeName,
  address: z.string().trim().max(300, 'Please Enter At Most 300 Characters'),
  location: locationInput,
  /** A structure of the same company; another company's is a 418 on `parentId`. */
  parentId: placeId.nullable(),
};

const structureParams = companyParams.extend({ structureId: placeId });
const floorParams = companyParams.extend({ floorId: placeId });
const spaceParams = companyParams.extend({ spaceId: placeId });
const scopeQuery = { customerId: customerIdSchema.optional() };
const bad = { 404: errorBody, 418: fieldErrors };
const one = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const STRUCTURE_SORTS = ['id', 'name', 'type', 'createdAt', 'updatedAt'] as const;

export const listStructures = defineEndpoint({
  method: 'GET',
  path: '/company/:id/structure',
  summary:
    "Structures of a company (customerId: a served customer's, ':none' every served customer's); sorts: " +
    STRUCTURE_SORTS.join(', '),
  tags: ['structure'],
  access: anyOf('p_structure_view'),
  schemas: {
    params: companyParams,
    querystring: listQuery(STRUCTURE_SORTS).extend({
      ...scopeQuery,
      type: z.enum(STRUCTURE_TYPES).optional(),
      /** Only the structures inside this one. */
      parentId: placeId.optional(),
      /** `true`: top-level structures only. */
      topLevel: z.enum(['true', 'false']).optional(),
    }),
    response: { 200: paged(structure), ...bad },
  },
});

export const createStructure = defineEndpoint({
  method: 'POST',
  path: '/company/:id/structure',
  summary: 'Create a structure (with its first floors); customerId: create it for a served customer',
  tags: ['structure'],
  access: anyOf('p_structure_create'),
  schemas: {
    params: companyParams,
    querystring: z.object(scopeQuery),
    headers: tenancyHeaders,
    body: z.strictObject({
      ...structureBody,
      address: structureBody.address.default(''),
      parentId: structureBody.parentId.default(null),
      floors: z.array(floorInput).max(MAX_FLOORS_PER_REQUEST).default([]),
    }),
    response: { 201: one(structureDetail), ...bad },
  },
});

export const getStructure = defineEndpoint({
  method: 'GET',
  path: '/company/:id/structure/:structureId',
  summary: 'One structure with its floors, their spaces and its inner structures',
  tags: ['structure'],
  access: anyOf('p_structure_view'),
  schemas: { params: structureParams, response: { 200: one(structureDetail), ...bad } },
});

export const updateStructure = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/structure/:structureId',
  summary: 'Change a structure; parentId null makes it top-level (a structure cannot sit inside itself)',
  tags: ['structure'],
  access: anyOf('p_structure_update'),
  schemas: {
    params: structureParams,
    body: z.strictObject({
      type: structureBody.type.optional(),
      name: structureBody.name.optional(),
      address: structureBody.address.optional(),
      location: structureBody.location.optional(),
      parentId: structureBody.parentId.optional(),
    }),
    response: { 200: one(structureDetail), ...bad },
  },
});

export const deleteStructure = defineEndpoint({
  method: 'DELETE',
  path: '/company/:id/structure/:structureId',
  summary: 'Delete a structure with its floors, spaces and layouts (409 while it has inner structures)',
  tags: ['structure'],
  access: anyOf('p_structure_delete'),
  schemas: { params: structureParams, response: { 204: z.null(), 404: errorBody, 409: errorBody } },
});

export const structureCounts = z.object({
  /** Every structure, inner ones included. */
  structures: z.number().int(),
  /** Those that sit inside another structure. */
  innerStructures: z.number().int(),
  floors: z.number().int(),
  spaces: z.number().int(),
  byType: z.array(z.object({ type: z.enum(STRUCTURE_TYPES), count: z.number().int() })),
});
export type StructureCounts = z.infer<typeof structureCounts>;

export const companyStructureMeta = defineEndpoint({
  method: 'GET',
  path: '/company/:id/structure/meta',
  summary: 'Counts of a company’s structures, floors and spaces (customerId as in the list)',
  tags: ['structure'],
  access: anyOf('p_structure_view'),
  schemas: {
    params: companyParams,
    querystring: z.object(scopeQuery),
    response: { 200: one(structureCounts), ...bad },
  },
});

export const listInnerStructures = defineEndpoint({
  method: 'GET',
  path: '/company/:id/structure/inner-structure',
  summary: 'Structures that sit inside another one (parentId: inside that one); sorts as the list',
  tags: ['structure'],
  access: anyOf('p_structure_view'),
  schemas: {
    params: companyParams,
    querystring: listQuery(STRUCTURE_SORTS).extend({ ...scopeQuery, parentId: placeId.optional() }),
    response: { 200: paged(structure), ...bad },
  },
});

export const getFloor = defineEndpoint({
  method: 'GET',
  path: '/company/:id/structure/floor/:floorId',
  summary: 'One floor with its spaces',
  tags: ['structure'],
  access: anyOf('p_structure_view'),
  schemas: { params: floorParams, response: { 200: one(floorWithSpaces), ...bad } },
});

export const createFloor = defineEndpoint({
  method: 'POST',
  path: '/company/:id/structure/floor',
  summary: 'Add a floor to a structure (one floor per level)',
  tags: ['structure'],
  access: anyOf('p_structure_update'),
  schemas: {
    params: companyParams,
    body: floorInput.extend({ structureId: placeId }),
    response: { 201: one(floorWithSpaces), ...bad },
  },
});

export const updateFloor = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/structure/floor/:floorId',
  summary: 'Rename a floor or move it to another level',
  tags: ['structure'],
  access: anyOf('p_structure_update'),
  schemas: {
    params: floorParams,
    body: z.strictObject({ name: placeName.optional(), level: level.optional() }),
    response: { 200: one(floorWithSpaces), ...bad },
  },
});

export const deleteFloor = defineEndpoint({
  method: 'DELETE',
  path: '/company/:id/structure/floor/:floorId',
  summary: 'Delete a floor with its spaces and layout',
  tags: ['structure'],
  access: anyOf('p_structure_update'),
  schemas: { params: floorParams, response: { 204: z.null(), 404: errorBody } },
});

const spaceInput = {
  name: placeName,
  type: z.enum(SPACE_TYPES, { error: 'Choose a space type' }),
  areaSqm: z
    .number({ error: 'Please Enter a Number' })
    .positive('Please Enter a Number Greater Than 0')
    .nullable(),
};

export const getSpace = defineEndpoint({
  method: 'GET',
  path: '/company/:id/structure/space/:spaceId',
  summary: 'One space',
  tags: ['structure'],
  access: anyOf('p_structure_view'),
  schemas: { params: spaceParams, response: { 200: one(space), ...bad } },
});

export const createSpace = defineEndpoint({
  method: 'POST',
  path: '/company/:id/structure/space',
  summary: "Add a space to a floor; another company's floor is a 418 on floorId",
  tags: ['structure'],
  access: anyOf('p_structure_update'),
  schemas: {
    params: companyParams,
    body: z.strictObject({ ...spaceInput, areaSqm: spaceInput.areaSqm.default(null), floorId: placeId }),
    response: { 201: one(space), ...bad },
  },
});

export const updateSpace = defineEndpoint({
  method: 'PUT',
  path: '/company/:id/structure/space/:spaceId',
  summary: 'Change a space, or move it to another floor of the same structure',
  tags: ['structure'],
  access: anyOf('p_structure_update'),
  schemas: {
    params: spaceParams,
    body: z.strictObject({
      name: spaceInput.name.optional(),
      type: spaceInput.type.optional(),
      areaSqm: spaceInput.areaSqm.optional(),
      floorId: placeId.optional(),
    }),
    response: { 200: one(space), ...bad },
  },
});

export const deleteSpace = defineEndpoint({
  method: 'DELETE',
  path: '/company/:id/structure/space/:spaceId',
  summary: 'Delete a space (device markers in it stay on the plan, without a space)',
  tags: ['structure'],
  access: anyOf('p_structure_update'),
  schemas: { params: spaceParams, response: { 204: z.null(), 404: errorBody } },
});

export const structureSearchItem = structure.pick({
  id: true,
  companyId: true,
  companyName: true,
  parentId: true,
  type: true,
  name: true,
  address: true,
});
export type StructureSearchItem = z.infer<typeof structureSearchItem>;

export const searchStructures = defineEndpoint({
  method: 'GET',
  path: '/structure/search',
  summary:
    "Structures of every company the caller sees, for pickers and filters (customerId narrows; ':me' own company)",
  tags: ['structure'],
  access: anyOf('p_structure_view'),
  schemas: {
    querystring: listQuery(STRUCTURE_SORTS).extend({
      ...scopeQuery,
      type: z.enum(STRUCTURE_TYPES).optional(),
    }),
    response: { 200: paged(structureSearchItem), ...bad },
  },
});

export const structureMeta = z.object({
  types: z.array(z.enum(STRUCTURE_TYPES)),
  spaceTypes: z.array(z.enum(SPACE_TYPES)),
  floorLevels: z.object({ min: z.number().int(), max: z.number().int() }),
  maxFloorsPerRequest: z.number().int(),
  layoutImage: z.object({ maxBytes: z.number().int(), types: z.array(z.string()) }),
});

export const getStructureMeta = defineEndpoint({
  method: 'GET',
  path: '/structure/meta',
  summary: 'Choices and limits of structure forms: types, space types, floor levels, floor plan limits',
  tags: ['structure'],
  access: anyOf('p_structure_view'),
  schemas: { response: { 200: one(structureMeta) } },
});

export const STRUCTURE_META: z.infer<typeof structureMeta> = {
  types: [...STRUCTURE_TYPES],
  spaceTypes: [...SPACE_TYPES],
  floorLevels: { ...FLOOR_LEVELS },
  maxFloorsPerRequest: MAX_FLOORS_PER_REQUEST,
  layoutImage: { maxBytes: LAYOUT_IMAGE_MAX_BYTES, types: [...LAYOUT_IMAGE_TYPES] },
};

export const FLOOR_SORTS = ['level', 'name', 'createdAt'] as const;
const v2Params = z.object({ structureId: placeId });

export const listFloorsV2 = defineEndpoint({
  method: 'GET',
  path: '/structure/v2/:structureId/floors',
  summary: `Floors of a structure with their spaces (assets v2 screens), by level; sorts: ${FLOOR_SORTS.join(', ')}`,
  tags: ['structure'],
  access: anyOf('p_structure_view'),
  schemas: {
    params: v2Params,
    querystring: listQuery(FLOOR_SORTS),
    response: { 200: paged(floorWithSpaces), ...bad },
  },
});

export const addFloorsV2 = defineEndpoint({
  method: 'POST',
  path: '/structure/v2/:structureId/floors',
  summary: 'Add several floors at once (assets v2 add-floors); each level once per structure',
  tags: ['structure'],
  access: anyOf('p_structure_update'),
  schemas: {
    params: v2Params,
    body: z.strictObject({
      floors: z.array(floorInput).min(1, 'Add at Least One Floor').max(MAX_FLOORS_PER_REQUEST),
    }),
    response: { 201: z.object({ data: z.array(floorWithSpaces) }), ...bad },
  },
});
