import { z } from 'zod';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { normalisePlate, PLATE_MIN_LENGTH } from './plate.ts';
import {
  bad,
  companyQuery,
  customerQuery,
  idParams,
  named,
  optionalText,
  anprTags as tags,
} from './registry-common.ts';

/**
 * Vehicles (issue 20): a plate of a company, usually a resident's car. The plate is kept as typed ('Dubai A
 * 12345') and normalised (`normalisePlate`, plate.ts) for the gate's comparison; one vehicle per normalised
 * plate and company.
 */

export const vehicle = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  resident: named.nullable(),
  /** As typed. */
  plate: z.string(),
  /** As the gate compares it. */
  plateNorm: z.string(),
  make: z.string(),
  colour: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicle>;

/** A plate as printed or typed: letters (any script), digits, spaces, dashes and dots. */
export const typedPlateSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(30, 'Please Enter At Most 30 Characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} .-]*$/u, 'Only letters, digits, spaces, dashes and dots')
  .refine((v) => normalisePlate(v).length >= PLATE_MIN_LENGTH, 'Not a plate: too few letters and digits');

export const vehicleInput = z.strictObject({
  plate: typedPlateSchema,
  /** A resident of the vehicle's company; none for a company car. */
  residentId: recordId.nullable().optional(),
  make: optionalText(60).default(''),
  colour: optionalText(40).default(''),
});
export type VehicleInput = z.output<typeof vehicleInput>;

export const vehicleUpdate = z.strictObject({
  plate: typedPlateSchema.optional(),
  residentId: recordId.nullable().optional(),
  make: optionalText(60).optional(),
  colour: optionalText(40).optional(),
});
export type VehicleUpdate = z.output<typeof vehicleUpdate>;

export const VEHICLE_SORTS = ['id', 'plate', 'createdAt'] as const;
export const vehicleListQuery = listQuery(VEHICLE_SORTS).extend({
  ...customerQuery,
  residentId: recordId.optional(),
  /** Vehicles whose normalised plate contains this one's normalised form. */
  plate: z.string().max(30, 'Please Enter At Most 30 Characters').optional(),
});

const one = z.object({ data: vehicle });

export const vehicleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/anpr/vehicles',
    summary: `Neuron: the vehicles with their residents; sorts: ${VEHICLE_SORTS.join(', ')}; search (name) matches plate, make, colour or resident; filters customerId, residentId, plate (normalised, contains)`,
    tags,
    access: anyOf('p_cn_residents_view'),
    schemas: { querystring: vehicleListQuery, response: { 200: paged(vehicle), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/anpr/vehicles/:id',
    summary: 'Neuron: one vehicle',
    tags,
    access: anyOf('p_cn_residents_view'),
    schemas: { params: idParams, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/anpr/vehicles',
    summary:
      "Neuron: adds a vehicle (a resident's or the company's); its plate unique per company once normalised (418 on plate)",
    tags,
    access: anyOf('p_cn_residents_create'),
    schemas: { querystring: z.object(companyQuery), body: vehicleInput, response: { 201: one, ...bad } },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/anpr/vehicles/:id',
    summary: "Neuron: changes a vehicle's plate, resident (null: none), make or colour",
    tags,
    access: anyOf('p_cn_residents_update'),
    schemas: { params: idParams, body: vehicleUpdate, response: { 200: one, ...bad } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/anpr/vehicles/:id',
    summary: 'Neuron: deletes a vehicle and its accesses',
    tags,
    access: anyOf('p_cn_residents_delete'),
    schemas: { params: idParams, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
};
