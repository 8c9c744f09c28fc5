import { z } from 'zod';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { customerIdSchema, listQuery } from '../places/common.ts';
import { euiSchema } from '../places/gateways.ts';

/** The DevEUIs of a company's LoRaWAN devices: how an uplink finds its device. */

export const DEV_EUI_TAKEN = 'This DevEUI Is Already Registered';
export const NOT_LORAWAN = 'This Device Does Not Use LoRaWAN';

export const lorawanDevice = z.object({
  deviceId: z.number().int(),
  serial: z.string(),
  name: z.string(),
  hardwareId: z.number().int(),
  hardwareName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** 16 uppercase hex digits, or null when not set. */
  devEui: z.string().nullable(),
  /** The frame counter of its last stored uplink. */
  lastFCnt: z.number().int().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type LorawanDevice = z.infer<typeof lorawanDevice>;

export const LORAWAN_DEVICE_SORTS = ['id', 'name', 'serial', 'devEui'] as const;

export const listLorawanDevices = defineEndpoint({
  method: 'GET',
  path: '/lorawan-device',
  summary: `Devices of LoRaWAN hardware of the companies the caller sees, with their DevEUIs (name matches name, serial or DevEUI); sorts: ${LORAWAN_DEVICE_SORTS.join(', ')}`,
  tags: ['lorawan-integration'],
  access: anyOf('p_structure_lorawan_gateways_view'),
  schemas: {
    querystring: listQuery(LORAWAN_DEVICE_SORTS).extend({
      customerId: customerIdSchema.optional(),
      withDevEui: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
    }),
    response: { 200: paged(lorawanDevice), 404: errorBody, 418: fieldErrors },
  },
});

export const setDevEui = defineEndpoint({
  method: 'PUT',
  path: '/lorawan-device/:id',
  summary:
    'Set (16 hex digits, unique) or clear (null) the DevEUI of a LoRaWAN device of a company the caller sees',
  tags: ['lorawan-integration'],
  access: anyOf('p_structure_lorawan_gateways_update'),
  schemas: {
    params: z.object({ id: recordId }),
    body: z.strictObject({ devEui: euiSchema.nullable() }),
    response: { 200: z.object({ data: lorawanDevice }), 404: errorBody, 418: fieldErrors },
  },
});
