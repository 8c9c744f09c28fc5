import { z } from 'zod';
import { bad, serialSchema, tenancyHeaders } from '../devices/common.ts';
import { DEVICE_TYPES } from '../devices/reference.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';

/**
 * Device assignment (spec §4 "Device assignment: save, unassign, accept, reject"; §7 `/defcon/device-assign`):
 * a security company asks to take over the monitoring of a customer's Defcon devices (named by serial); the
 * customer accepts or rejects; either side may unassign an accepted one (the security company may also
 * withdraw a pending one). One row per device. Only the two parties see a row (and system admins); any
 * other caller gets a 404. An accepted panel is monitored by the security company: it sees the panel and
 * its zones' devices, and its operators get the panel's alarms.
 *
 * pending → accepted | rejected (the customer) | unassigned (the security company withdraws);
 * accepted → unassigned (either side). Anything else is a 409 ASSIGNMENT_NOT_PENDING / ASSIGNMENT_NOT_ACCEPTED.
 */

const tags = ['defcon'];
const named = z.object({ id: z.number().int(), name: z.string() });

export const ASSIGNMENT_STATUSES = ['pending', 'accepted', 'rejected', 'unassigned'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** Which transitions a status allows, and to whom: the web shows the actions from it. */
export const assignmentActionsFor = (
  status: AssignmentStatus,
  side: 'security-company' | 'customer' | 'admin',
): ('accept' | 'reject' | 'unassign')[] => {
  if (status === 'pending') {
    if (side === 'customer') return ['accept', 'reject'];
    if (side === 'security-company') return ['unassign'];
    return ['accept', 'reject', 'unassign'];
  }
  return status === 'accepted' ? ['unassign'] : [];
};

export const deviceAssignment = z.object({
  id: z.number().int(),
  status: z.enum(ASSIGNMENT_STATUSES),
  device: z.object({
    id: z.number().int(),
    serial: z.string(),
    name: z.string(),
    type: z.enum(DEVICE_TYPES),
  }),
  /** The device's owner, who answers. */
  customer: named,
  /** The company asking to monitor it. */
  securityCompany: named,
  note: z.string().nullable(),
  requestedBy: named.nullable(),
  requestedAt: z.string(),
  /** Who accepted or rejected, and when. */
  answeredBy: named.nullable(),
  answeredAt: z.string().nullable(),
  reason: z.string().nullable(),
  unassignedBy: named.nullable(),
  unassignedAt: z.string().nullable(),
  /** The caller's side of the row: the actions it may take now (`assignmentActionsFor`). */
  actions: z.array(z.enum(['accept', 'reject', 'unassign'])),
});
export type DeviceAssignment = z.infer<typeof deviceAssignment>;

export const ASSIGNMENT_SORTS = ['id', 'requestedAt', 'status', 'serial'] as const;

export const listDeviceAssignments = defineEndpoint({
  method: 'GET',
  path: '/defcon/device-assign',
  summary:
    "Device assignments the caller's company is a party to (as security company or as customer); search (name) matches serial or device name",
  tags,
  access: anyOf('p_defcon_devices_view'),
  schemas: {
    headers: tenancyHeaders,
    querystring: listQuery(ASSIGNMENT_SORTS).extend({
      status: z
        .enum(ASSIGNMENT_STATUSES, { error: "Must be 'pending', 'accepted', 'rejected' or 'unassigned'" })
        .optional(),
      /** Rows of one side: asked by the caller's company (`sent`) or asked of it (`received`). */
      side: z.enum(['sent', 'received'], { error: "Must be 'sent' or 'received'" }).optional(),
      customerId: recordId.optional(),
    }),
    response: { 200: paged(deviceAssignment), ...bad },
  },
});

export const saveDeviceAssignmentBody = z.strictObject({
  /** The customer whose devices these are: one the caller's company serves (418 otherwise). */
  customerId: recordId,
  /** Serials of the customer's Defcon devices (a panel takes its zones' devices with it), 1 to 50. */
  serials: z
    .array(serialSchema, { error: 'Required' })
    .min(1, 'Add at Least One Device')
    .max(50, 'At Most 50 Devices at Once'),
  note: z.string().trim().max(300, 'Please Enter At Most 300 Characters').optional(),
  /** System admins only: the security company asking (others ask for their own company). */
  securityCompanyId: recordId.optional(),
});
export type SaveDeviceAssignmentBody = z.input<typeof saveDeviceAssignmentBody>;

export const saveDeviceAssignment = defineEndpoint({
  method: 'POST',
  path: '/defcon/device-assign',
  summary:
    "A security company asks to monitor a customer's devices: one pending row per serial (418 on serials.<i> for a serial that is not one of the customer's Defcon devices or already assigned or asked)",
  tags,
  access: anyOf('p_defcon_devices_transfer'),
  schemas: {
    headers: tenancyHeaders,
    body: saveDeviceAssignmentBody,
    response: { 201: z.object({ data: z.array(deviceAssignment) }), ...bad },
  },
});

const params = z.object({ id: recordId });
const answer = (path: 'accept' | 'reject' | 'unassign', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/defcon/device-assign/:id/${path}`,
    summary,
    tags,
    access: anyOf('p_defcon_devices_transfer'),
    schemas: {
      params,
      headers: tenancyHeaders,
      /** `{}` or `{ reason }`. */
      body: z.strictObject({
        reason: z.string().trim().max(300, 'Please Enter At Most 300 Characters').optional(),
      }),
      response: { 200: z.object({ data: deviceAssignment }), 409: errorBody, ...bad },
    },
  });

export const acceptDeviceAssignment = answer(
  'accept',
  'The customer accepts: the security company monitors the device from now on (409 unless pending; 403 for the asking side)',
);
export const rejectDeviceAssignment = answer(
  'reject',
  'The customer rejects, with an optional reason (409 unless pending; 403 for the asking side)',
);
export const unassignDevice = answer(
  'unassign',
  'Either side ends an accepted assignment; the security company may also withdraw a pending one (409 otherwise)',
);
