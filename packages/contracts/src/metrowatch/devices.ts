import { z } from 'zod';
import {
  assignDeviceToken,
  bad,
  customerIdSchema,
  DEVICE_TYPES,
  type DeviceAction,
  device,
  deviceParams,
  devicePermission,
  installDevice,
  LOG_SORTS,
  listReadings,
  readingsPage,
  tenancyHeaders,
} from '../devices/index.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { COMMAND_STATES, command } from './commands.ts';
import { DETAIL_KINDS } from './detail.ts';

/**
 * Metro Watch device calls (spec §7 `/metrowatch/...`): only devices of Metro Watch hardware answer here
 * (any other is a 404), with the `p_metrowatch_devices_*` permissions.
 */

const mwAccess = (action: DeviceAction) => anyOf(devicePermission('metrowatch', action));
const tags = ['metrowatch'];
const headers = tenancyHeaders;
/** 409: a lock's refusal (asleep: code 03010403), a lock command to a device without a lock; 429: a flood. */
const commandErrors = { ...bad, 409: errorBody, 429: errorBody };

export const position = z.object({
  latitude: z.number(),
  longitude: z.number(),
  speed: z.number().nullable(),
  at: z.string(),
});
export type Position = z.infer<typeof position>;

/** A Metro Watch device: the registry's device plus what its detail page shows. */
export const metrowatchDevice = device.extend({
  detailKind: z.enum(DETAIL_KINDS),
  /** A lock that reported `asleep` and was not woken up since: it refuses commands (R149). */
  asleep: z.boolean(),
  /** Locks: the lock state the device last acknowledged (null for other kinds). */
  lockState: z.enum(['locked', 'unlocked']).nullable(),
  /** The last reported door state (locks and cold storage), null when it never said. */
  doorOpen: z.boolean().nullable(),
  lastPosition: position.nullable(),
  /** The latest commands, newest first (at most 5). */
  lastCommands: z.array(command),
});
export type MetrowatchDevice = z.infer<typeof metrowatchDevice>;

const one = z.object({ data: metrowatchDevice });
const issued = z.object({ data: command });

export const getMetrowatchDevice = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/device/:id',
  summary:
    'A Metro Watch device: its type and detail kind (A19), state, battery, last position, lock state and latest commands',
  tags,
  access: mwAccess('view'),
  schemas: { params: deviceParams, headers, response: { 200: one, ...bad } },
});

const stateChange = (path: 'block' | 'unblock', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/metrowatch/device/:id/${path}`,
    summary,
    tags,
    access: mwAccess('block'),
    schemas: { params: deviceParams, headers, response: { 200: one, ...bad } },
  });
export const blockMetrowatchDevice = stateChange(
  'block',
  'Block a device: its sign-ins and reports are refused',
);
export const unblockMetrowatchDevice = stateChange('unblock', 'Unblock a device');

const lockCommand = (path: 'lock' | 'unlock') =>
  defineEndpoint({
    method: 'POST',
    path: `/metrowatch/device/:id/${path}`,
    summary: `Send the lock a ${path} command over MQTT (202 with the command; the lock state changes when the lock acknowledges it). 409 03010403 'Wake up The Lock' while it sleeps`,
    tags,
    access: mwAccess('control'),
    schemas: { params: deviceParams, headers, response: { 202: issued, ...commandErrors } },
  });
export const lockMetrowatchDevice = lockCommand('lock');
export const unlockMetrowatchDevice = lockCommand('unlock');

const placeAction = (path: 'install' | 'move', action: DeviceAction, summary: string) =>
  defineEndpoint({
    method: 'PUT',
    path: `/metrowatch/device/:id/${path}`,
    summary,
    tags,
    access: mwAccess(action),
    schemas: {
      params: deviceParams,
      headers,
      body: installDevice.schemas.body,
      response: { 200: one, 409: errorBody, ...bad },
    },
  });
export const installMetrowatchDevice = placeAction(
  'install',
  'install',
  "Install the device in one of its owner's structures (a lock on a door: the structure, floor and space)",
);
export const moveMetrowatchDevice = placeAction(
  'move',
  'move',
  'Move an installed device to another place of its owner (409 when not installed)',
);

export const assignMetrowatchDeviceToken = defineEndpoint({
  method: 'PUT',
  path: '/metrowatch/device/:id/token',
  summary: "Give the device one of its owner's Metro Watch tokens",
  tags,
  access: mwAccess('update'),
  schemas: {
    params: deviceParams,
    headers,
    body: assignDeviceToken.schemas.body,
    response: { 200: one, 409: errorBody, ...bad },
  },
});

export const listMetrowatchReadings = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/device/:id/reading',
  summary:
    "The device's readings over a period (a tracker's track: sensor=latitude), newest first unless sorted; paged by nextCursor or offset",
  tags,
  access: mwAccess('view'),
  schemas: {
    params: deviceParams,
    headers,
    querystring: listReadings.schemas.querystring,
    response: { 200: readingsPage, ...bad },
  },
});

export const LOG_KINDS = ['access', 'command'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** One line of a device's log: a sign-in or user action (access) or a command with its state. */
export const deviceLogEntry = z.object({
  /** `access-<n>` or `command-<uuid>`. */
  id: z.string(),
  kind: z.enum(LOG_KINDS),
  at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** access: the action (sign-in, lock, install, …); command: the command's name. */
  action: z.string(),
  /** access: accepted or refused; command: its state. */
  result: z.string(),
  reason: z.string().nullable(),
});
export type DeviceLogEntry = z.infer<typeof deviceLogEntry>;

const isoDate = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time' });

export const listMetrowatchDeviceLog = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/device/:id/log',
  summary: "The device's access log and command log in one list, newest first; kind keeps one of them",
  tags,
  access: mwAccess('view'),
  schemas: {
    params: deviceParams,
    headers,
    querystring: listQuery(LOG_SORTS).extend({
      from: isoDate.optional(),
      to: isoDate.optional(),
      kind: z.enum(LOG_KINDS, { error: "Must be 'access' or 'command'" }).optional(),
    }),
    response: { 200: paged(deviceLogEntry), ...bad },
  },
});

export const COMMAND_SORTS = ['createdAt'] as const;

export const listMetrowatchCommands = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/device/:id/commands',
  summary:
    "The device's commands with their states (queued, sent, acknowledged, failed, expired), newest first",
  tags,
  access: mwAccess('view'),
  schemas: {
    params: deviceParams,
    headers,
    querystring: listQuery(COMMAND_SORTS).extend({
      state: z.enum(COMMAND_STATES).optional(),
    }),
    response: { 200: paged(command), ...bad },
  },
});

/** A lock's keypad code: 4 to 8 digits (sent to the lock, masked in the command log, never stored). */
export const lockPasswordSchema = z.string({ error: 'Required' }).regex(/^\d{4,8}$/, 'Use 4 to 8 Digits');

export const setLockPassword = defineEndpoint({
  method: 'POST',
  path: '/metrowatch/elock/:id/set-password',
  summary: 'Send a lock its new keypad code (a set-password command; the code is masked in the command log)',
  tags,
  access: mwAccess('update'),
  schemas: {
    params: deviceParams,
    headers,
    body: z.strictObject({ password: lockPasswordSchema }),
    response: { 202: issued, ...commandErrors },
  },
});

const between = (min: number, max: number, unit = '') =>
  z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(min, `Must be between ${min} and ${max}${unit}`)
    .max(max, `Must be between ${min} and ${max}${unit}`);

const atLeastOne = (body: Record<string, unknown>) => Object.values(body).some((v) => v !== undefined);

export const lockParametersSchema = z
  .strictObject({
    /** Seconds after an unlock before the lock locks again by itself (0: never). */
    autoLockSeconds: between(0, 3600).optional(),
    /** Seconds a door may stay open before the lock reports it left open. */
    doorOpenAlarmSeconds: between(10, 3600).optional(),
    reportingIntervalSeconds: between(10, 86_400).optional(),
    /** 0 mute to 3 loud. */
    buzzerVolume: between(0, 3).optional(),
  })
  .refine(atLeastOne, { message: 'Set at least one parameter', path: ['autoLockSeconds'] });

export const setLockParameters = defineEndpoint({
  method: 'POST',
  path: '/metrowatch/elock/:id/set-parameters',
  summary: 'Send a lock its parameters (auto-lock, door-open alarm delay, reporting interval, buzzer)',
  tags,
  access: mwAccess('update'),
  schemas: {
    params: deviceParams,
    headers,
    body: lockParametersSchema,
    response: { 202: issued, ...commandErrors },
  },
});

const geofence = z.strictObject({
  latitude: z
    .number({ error: 'Must be a number' })
    .min(-90, 'Must be between -90 and 90')
    .max(90, 'Must be between -90 and 90'),
  longitude: z
    .number({ error: 'Must be a number' })
    .min(-180, 'Must be between -180 and 180')
    .max(180, 'Must be between -180 and 180'),
  radiusMeters: between(50, 100_000, ' m'),
});

export const trackerParametersSchema = z
  .strictObject({
    reportingIntervalSeconds: between(10, 86_400).optional(),
    /** km/h above which the tracker reports speeding (0: off). */
    speedLimitKmh: between(0, 300).optional(),
    geofence: geofence.nullable().optional(),
    /** Personal trackers: the number the SOS button calls. */
    sosNumber: z
      .string()
      .regex(/^\+?\d{6,15}$/, 'Must be a phone number of 6 to 15 digits')
      .optional(),
  })
  .refine(atLeastOne, { message: 'Set at least one parameter', path: ['reportingIntervalSeconds'] });

export const setTrackerParameters = defineEndpoint({
  method: 'POST',
  path: '/metrowatch/topfly/:id/setParameters',
  summary: 'Send a tracker its parameters (reporting interval, speed limit, geofence, SOS number)',
  tags,
  access: mwAccess('update'),
  schemas: {
    params: deviceParams,
    headers,
    body: trackerParametersSchema,
    response: { 202: issued, ...commandErrors },
  },
});

export const wakeUpLock = defineEndpoint({
  method: 'POST',
  path: '/device/:id/wake-up',
  summary:
    'R149: wake a sleeping lock (a wake-up command); once it acknowledges, it takes commands again. 409 when the device is not a lock',
  tags: ['devices', 'metrowatch'],
  access: mwAccess('control'),
  schemas: { params: deviceParams, headers, response: { 202: issued, ...commandErrors } },
});

/** Dashboard: counts by type and state, the trackers' last positions, the latest door events. */
export const typeCount = z.object({
  type: z.enum(DEVICE_TYPES),
  detailKind: z.enum(DETAIL_KINDS),
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  neverSeen: z.number().int(),
  blocked: z.number().int(),
  installed: z.number().int(),
});
export const trackerPosition = position.extend({
  deviceId: z.number().int(),
  serial: z.string(),
  name: z.string(),
  type: z.enum(DEVICE_TYPES),
  detailKind: z.enum(DETAIL_KINDS),
});
export const DOOR_EVENTS = ['opened', 'closed', 'forced', 'tamper'] as const;
export const doorEvent = z.object({
  deviceId: z.number().int(),
  serial: z.string(),
  name: z.string(),
  type: z.enum(DEVICE_TYPES),
  detailKind: z.enum(DETAIL_KINDS),
  event: z.enum(DOOR_EVENTS),
  at: z.string(),
});
export const dashboard = z.object({
  counts: z.array(typeCount),
  trackers: z.array(trackerPosition),
  doorEvents: z.array(doorEvent),
});
export type Dashboard = z.infer<typeof dashboard>;

export const getMetrowatchDashboard = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/dashboard',
  summary:
    "Metro Watch dashboard: device counts by type and state, the trackers' last positions and the latest door events (customerId or on-behalf-of; default the caller's own company)",
  tags,
  access: mwAccess('view'),
  schemas: {
    headers,
    querystring: z.object({
      customerId: customerIdSchema.optional(),
      /** Door events to list (newest first). */
      events: z.coerce
        .number()
        .int()
        .min(1, 'Must be between 1 and 100')
        .max(100, 'Must be between 1 and 100')
        .optional(),
    }),
    response: { 200: z.object({ data: dashboard }), ...bad },
  },
});
