import { z } from 'zod';
import { anyOf, authenticated, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import {
  anprName,
  bad,
  companyQuery,
  customerQuery,
  idParams,
  named,
  anprTags as tags,
} from './registry-common.ts';
import { vehicle } from './vehicles.ts';

/**
 * Residents (issue 20): the people whose cars pass the gates, each of one company, living or working in some
 * of its structures, optionally a user of the platform (their own profile: `GET /anpr/residents/me`).
 */

export const resident = z.object({
  id: z.number().int(),
  company: named,
  /** The platform user this resident is (at most one resident per user). */
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  structures: z.array(named),
  vehicles: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resident = z.infer<typeof resident>;

const email = z
  .string()
  .trim()
  .max(254, 'Please Enter At Most 254 Characters')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Must be an email address');
const phone = z
  .string()
  .trim()
  .max(32, 'Please Enter At Most 32 Characters')
  .regex(/^(\+?[0-9 ()-]*)$/, 'Only digits, spaces, +, ( ) and -');
export const MAX_RESIDENT_STRUCTURES = 50;
const structureIds = z
  .array(recordId)
  .max(MAX_RESIDENT_STRUCTURES, `At Most ${MAX_RESIDENT_STRUCTURES} Structures`);

export const residentInput = z.strictObject({
  name: anprName,
  email: email.default(''),
  phone: phone.default(''),
  /** A user of the resident's company (their `profile/me`), on no other resident. */
  userId: recordId.nullable().optional(),
  /** Structures of the resident's company. */
  structureIds: structureIds.default([]),
});
export type ResidentInput = z.output<typeof residentInput>;

export const residentUpdate = z.strictObject({
  name: anprName.optional(),
  email: email.optional(),
  phone: phone.optional(),
  userId: recordId.nullable().optional(),
  structureIds: structureIds.optional(),
});
export type ResidentUpdate = z.output<typeof residentUpdate>;

export const structuresInput = z.strictObject({ structureIds });

export const RESIDENT_SORTS = ['id', 'name', 'createdAt'] as const;
export const residentListQuery = listQuery(RESIDENT_SORTS).extend({
  ...customerQuery,
  structureId: recordId.optional(),
});

/** The code of `GET /anpr/residents/me` for a user who is no resident. */
export const NOT_A_RESIDENT = 'NOT_A_RESIDENT';

const one = z.object({ data: resident });
const view = anyOf('p_cn_residents_view');

export const residentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/anpr/residents',
    summary: `Neuron: the residents with their structures and vehicle counts; sorts: ${RESIDENT_SORTS.join(', ')}; search (name) matches name, email, phone or a plate; filters customerId, structureId`,
    tags,
    access: view,
    schemas: { querystring: residentListQuery, response: { 200: paged(resident), ...bad } },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/anpr/residents/me',
    summary: `Neuron: the signed-in user's resident profile with their vehicles (404 ${NOT_A_RESIDENT} when they are no resident)`,
    tags,
    access: authenticated,
    schemas: {
      response: {
        200: z.object({ data: resident, vehicles: z.array(vehicle) }),
        404: errorBody,
      },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/anpr/residents/:id',
    summary: 'Neuron: one resident',
    tags,
    access: view,
    schemas: { params: idParams, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/anpr/residents',
    summary: 'Neuron: adds a resident, optionally a user of the company and their structures',
    tags,
    access: anyOf('p_cn_residents_create'),
    schemas: { querystring: z.object(companyQuery), body: residentInput, response: { 201: one, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/anpr/residents/:id',
    summary: "Neuron: changes a resident's name, email, phone, user or structures (userId null unlinks)",
    tags,
    access: anyOf('p_cn_residents_update'),
    schemas: { params: idParams, body: residentUpdate, response: { 200: one, ...bad } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/anpr/residents/:id',
    summary: 'Neuron: deletes a resident, their vehicles and their accesses',
    tags,
    access: anyOf('p_cn_residents_delete'),
    schemas: { params: idParams, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
  structures: defineEndpoint({
    method: 'GET',
    path: '/anpr/residents/:id/structures',
    summary: "Neuron: a resident's structures",
    tags,
    access: view,
    schemas: { params: idParams, response: { 200: z.object({ data: z.array(named) }), ...bad } },
  }),
  setStructures: defineEndpoint({
    method: 'PUT',
    path: '/anpr/residents/:id/structures',
    summary: "Neuron: replaces a resident's structures (structures of the resident's company)",
    tags,
    access: anyOf('p_cn_residents_update'),
    schemas: {
      params: idParams,
      body: structuresInput,
      response: { 200: z.object({ data: z.array(named) }), ...bad },
    },
  }),
  vehicles: defineEndpoint({
    method: 'GET',
    path: '/anpr/residents/:id/vehicles',
    summary: "Neuron: a resident's vehicles and plates",
    tags,
    access: view,
    schemas: { params: idParams, response: { 200: z.object({ data: z.array(vehicle) }), ...bad } },
  }),
};
