import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (serial) column: a larger id can name no row. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A row id in a path, query string or body: a whole number from 1 to MAX_RECORD_ID. Text is accepted
 * (forms and URLs send ids as text); anything larger is refused here, not by the database as a 500.
 */
export const recordId = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive number')
  .max(MAX_RECORD_ID, `Must be at most ${MAX_RECORD_ID}`);

/**
 * A company id that defaults to the caller's company: required only of callers who belong to none (system
 * administrators), which no schema can say, so the document says it (their omission is a 418 'Required').
 */
export const OWN_COMPANY_BY_DEFAULT =
  "The caller's own company when absent; required for system administrators, who belong to no company";
