import { z } from 'zod';
import { customerIdSchema } from '../devices/common.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';

/** Pieces the Neuron registry endpoints share (boxes, residents, vehicles, accesses, dashboard). */

export const anprTags = ['anpr'];
export const idParams = z.object({ id: recordId });
export const named = z.object({ id: z.number().int(), name: z.string() });
export const bad = { 403: errorBody, 404: errorBody, 418: fieldErrors };

/** Lists: R133 `customerId` (default the caller's own company; `:none` every company the caller sees). */
export const customerQuery = { customerId: customerIdSchema.optional() };
/** New rows: the caller's company; a system admin or a provider names one it sees. */
export const companyQuery = { companyId: recordId.optional().describe(OWN_COMPANY_BY_DEFAULT) };

export const anprName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(120, 'Please Enter At Most 120 Characters');
export const optionalText = (max: number) =>
  z.string().trim().max(max, `Please Enter At Most ${max} Characters`);

export const flagQuery = z.enum(['true', 'false'], { error: 'Must be true or false' });
