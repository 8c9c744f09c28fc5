import { z } from 'zod';
import { recordId } from '../kernel/ids.ts';
import { listQueryOf } from '../kernel/list.ts';
import { latLngSchema } from '../validation/location.ts';

/** Pieces every places endpoint shares. */

export const placeId = recordId;

/** Another company's id in a body field is a 418 on that field; in a path it is a 404. */
export const companyParams = z.object({ id: placeId });

/**
 * Spec §6 (R133): structure and device calls say whose rows they mean. A company id (one the caller sees),
 * `:me` (the company of the path, or the caller's own), or `:none`, which FMC, AMC, Operator and Authority
 * companies send: they own no structures, so `:none` means every customer they serve.
 */
export const customerIdSchema = z.union([z.enum([':me', ':none']), placeId], {
  error: "Must be a company id, ':me' or ':none'",
});
export type CustomerId = z.output<typeof customerIdSchema>;

/** A list of `sortable` fields (spec §7; the server parses it with parseListQuery) with its search text. */
export const listQuery = <const F extends readonly [string, ...string[]]>(sortable: F) =>
  listQueryOf(sortable).extend({
    /** Search text (spec §3: the table filter's default key); applied from 2 characters, like every search. */
    name: z.string().max(100, 'Search Cannot Be Longer Than 100 Characters').optional(),
  });

export const placeName = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(120, 'Please Enter At Most 120 Characters');
export const description = z.string().trim().max(1000, 'Please Enter At Most 1000 Characters');

/** Spec §3 location: a point and its address as the picker returned it. */
export const locationInput = latLngSchema.extend({
  address: z.string().trim().max(300, 'Please Enter At Most 300 Characters').default(''),
});
export const location = z.object({ lat: z.number(), lng: z.number(), address: z.string() });
export type Location = z.output<typeof location>;

/**
 * A device on a floor plan or at an asset, named by its id or serial. Devices arrive with issue 6; until then
 * (and afterwards, so a device can be placed before it is registered) this is a reference, not a foreign key.
 */
export const deviceRef = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(64, 'Please Enter At Most 64 Characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Use Letters, Digits and . _ : - Only');

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };
