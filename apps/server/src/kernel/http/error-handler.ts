import { VALIDATION_STATUS } from '@atrium/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, ValidationError } from './errors.ts';

/** Fastify's own client errors, each turned into a clear `{ msg, code }` reply. */
const FRAMEWORK_ERRORS: Record<string, { status: number; msg: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msg: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: 'The request body is empty but declared as JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msg: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msg: 'Content-Length does not match the body' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, msg: 'Invalid content type' },
};

/**
 * Fastify's `frameworkErrors` option: the router's refusals (a path parameter over `maxParamLength`, a URL
 * that does not decode) answered as every other error, `{ msg, code }`, instead of Fastify's own body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const msg = status === 414 ? 'A path parameter is too long' : 'The URL is not valid';
  // The router refused before any hook ran: the request id header is set here.
  return reply.code(status).header('x-request-id', request.id).send({ msg, code: error.code });
}

const toParam = (context: string | undefined, instancePath: string) => {
  const field = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field || context || 'body';
};

/** The error model of spec §8: `{ msg, code? }`, 418 field lists, and never a stack trace or SQL text. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        param: toParam(error.validationContext, issue.instancePath),
        msg: issue.message,
      }));
      return reply.code(VALIDATION_STATUS).send(fields);
    }
    if (error instanceof ValidationError) return reply.code(VALIDATION_STATUS).send(error.fields);
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ msg: error.message, ...(error.code && { code: error.code }) });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ msg: known.msg, code: error.code });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ msg: error.message, ...(error.code && { code: error.code }) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ msg: 'Something went wrong on our side', code: 'INTERNAL_ERROR' });
  });
}
