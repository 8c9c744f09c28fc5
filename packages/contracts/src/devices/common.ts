import { z } from 'zod';
import { anyOf } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { listQuery } from '../places/common.ts';
import { BATTERY_LEVELS, DEVICE_APPS, DEVICE_TYPES, type DeviceApp } from './reference.ts';
import { CONNECTIVITIES, DEVICE_STATES, INSTALL_STATES, TOKEN_STATES } from './state.ts';

/** Pieces every device endpoint shares. */

export const deviceParams = z.object({ id: recordId });
export const bad = { 403: errorBody, 404: errorBody, 418: fieldErrors };

/**
 * Spec §6 (R130, R131, R133): the customer a call means: a company id, `:me` (the caller's own) or `:none`
 * (every customer the caller serves, what FMC, AMC, Operator and Authority send). The `customerId` query wins; else the
 * `on-behalf-of` header an admin or integrator sends for the selected customer (`:me` clears it).
 */
export const customerIdSchema = z.union([z.enum([':me', ':none']), recordId], {
  error: "Must be a company id, ':me' or ':none'",
});
export type CustomerId = z.output<typeof customerIdSchema>;

export const tenancyHeaders = z.looseObject({ 'on-behalf-of': customerIdSchema.optional() });

/** The device actions of spec §4 and the catalogue action each needs, per app (`p_<app>_devices_<action>`). */
export const DEVICE_ACTIONS = ['view', 'install', 'update', 'control', 'move', 'transfer', 'block'] as const;
export type DeviceAction = (typeof DEVICE_ACTIONS)[number];
export const devicePermission = (app: DeviceApp, action: DeviceAction) => `p_${app}_devices_${action}`;
/** An endpoint's rule: the action in any device app; the device's own app is checked on the device. */
export const deviceAccess = (action: DeviceAction) =>
  anyOf(...DEVICE_APPS.map((app) => devicePermission(app, action)));

export const serialSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(3, 'Please Enter At Least 3 Characters')
  .max(64, 'Please Enter At Most 64 Characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Use Letters, Digits and . _ : - Only');

/** A device credential: 8 to 128 characters (devices are given long random ones). */
export const devicePasswordSchema = z
  .string({ error: 'Required' })
  .min(8, 'Please Enter At Least 8 Characters')
  .max(128, 'Please Enter At Most 128 Characters');

export const REPORTING_INTERVAL = { min: 10, max: 86_400 } as const;
export const reportingIntervalSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(REPORTING_INTERVAL.min, `Must be between ${REPORTING_INTERVAL.min} and ${REPORTING_INTERVAL.max}`)
  .max(REPORTING_INTERVAL.max, `Must be between ${REPORTING_INTERVAL.min} and ${REPORTING_INTERVAL.max}`);

export const deviceToken = z.object({
  id: z.number().int(),
  activationAt: z.string().nullable(),
  expirationAt: z.string().nullable(),
  validityMonths: z.number().int(),
});

const named = { id: z.number().int(), name: z.string() };
const place = z.object(named).nullable();

export const device = z.object({
  id: z.number().int(),
  serial: z.string(),
  name: z.string(),
  type: z.enum(DEVICE_TYPES),
  app: z.enum(DEVICE_APPS),
  hardware: z.object(named),
  solution: z.object(named).nullable(),
  /** The owner: the customer company the device belongs to. */
  company: z.object(named),
  structure: place,
  floor: place,
  space: place,
  installState: z.enum(INSTALL_STATES),
  installedAt: z.string().nullable(),
  state: z.enum(DEVICE_STATES),
  locked: z.boolean(),
  connectivity: z.enum(CONNECTIVITIES),
  lastSeenAt: z.string().nullable(),
  /** The latest value of each sensor, as last reported. */
  lastValues: z.record(z.string(), z.number()).nullable(),
  battery: z.number().nullable(),
  batteryLevel: z.enum(BATTERY_LEVELS).nullable(),
  reportingIntervalSeconds: z.number().int(),
  /** A reporting interval queued for a sleeping device (R207), delivered when it next reports. */
  pendingReportingIntervalSeconds: z.number().int().nullable(),
  token: deviceToken.nullable(),
  tokenState: z.enum(TOKEN_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Device = z.infer<typeof device>;

export const DEVICE_SORTS = [
  'id',
  'serial',
  'name',
  'lastSeenAt',
  'installedAt',
  'battery',
  'createdAt',
] as const;

/** Filters of the device lists (search matches serial or name). */
export const deviceFilters = {
  customerId: customerIdSchema.optional(),
  solutionId: recordId.optional(),
  hardwareId: recordId.optional(),
  type: z.enum(DEVICE_TYPES).optional(),
  structureId: recordId.optional(),
  floorId: recordId.optional(),
  spaceId: recordId.optional(),
  installState: z.enum(INSTALL_STATES).optional(),
  state: z.enum(DEVICE_STATES).optional(),
  connectivity: z.enum(CONNECTIVITIES).optional(),
  tokenState: z.enum(TOKEN_STATES).optional(),
};
export const deviceListQuery = listQuery(DEVICE_SORTS).extend(deviceFilters);
