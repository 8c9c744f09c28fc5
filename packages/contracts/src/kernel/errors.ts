import { z } from 'zod';

/** Every error reply with status >= 400 (spec §8). */
export const errorBody = z.object({ msg: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Validation errors: status 418 with one entry per offending field (spec §5, §8). */
export const VALIDATION_STATUS = 418;
export const fieldError = z.object({ param: z.string(), msg: z.string() });
export const fieldErrors = z.array(fieldError);
export type FieldError = z.infer<typeof fieldError>;
