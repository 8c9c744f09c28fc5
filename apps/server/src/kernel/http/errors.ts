import type { FieldError } from '@atrium/contracts';

/** An error that becomes the reply `{ msg, code? }` with its status (spec §8). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Validation failure: status 418 with `[{ param, msg }]`. */
export class ValidationError extends Error {
  readonly statusCode = 418;
  constructor(readonly fields: FieldError[]) {
    super(fields.map((f) => `${f.param}: ${f.msg}`).join('; '));
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`, 'NOT_FOUND');
export const unauthorized = (msg = 'Authentication required', code = 'AUTH_REQUIRED') =>
  new HttpError(401, msg, code);
export const forbidden = (msg = "You don't have permission to do this", code = 'FORBIDDEN') =>
  new HttpError(403, msg, code);
