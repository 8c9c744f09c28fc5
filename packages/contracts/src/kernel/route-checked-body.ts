import { z } from 'zod';

/**
 * The body of a route that reads and checks its request itself: multipart/form-data (Fastify parses no such
 * body; `consumes` names the media types), or input checked with side effects of its own (telemetry counts
 * each refusal). Any body passes the route's schema; the document shows `shape`, and the route answers the
 * same 418 field errors as if the schema were checked (`shape.safeParse`, or the upload's own checks).
 */
export const routeCheckedBody = (shape: z.ZodType) =>
  z.unknown().meta(z.toJSONSchema(shape, { io: 'input', target: 'openapi-3.0' }) as Record<string, unknown>);
