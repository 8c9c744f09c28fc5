import { z } from 'zod';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';

/** Pieces every fleet endpoint shares. */

export const fleetTags = ['fleet'];
export const idParams = z.object({ id: recordId });
/** The company a call is about: the caller's own; a system admin names one. */
export const companyQuery = { companyId: recordId.optional().describe(OWN_COMPANY_BY_DEFAULT) };
export const named = z.object({ id: z.number().int(), name: z.string() });

export const fleetName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(120, 'Please Enter At Most 120 Characters');
export const optionalText = (max: number) =>
  z.string().trim().max(max, `Please Enter At Most ${max} Characters`);
/** An id field that may be cleared with null. */
export const nullableId = recordId.nullable();
