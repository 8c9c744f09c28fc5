import { z } from 'zod';
import { customerIdSchema } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { GATE_DECISION_CODES, VEHICLE_DECISIONS } from './decision.ts';

/**
 * Vehicle logs (issue 20): one row per car a gate's camera read (Frigate's tracked object), with the best
 * plate read of it, the gate decision and why, and the barrier command an allowed plate sent. History
 * (paged, filtered), the live list (latest first, and a socket event per new or changed log), and the
 * snapshot Frigate sent of the car when it sent one.
 */

export const VEHICLE_LOGS_VIEW = 'p_cn_vehicle_logs_view';

const named = z.object({ id: z.number().int(), name: z.string() });

export const vehicleLog = z.object({
  id: z.number().int(),
  company: named,
  /** The gate: its edge box (device name = gate name). */
  box: z.object({ id: z.number().int(), gateName: z.string(), serial: z.string() }),
  /** The linked camera under that Frigate name; null when the box has no such camera linked. */
  camera: z.object({ id: z.number().int(), name: z.string(), serial: z.string() }).nullable(),
  /** Frigate's camera name, as sent. */
  cameraName: z.string(),
  /** Frigate's tracked object id. */
  frigateId: z.string(),
  /** The best read, as Frigate read it, and as compared. */
  plate: z.string(),
  plateNorm: z.string(),
  /** 0-1; null when Frigate sent none. */
  score: z.number().nullable(),
  /** Frigate's own known-plate name (its sub_label), when it has one. */
  knownName: z.string().nullable(),
  /** The camera's direction: in (entering) or out (leaving); null when not set on the link. */
  direction: z.enum(['in', 'out']).nullable(),
  seenAt: z.string(),
  decision: z.enum(VEHICLE_DECISIONS),
  code: z.enum(GATE_DECISION_CODES),
  /** Why, in words. */
  reason: z.string(),
  vehicle: z.object({ id: z.number().int(), plate: z.string() }).nullable(),
  resident: named.nullable(),
  access: named.nullable(),
  /** The barrier open an allowed plate sent (the first barrier's, when the gate has several). */
  command: z
    .object({
      id: z.string(),
      barrier: named,
      state: z.enum(['queued', 'sent', 'acknowledged', 'failed', 'expired']),
    })
    .nullable(),
  /** Whether `GET /anpr/vehicle-logs/:id/snapshot` has an image. */
  hasSnapshot: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VehicleLog = z.infer<typeof vehicleLog>;

export const VEHICLE_LOG_SORTS = ['id', 'seenAt', 'plate', 'score'] as const;

const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'Must be an ISO 8601 date or date-time',
});

export const vehicleLogListQuery = listQuery(VEHICLE_LOG_SORTS).extend({
  customerId: customerIdSchema.optional(),
  /** A gate (edge box) the caller reaches; 418 otherwise. */
  boxId: recordId.optional(),
  /** Part of a plate, compared normalised (`abc 12` finds ABC1234). */
  plate: z.string().trim().max(20, 'Please Enter At Most 20 Characters').optional(),
  decision: z.enum(VEHICLE_DECISIONS, { error: "Must be 'allowed' or 'denied'" }).optional(),
  code: z.enum(GATE_DECISION_CODES, { error: `Must be one of ${GATE_DECISION_CODES.join(', ')}` }).optional(),
  /** A resident of a company the caller sees; 418 otherwise. */
  residentId: recordId.optional(),
  direction: z.enum(['in', 'out'], { error: "Must be 'in' or 'out'" }).optional(),
  /** The period: seen at or after `from`, before `to` (a date alone: its start in UTC; `to` a date: the whole day). */
  from: instant.optional(),
  to: instant.optional(),
});
export type VehicleLogListQuery = z.output<typeof vehicleLogListQuery>;

export const LIVE_LOGS_MAX = 100;
export const liveLogsQuery = z.object({
  customerId: customerIdSchema.optional(),
  boxId: recordId.optional(),
  limit: z.coerce
    .number({ error: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(LIVE_LOGS_MAX, `At most ${LIVE_LOGS_MAX}`)
    .default(20),
});

/**
 * Socket.IO event (server → client): a vehicle log created or changed (a better read of the same car, its
 * barrier command sent), the whole log; pushed to the company's vehicle-log viewers and system admins.
 */
export const VEHICLE_LOG_EVENT = 'anpr:vehicle-log' as const;
export type VehicleLogEvent = VehicleLog;
/** The room of a company's vehicle-log viewers (`p_cn_vehicle_logs_view` for every gate). */
export const vehicleLogsRoom = (companyId: number) => `company:${companyId}:cn:vehicle-logs`;
/** The room of one gate's vehicle-log viewers whose key comes only from permission groups naming that box. */
export const boxVehicleLogsRoom = (boxId: number) => `anpr:box:${boxId}:vehicle-logs`;

const bad = { 403: errorBody, 404: errorBody, 418: fieldErrors };
const tags = ['anpr'];
const view = anyOf(VEHICLE_LOGS_VIEW);

export const vehicleLogEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/anpr/vehicle-logs',
    summary: `Neuron: vehicle logs of the gates the caller reaches, newest first; sorts: ${VEHICLE_LOG_SORTS.join(', ')}; filters customerId, boxId, plate (normalised, part of), decision, code, residentId, direction, from, to; search (name) matches the plate or the gate name`,
    tags,
    access: view,
    schemas: { querystring: vehicleLogListQuery, response: { 200: paged(vehicleLog), ...bad } },
  }),
  live: defineEndpoint({
    method: 'GET',
    path: '/anpr/vehicle-logs/live',
    summary: `Neuron: the latest vehicle logs (limit, at most ${LIVE_LOGS_MAX}), newest first; the socket event ${VEHICLE_LOG_EVENT} brings the next ones`,
    tags,
    access: view,
    schemas: {
      querystring: liveLogsQuery,
      response: { 200: z.object({ data: z.array(vehicleLog) }), ...bad },
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/anpr/vehicle-logs/:id',
    summary: 'Neuron: one vehicle log',
    tags,
    access: view,
    schemas: {
      params: z.object({ id: recordId }),
      response: { 200: z.object({ data: vehicleLog }), ...bad },
    },
  }),
  snapshot: defineEndpoint({
    method: 'GET',
    path: '/anpr/vehicle-logs/:id/snapshot',
    summary:
      "Neuron: the JPEG snapshot of the log's car that the box sent (Frigate's `frigate/<camera>/<label>/snapshot`); 404 when it sent none",
    tags,
    access: view,
    produces: ['image/jpeg'],
    schemas: { params: z.object({ id: recordId }), response: { 404: errorBody } },
  }),
};
