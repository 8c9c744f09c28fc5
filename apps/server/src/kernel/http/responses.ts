import type { Endpoint } from '@atrium/contracts';
import { z } from 'zod';
import type { RouteOptions } from '../module.ts';
import { EXEMPT as NEVER_SHED } from './pressure.ts';

/**
 * The replies the kernel itself gives, whatever the handler: each is a shared response of the OpenAPI
 * document (`#/components/responses/<name>`), with the `{ msg, code? }` body of errors.ts unless `body` says.
 */
export const KERNEL_RESPONSES = {
  400: {
    name: 'BadRequest',
    description: 'The body is not valid JSON, or a rule refused the request (`code`)',
  },
  401: {
    name: 'Unauthorized',
    description: 'No valid access token: sign in (or refresh the token) and retry',
  },
  403: {
    name: 'Forbidden',
    description: 'Signed in, but the permission, company type or ability the operation needs is missing',
  },
  404: {
    name: 'NotFound',
    description: 'A record the request names is unknown or not visible to the caller',
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body is larger than the server accepts (BODY_LIMIT_BYTES)',
  },
  414: { name: 'UriTooLong', description: 'A path parameter is longer than the router accepts' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of a content type the operation takes' },
  418: {
    name: 'ValidationFailed',
    description: 'The input is invalid: one `{ param, msg }` per offending field',
    body: 'fieldErrors',
  },
  429: { name: 'TooManyRequests', description: 'Too many requests: retry after `Retry-After` seconds' },
  500: { name: 'InternalError', description: 'A bug on the server side, logged with the request id' },
  503: {
    name: 'Overloaded',
    description: 'The server sheds load (`code: OVERLOADED`): retry after `Retry-After` seconds',
  },
} as const satisfies Record<number, { name: string; description: string; body?: 'fieldErrors' }>;

export type KernelStatus = keyof typeof KERNEL_RESPONSES;

/** Methods whose body Fastify parses (DELETE included), so a broken one is refused before the route. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The names of a query schema's parameters. */
const queryNames = (schema: z.ZodType | undefined) =>
  schema
    ? Object.keys(
        (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object })
          .properties ?? {},
      )
    : [];

/**
 * The error statuses a route can answer because of what its definition says, besides those its response
 * schemas and `errors` state: who may call it, what input it takes, whether it is rate limited.
 */
export function kernelStatuses(
  endpoint: Endpoint,
  options: RouteOptions | undefined,
  url: string,
): KernelStatus[] {
  const { access, schemas } = endpoint;
  const statuses: KernelStatus[] = [];
  const takesBody = BODY_METHODS.has(endpoint.method) || schemas.body !== undefined;
  // Body parsing comes first: broken JSON, a body too large or of another type are refused before anything.
  if (takesBody) statuses.push(400, 413, 415);
  if (access.kind !== 'public') statuses.push(401);
  if (access.kind === 'admin' || access.kind === 'permissions' || endpoint.visibility || endpoint.ability) {
    statuses.push(403);
  }
  // A path parameter that is not valid percent-encoded UTF-8 is a 400, one over the router's limit a 414.
  if (schemas.params) statuses.push(400, 404, 414);
  // Ids in the query (`customerId`, `deviceIds`) name rows too: one the caller does not see is a 404.
  if (queryNames(schemas.querystring).some((name) => /Ids?$/.test(name))) statuses.push(404);
  // A write takes a body even when a service reads it itself.
  if (takesBody || schemas.params || schemas.querystring || schemas.headers) statuses.push(418);
  if (options?.rateLimit) statuses.push(429);
  statuses.push(500);
  if (!NEVER_SHED.has(url)) statuses.push(503);
  return [...new Set(statuses)].sort((a, b) => a - b);
}
