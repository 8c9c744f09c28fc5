import { z } from 'zod';
import { recordId } from '../kernel/ids.ts';

/** Pieces the smart parking endpoints share. */

export const sparkingTags = ['sparking'];
export const idParams = z.object({ id: recordId });
export const named = z.object({ id: z.number().int(), name: z.string() });
export const point = z.object({ lat: z.number(), lng: z.number() });
