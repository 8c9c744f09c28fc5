import { z } from 'zod';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { bad, customerIdSchema, tenancyHeaders } from './common.ts';
import { COMMUNICATION_TYPES, DEVICE_APPS, DEVICE_TYPES, SOLUTION_GROUPS } from './reference.ts';

/** Reference data of the sensor-solution app (`/swam/sensor-type`, `/swam/hardware`, `/swam/user-solutions`). */

const swamAccess = anyOf('p_swam_view', 'p_swam_devices_view');

export const solution = z.object({
  id: z.number().int(),
  name: z.string(),
  app: z.enum(DEVICE_APPS),
  /** R208: solutions 10, 15, 24 and 25 are the water group. */
  group: z.enum(SOLUTION_GROUPS).nullable(),
});
export type Solution = z.infer<typeof solution>;

export const sensorType = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  unit: z.string(),
  min: z.number(),
  max: z.number(),
  solutionIds: z.array(z.number().int()),
});

export const hardware = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(DEVICE_TYPES),
  app: z.enum(DEVICE_APPS),
  solutionIds: z.array(z.number().int()),
  sensorTypeIds: z.array(z.number().int()),
  communicationType: z.enum(COMMUNICATION_TYPES),
  batteryLifeMonths: z.number().int().nullable(),
  warrantyMonths: z.number().int(),
  freeTokenValidityMonths: z.number().int(),
  defaultReportingIntervalSeconds: z.number().int(),
  /** R207: takes its reporting interval by POST, delivered when it next reports. */
  queuedConfig: z.boolean(),
});

export const listSensorTypes = defineEndpoint({
  method: 'GET',
  path: '/swam/sensor-type',
  summary: 'Sensor types (spec §3: id, name, solutionIds) with the value key, unit and accepted range',
  tags: ['swam'],
  access: swamAccess,
  schemas: {
    querystring: z.looseObject({ solutionId: recordId.optional() }),
    response: { 200: z.object({ data: z.array(sensorType) }), ...bad },
  },
});

export const listHardware = defineEndpoint({
  method: 'GET',
  path: '/swam/hardware',
  summary: 'Sensor-solution hardware models (hardware 304 takes a queued configuration)',
  tags: ['swam'],
  access: swamAccess,
  schemas: {
    querystring: z.looseObject({ solutionId: recordId.optional() }),
    response: { 200: z.object({ data: z.array(hardware) }), ...bad },
  },
});

export const listUserSolutions = defineEndpoint({
  method: 'GET',
  path: '/swam/user-solutions',
  summary:
    'The sensor solutions the customer has devices of, lowest id first (A16: the /solution/all redirect takes the first); every solution for system admins without a customer',
  tags: ['swam'],
  access: swamAccess,
  schemas: {
    headers: tenancyHeaders,
    querystring: z.looseObject({ customerId: customerIdSchema.optional() }),
    response: { 200: z.object({ data: z.array(solution) }), ...bad },
  },
});
