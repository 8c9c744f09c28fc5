import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { DEFAULT_STOP_MINUTES, liveVehicle, MAX_TRACK_DAYS, track, VEHICLE_STATES } from './positions.ts';
import {
  companyQuery,
  fleetName,
  named,
  nullableId,
  optionalText,
  idParams as params,
  fleetTags as tags,
} from './tracking-common.ts';

/**
 * Vehicles (issue 19): a company's vehicle with its tracker (a device of app fleet, at most one vehicle per
 * tracker), driver and group; suspend and unsuspend (spec §4). Vehicle groups sort them.
 */

export const vehicle = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  plate: z.string(),
  make: z.string(),
  model: z.string(),
  deviceId: z.number().int().nullable(),
  device: z.object({ id: z.number().int(), serial: z.string(), name: z.string() }).nullable(),
  driverId: z.number().int().nullable(),
  driver: named.nullable(),
  groupId: z.number().int().nullable(),
  group: named.nullable(),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicle>;

/** A plate as printed: letters, digits, spaces and dashes; stored upper-case. */
export const plateSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(20, 'Please Enter At Most 20 Characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, 'Only letters, digits, spaces and dashes')
  .transform((v) => v.toUpperCase());

export const vehicleInput = z.strictObject({
  name: fleetName,
  plate: plateSchema,
  make: optionalText(60).default(''),
  model: optionalText(60).default(''),
  /** The tracker: a device of app fleet of the vehicle's company, on no other vehicle. */
  deviceId: nullableId.optional(),
  driverId: nullableId.optional(),
  groupId: nullableId.optional(),
});
export type VehicleInput = z.output<typeof vehicleInput>;

export const vehicleUpdate = z.strictObject({
  name: fleetName.optional(),
  plate: plateSchema.optional(),
  make: optionalText(60).optional(),
  model: optionalText(60).optional(),
  deviceId: nullableId.optional(),
  driverId: nullableId.optional(),
  groupId: nullableId.optional(),
});
export type VehicleUpdate = z.output<typeof vehicleUpdate>;

export const VEHICLE_SORTS = ['id', 'name', 'plate', 'createdAt'] as const;
const flag = z.enum(['true', 'false'], { error: 'Must be true or false' });

export const vehicleListQuery = listQuery(VEHICLE_SORTS).extend({
  ...companyQuery,
  groupId: nullableId.optional(),
  driverId: nullableId.optional(),
  suspended: flag.optional(),
  /** Vehicles with (true) or without (false) a tracker. */
  tracked: flag.optional(),
});

export const vehicleGroup = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  description: z.string(),
  vehicles: z.number().int(),
  createdAt: z.string(),
});
export type VehicleGroup = z.infer<typeof vehicleGroup>;

export const vehicleGroupInput = z.strictObject({
  name: fleetName,
  description: optionalText(500).default(''),
});
export const vehicleGroupUpdate = z.strictObject({
  name: fleetName.optional(),
  description: optionalText(500).optional(),
});
export type VehicleGroupInput = z.output<typeof vehicleGroupInput>;
export type VehicleGroupUpdate = z.output<typeof vehicleGroupUpdate>;
export const VEHICLE_GROUP_SORTS = ['id', 'name', 'createdAt'] as const;

const isoDateTime = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });
/** Without `to`: now (or a day after `from`); without `from`: a day before `to`. */
export const trackQuery = z.object({
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  stopMinutes: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(240, 'Must be at most 240')
    .default(DEFAULT_STOP_MINUTES),
});

const one = z.object({ data: vehicle });
/** Suspending a suspended vehicle (VEHICLE_SUSPENDED), unsuspending one in service (VEHICLE_NOT_SUSPENDED). */
const conflict = { 409: errorBody };

export const vehicleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/fleet/vehicle',
    summary:
      'Fleet: the vehicles of the company, with tracker, driver and group (paged, searched by name or plate)',
    tags,
    access: anyOf('p_fleet_vehicles_view'),
    schemas: { querystring: vehicleListQuery, response: { 200: paged(vehicle), ...bad } },
  }),
  live: defineEndpoint({
    method: 'GET',
    path: '/fleet/vehicle/live',
    summary: `Fleet: every vehicle of the company with its last position and state (${VEHICLE_STATES.join(', ')})`,
    tags,
    access: anyOf('p_fleet_vehicles_view'),
    schemas: {
      querystring: z.object({ ...companyQuery, groupId: nullableId.optional() }),
      response: { 200: z.object({ data: z.array(liveVehicle), at: z.string() }), ...bad },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/fleet/vehicle/:id',
    summary: 'Fleet: one vehicle',
    tags,
    access: anyOf('p_fleet_vehicles_view'),
    schemas: { params, response: { 200: one, ...bad } },
  }),
  track: defineEndpoint({
    method: 'GET',
    path: '/fleet/vehicle/:id/track',
    summary: `Fleet: a vehicle's positions from \`from\` to \`to\` (at most ${MAX_TRACK_DAYS} days; default the last day) in time order, its stops and events`,
    tags,
    access: anyOf('p_fleet_vehicles_view'),
    schemas: { params, querystring: trackQuery, response: { 200: z.object({ data: track }), ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/fleet/vehicle',
    summary: 'Fleet: adds a vehicle, optionally with its tracker, driver and group',
    tags,
    access: anyOf('p_fleet_vehicles_create'),
    schemas: {
      querystring: z.object(companyQuery),
      body: vehicleInput,
      response: { 201: one, ...bad },
    },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/fleet/vehicle/:id',
    summary: "Fleet: changes a vehicle's name, plate, make, model, tracker, driver or group (null clears)",
    tags,
    access: anyOf('p_fleet_vehicles_update'),
    schemas: { params, body: vehicleUpdate, response: { 200: one, ...bad } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/fleet/vehicle/:id',
    summary: 'Fleet: deletes a vehicle (its tracker and its positions stay)',
    tags,
    access: anyOf('p_fleet_vehicles_delete'),
    schemas: { params, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
  suspend: defineEndpoint({
    method: 'POST',
    path: '/fleet/vehicle/:id/suspend',
    summary: 'Fleet: suspends a vehicle (spec §4): out of service, its positions still recorded',
    tags,
    access: anyOf('p_fleet_vehicles_suspend'),
    schemas: { params, response: { 200: one, ...bad, ...conflict } },
  }),
  unsuspend: defineEndpoint({
    method: 'POST',
    path: '/fleet/vehicle/:id/unsuspend',
    summary: 'Fleet: returns a suspended vehicle to service (spec §4)',
    tags,
    access: anyOf('p_fleet_vehicles_suspend'),
    schemas: { params, response: { 200: one, ...bad, ...conflict } },
  }),
};

const oneGroup = z.object({ data: vehicleGroup });
export const vehicleGroupEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/fleet/vehicle-group',
    summary: 'Fleet: the vehicle groups of the company with their vehicle counts',
    tags,
    access: anyOf('p_fleet_vehicles_view'),
    schemas: {
      querystring: listQuery(VEHICLE_GROUP_SORTS).extend(companyQuery),
      response: { 200: paged(vehicleGroup), ...bad },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/fleet/vehicle-group/:id',
    summary: 'Fleet: one vehicle group',
    tags,
    access: anyOf('p_fleet_vehicles_view'),
    schemas: { params, response: { 200: oneGroup, ...bad } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/fleet/vehicle-group',
    summary: 'Fleet: adds a vehicle group',
    tags,
    access: anyOf('p_fleet_vehicles_create'),
    schemas: {
      querystring: z.object(companyQuery),
      body: vehicleGroupInput,
      response: { 201: oneGroup, ...bad },
    },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/fleet/vehicle-group/:id',
    summary: 'Fleet: renames a vehicle group or changes its description',
    tags,
    access: anyOf('p_fleet_vehicles_update'),
    schemas: { params, body: vehicleGroupUpdate, response: { 200: oneGroup, ...bad } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/fleet/vehicle-group/:id',
    summary: 'Fleet: deletes a vehicle group; its vehicles stay, in no group',
    tags,
    access: anyOf('p_fleet_vehicles_delete'),
    schemas: { params, response: { 204: z.null().describe('Deleted'), ...bad } },
  }),
};
