import { z } from 'zod';
import { recordId } from '../kernel/ids.ts';
import { listQueryOf } from '../kernel/list.ts';

/** Global mobility's staff (issue 22): the company's users, their gm role, the devices they carry, on duty. */

/** The system roles of spec §6 for global mobility (permissions' system-roles.ts). */
export const GM_ROLES = ['gm_admin', 'gm_operator', 'gm_responder'] as const;
export type GmRole = (typeof GM_ROLES)[number];

export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Their global mobility role; null: none yet. */
  role: z.enum(GM_ROLES).nullable(),
  /** Whether a responder is on duty (only on-duty responders are told of SOS alarms to answer). */
  onDuty: z.boolean(),
  devices: z.array(z.object({ id: z.number().int(), serial: z.string(), name: z.string() })),
});
export type StaffMember = z.infer<typeof staffMember>;

export const STAFF_SORTS = ['name', 'id'] as const;
export const staffListQuery = listQueryOf(STAFF_SORTS).extend({
  search: z.string().trim().max(100, 'At most 100 characters').optional(),
  role: z
    .enum([...GM_ROLES, 'none'], { error: `Must be one of ${[...GM_ROLES, 'none'].join(', ')}` })
    .optional(),
  onDuty: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
  companyId: recordId.optional(),
});

export const staffUpdate = z.strictObject({
  role: z.enum(GM_ROLES, { error: `Must be one of ${GM_ROLES.join(', ')}` }).nullable(),
  onDuty: z.boolean({ error: 'Must be true or false' }),
  /** The gm devices of the company this member carries (a device has one carrier at most). */
  deviceIds: z
    .array(recordId, { error: 'Must be a list of ids' })
    .max(20, 'At most 20')
    .transform((list) => [...new Set(list)]),
});
export type StaffUpdate = z.output<typeof staffUpdate>;
