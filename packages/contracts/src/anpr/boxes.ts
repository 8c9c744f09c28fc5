import { z } from 'zod';
import { CONNECTIVITIES, DEVICE_STATES } from '../devices/state.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';
import { bad, customerQuery, flagQuery, idParams, named, anprTags as tags } from './registry-common.ts';

/**
 * Edge boxes (issue 20): a box is a device of hardware type `edge-box` (Frigate NVR at one gate; its device
 * name is the gate's name). Cameras (`lpr-camera`) and barriers (`barrier`) of the box's company are linked
 * to it: a camera under the name Frigate knows it by (unique per box) and the way it faces (in, out).
 */

export const LINK_ROLES = ['camera', 'barrier'] as const;
export type LinkRole = (typeof LINK_ROLES)[number];
export const CAMERA_DIRECTIONS = ['in', 'out'] as const;
export type CameraDirection = (typeof CAMERA_DIRECTIONS)[number];

/** The device type each link role takes. */
export const ROLE_DEVICE_TYPES = { camera: 'lpr-camera', barrier: 'barrier' } as const;

/**
 * Frigate's camera names (its config's `REGEX_CAMERA_NAME`, `^[a-zA-Z0-9_-]+$`): letters, digits, `_` and
 * `-`; the name is also an MQTT topic level, so nothing else is allowed.
 */
export const FRIGATE_CAMERA_NAME = /^[a-zA-Z0-9_-]+$/;
export const cameraNameSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(64, 'Please Enter At Most 64 Characters')
  .regex(FRIGATE_CAMERA_NAME, "Frigate's camera names use letters, digits, _ and - only");

export const edgeBox = z.object({
  /** The box's device id. */
  id: z.number().int(),
  serial: z.string(),
  /** The gate's name: the box's device name. */
  gateName: z.string(),
  company: named,
  structure: named.nullable(),
  state: z.enum(DEVICE_STATES),
  connectivity: z.enum(CONNECTIVITIES),
  lastSeenAt: z.string().nullable(),
  cameras: z.number().int(),
  barriers: z.number().int(),
});
export type EdgeBox = z.infer<typeof edgeBox>;

/** A camera or barrier linked to a box. */
export const boxDevice = z.object({
  deviceId: z.number().int(),
  serial: z.string(),
  name: z.string(),
  role: z.enum(LINK_ROLES),
  /** Cameras: Frigate's name for it; barriers: null. */
  cameraName: z.string().nullable(),
  /** Cameras: the way the traffic it reads goes (in: entering, out: leaving); null when not said. */
  direction: z.enum(CAMERA_DIRECTIONS).nullable(),
  state: z.enum(DEVICE_STATES),
  connectivity: z.enum(CONNECTIVITIES),
  lastSeenAt: z.string().nullable(),
  linkedAt: z.string(),
});
export type BoxDevice = z.infer<typeof boxDevice>;

/** A camera or barrier of the company with the box it is linked to, if any. */
export const gateDevice = z.object({
  id: z.number().int(),
  serial: z.string(),
  name: z.string(),
  role: z.enum(LINK_ROLES),
  company: named,
  structure: named.nullable(),
  state: z.enum(DEVICE_STATES),
  connectivity: z.enum(CONNECTIVITIES),
  lastSeenAt: z.string().nullable(),
  box: z.object({ id: z.number().int(), gateName: z.string(), serial: z.string() }).nullable(),
  cameraName: z.string().nullable(),
  direction: z.enum(CAMERA_DIRECTIONS).nullable(),
});
export type GateDevice = z.infer<typeof gateDevice>;

export const boxLinkInput = z.strictObject({
  /** A camera (`lpr-camera`) or barrier of the box's company, linked to no box. */
  deviceId: recordId,
  /** Cameras only, required for them. */
  cameraName: cameraNameSchema.optional(),
  direction: z.enum(CAMERA_DIRECTIONS, { error: "Must be 'in' or 'out'" }).nullable().optional(),
});
export type BoxLinkInput = z.output<typeof boxLinkInput>;

export const boxLinkUpdate = z.strictObject({
  cameraName: cameraNameSchema.optional(),
  direction: z.enum(CAMERA_DIRECTIONS, { error: "Must be 'in' or 'out'" }).nullable().optional(),
});
export type BoxLinkUpdate = z.output<typeof boxLinkUpdate>;

export const BOX_SORTS = ['id', 'gateName', 'serial', 'lastSeenAt'] as const;
export const boxListQuery = listQuery(BOX_SORTS).extend({
  ...customerQuery,
  structureId: recordId.optional(),
});

export const GATE_DEVICE_SORTS = ['id', 'name', 'serial'] as const;
export const gateDeviceListQuery = listQuery(GATE_DEVICE_SORTS).extend({
  ...customerQuery,
  role: z.enum(LINK_ROLES, { error: "Must be 'camera' or 'barrier'" }).optional(),
  boxId: recordId.optional(),
  /** Linked to a box (true) or to none (false). */
  linked: flagQuery.optional(),
});

const view = anyOf('p_cn_devices_view');
const change = anyOf('p_cn_devices_update');
const boxDeviceParams = z.object({ id: recordId, deviceId: recordId });
const oneLink = z.object({ data: boxDevice });

export const boxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/anpr/boxes',
    summary: `Neuron: the edge boxes (gates) with structure, connectivity and linked device counts; sorts: ${BOX_SORTS.join(', ')}; search (name) matches the gate name or serial; filters customerId, structureId`,
    tags,
    access: view,
    schemas: { querystring: boxListQuery, response: { 200: paged(edgeBox), ...bad } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/anpr/boxes/:id',
    summary: 'Neuron: one edge box',
    tags,
    access: view,
    schemas: { params: idParams, response: { 200: z.object({ data: edgeBox }), ...bad } },
  }),
  devices: defineEndpoint({
    method: 'GET',
    path: '/anpr/boxes/:id/devices',
    summary: "Neuron: a box's linked cameras (Frigate camera name, direction) and barriers",
    tags,
    access: view,
    schemas: { params: idParams, response: { 200: z.object({ data: z.array(boxDevice) }), ...bad } },
  }),
  link: defineEndpoint({
    method: 'POST',
    path: '/anpr/boxes/:id/devices',
    summary:
      "Neuron: links a camera (with its Frigate camera name, unique per box) or a barrier of the box's company, linked to no other box",
    tags,
    access: change,
    schemas: { params: idParams, body: boxLinkInput, response: { 201: oneLink, ...bad } },
  }),
  updateLink: defineEndpoint({
    method: 'PATCH',
    path: '/anpr/boxes/:id/devices/:deviceId',
    summary: "Neuron: changes a linked camera's Frigate name or direction",
    tags,
    access: change,
    schemas: { params: boxDeviceParams, body: boxLinkUpdate, response: { 200: oneLink, ...bad } },
  }),
  unlink: defineEndpoint({
    method: 'DELETE',
    path: '/anpr/boxes/:id/devices/:deviceId',
    summary: 'Neuron: unlinks a camera or barrier from a box',
    tags,
    access: change,
    schemas: { params: boxDeviceParams, response: { 204: z.null().describe('Unlinked'), ...bad } },
  }),
  gateDevices: defineEndpoint({
    method: 'GET',
    path: '/anpr/devices',
    summary: `Neuron: the cameras and barriers with the box each is linked to; sorts: ${GATE_DEVICE_SORTS.join(', ')}; search (name) matches name or serial; filters customerId, role, boxId, linked`,
    tags,
    access: view,
    schemas: { querystring: gateDeviceListQuery, response: { 200: paged(gateDevice), ...bad } },
  }),
};
