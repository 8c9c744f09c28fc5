import { z } from 'zod';
import { defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { command } from '../metrowatch/commands.ts';
import {
  bad,
  device,
  deviceAccess,
  deviceParams,
  devicePasswordSchema,
  reportingIntervalSchema,
} from './common.ts';

/** Device actions of spec §4 (install, token, owner, password, reporting interval, block, lock, move). */

const one = { 200: z.object({ data: device }), 409: errorBody, ...bad };

/** Where a device sits: a structure of its owner, optionally a floor of it and a space on that floor. */
const placement = z.strictObject({
  structureId: recordId,
  floorId: recordId.nullable().default(null),
  spaceId: recordId.nullable().default(null),
});

export const installDevice = defineEndpoint({
  method: 'PUT',
  path: '/device/:id/install',
  summary:
    "Install a device in one of its owner's structures (and floor and space); installing again re-places it",
  tags: ['devices'],
  access: deviceAccess('install'),
  schemas: { params: deviceParams, body: placement, response: one },
});

export const moveDevice = defineEndpoint({
  method: 'PUT',
  path: '/device/:id/move',
  summary: 'Move an installed device to another place of its owner (409 when not installed)',
  tags: ['devices'],
  access: deviceAccess('move'),
  schemas: { params: deviceParams, body: placement, response: one },
});

export const assignDeviceToken = defineEndpoint({
  method: 'PUT',
  path: '/device/:id/token',
  summary:
    "Give a device one of its owner's tokens; a token not yet activated is activated at activationAt (default now) and expires after its validity",
  tags: ['devices'],
  access: deviceAccess('update'),
  schemas: {
    params: deviceParams,
    body: z.strictObject({ tokenId: recordId, activationAt: z.iso.datetime({ offset: true }).optional() }),
    response: one,
  },
});

export const setDevicePassword = defineEndpoint({
  method: 'PUT',
  path: '/device/:id/password',
  summary: 'Set the credential the device signs in with (MQTT and HTTP ingest); only its hash is kept',
  tags: ['devices'],
  access: deviceAccess('update'),
  schemas: {
    params: deviceParams,
    body: z.strictObject({ password: devicePasswordSchema }),
    response: { 204: z.null(), ...bad },
  },
});

const intervalBody = z.strictObject({ reportingIntervalSeconds: reportingIntervalSchema });

export const setReportingInterval = defineEndpoint({
  method: 'PATCH',
  path: '/device/:id/reporting-interval',
  summary: 'Set how often the device reports (409 for hardware 304, which takes it by POST)',
  tags: ['devices'],
  access: deviceAccess('update'),
  schemas: { params: deviceParams, body: intervalBody, response: one },
});

export const queueReportingInterval = defineEndpoint({
  method: 'POST',
  path: '/device/:id/reporting-interval',
  summary:
    "A70, R207: for hardware 304 only (409 otherwise): queue a reporting interval; answers 'configuration will be set when the device is online'",
  tags: ['devices'],
  access: deviceAccess('update'),
  schemas: {
    params: deviceParams,
    body: intervalBody,
    response: { 202: z.object({ msg: z.string(), data: device }), 409: errorBody, ...bad },
  },
});

const control = (path: string, access: ReturnType<typeof deviceAccess>, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/device/:id/${path}`,
    summary,
    tags: ['devices'],
    access,
    schemas: { params: deviceParams, response: one },
  });

export const blockDevice = control(
  'block',
  deviceAccess('block'),
  'Block a device: it can no longer connect and its readings are refused',
);
export const unblockDevice = control('unblock', deviceAccess('block'), 'Unblock a device');
/**
 * A control unit locks at once (200 with the device); a Metro Watch lock is sent the command over MQTT, as
 * `POST /metrowatch/device/:id/lock` does (202 with the command; its state follows the lock's ack; 409
 * 03010403 'Wake up The Lock' while it sleeps; 429 on a flood).
 */
const lockControl = (path: 'lock' | 'unlock', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/device/:id/${path}`,
    summary,
    tags: ['devices'],
    access: deviceAccess('control'),
    schemas: {
      params: deviceParams,
      response: { ...one, 202: z.object({ data: command }), 429: errorBody },
    },
  });
export const lockDevice = lockControl(
  'lock',
  "Lock a device: a control unit at once (200); a Metro Watch lock by a command over MQTT (202 with the command, 409 03010403 'Wake up The Lock' while it sleeps)",
);
export const unlockDevice = lockControl(
  'unlock',
  "Unlock a device: a control unit at once (200); a Metro Watch lock by a command over MQTT (202 with the command, 409 03010403 'Wake up The Lock' while it sleeps)",
);

export const ownerChangeResult = z.object({
  id: z.number().int(),
  /** R1: every id ends done or error. */
  status: z.enum(['done', 'error']),
  msg: z.string().optional(),
});
export type OwnerChangeResult = z.infer<typeof ownerChangeResult>;

const newOwner = { customerId: recordId };

export const changeDeviceOwner = defineEndpoint({
  method: 'PATCH',
  path: '/device/:id/owner',
  summary:
    'Give a device (and its token) to another customer the caller sees; it leaves its place and is no longer installed',
  tags: ['devices'],
  access: deviceAccess('transfer'),
  schemas: { params: deviceParams, body: z.strictObject(newOwner), response: one },
});

export const MAX_BULK_IDS = 100;
export const bulkIds = z
  .array(recordId, { error: 'Required' })
  .min(1, 'Choose at least one')
  .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} at once`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each id once');

export const changeDevicesOwner = defineEndpoint({
  method: 'PATCH',
  path: '/device/owner',
  summary: 'R1: bulk owner change; each id ends done or error (one failure does not stop the others)',
  tags: ['devices'],
  access: deviceAccess('transfer'),
  schemas: {
    body: z.strictObject({ ids: bulkIds, ...newOwner }),
    response: { 200: z.object({ data: z.array(ownerChangeResult) }), ...bad },
  },
});
