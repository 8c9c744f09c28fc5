import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { isIsoDate } from '../validation/dates.ts';
import { phoneNumberSchema } from '../validation/phone.ts';
import {
  companyQuery,
  fleetName,
  named,
  nullableId,
  idParams as params,
  fleetTags as tags,
} from './tracking-common.ts';

/**
 * Drivers (issue 19): a company's drivers with their licence, optionally a user of the company (one whose
 * fleetRole is Driver), and the vehicle each drives (a vehicle names its driver).
 */

export const driver = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  licenceNumber: z.string(),
  /** YYYY-MM-DD. */
  licenceExpiry: z.string().nullable(),
  licenceExpired: z.boolean(),
  userId: z.number().int().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  /** The vehicle whose driver this is, if any. */
  vehicle: named.extend({ plate: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Driver = z.infer<typeof driver>;

const licenceNumber = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(40, 'Please Enter At Most 40 Characters');
const isoDay = z
  .string({ error: 'Must be a date (YYYY-MM-DD)' })
  .refine(isIsoDate, 'Must be a date (YYYY-MM-DD)');

export const driverInput = z.strictObject({
  name: fleetName,
  phone: phoneNumberSchema.nullable().optional(),
  licenceNumber,
  licenceExpiry: isoDay.nullable().optional(),
  /** A user of the same company, driver of no other record. */
  userId: nullableId.optional(),
});
export type DriverInput = z.output<typeof driverInput>;

export const driverUpdate = z.strictObject({
  name: fleetName.optional(),
  phone: phoneNumberSchema.nullable().optional(),
  licenceNumber: licenceNumber.optional(),
  licenceExpiry: isoDay.nullable().optional(),
  userId: nullableId.optional(),
});
export type DriverUpdate = z.output<typeof driverUpdate>;

export const DRIVER_SORTS = ['id', 'name', 'licenceExpiry', 'createdAt'] as const;

const one = z.object({ data: driver });

export const driverEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/fleet/driver',
    summary:
      'Fleet: the drivers of the company with licence and vehicle (paged, searched by name or licence)',
    tags,
    access: anyOf('p_fleet_drivers_view'),
    schemas: {
      querystring: listQuery(DRIVER_SORTS).extend({
        ...companyQuery,
        /** Drivers with (true) or without (false) a vehicle. */
        assigned: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
      }),
      response: { 200: paged(driver), ...bad },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/fleet/driver/:id',
    summary: 'Fleet: one driver',
    tags,
    access: anyOf('p_fleet_drivers_view'),
    schemas: { params, response: { 200: one, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/fleet/driver',
    summary: 'Fleet: adds a driver',
    tags,
    access: anyOf('p_fleet_drivers_create'),
    schemas: {
      querystring: z.object(companyQuery),
      body: driverInput,
      response: { 201: one, ...bad },
    },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/fleet/driver/:id',
    summary: "Fleet: changes a driver's name, phone, licence or user (null clears)",
    tags,
    access: anyOf('p_fleet_drivers_update'),
    schemas: { params, body: driverUpdate, response: { 200: one, ...bad } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/fleet/driver/:id',
    summary: 'Fleet: deletes a driver; their vehicle stays, with no driver',
    tags,
    access: anyOf('p_fleet_drivers_delete'),
    schemas: { params, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
};
