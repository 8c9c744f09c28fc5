import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.ts';

/** Fields of the one line per request, shown in its message when pretty: not repeated after it. */
const REQUEST_FIELDS = ['method', 'url', 'statusCode', 'responseTime'];

/**
 * The server's logger: JSON lines (pino) in production and tests, one readable, coloured line per event in
 * development (pino-pretty, in a worker thread of pino's). LOG_LEVEL applies to both.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
): FastifyServerOptions['logger'] {
  const base = { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  if (config.NODE_ENV !== 'development' || config.LOG_LEVEL === 'silent') return base;
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: ['pid', 'hostname', 'reqId', ...REQUEST_FIELDS].join(','),
        singleLine: true,
      },
    },
  };
}

/**
 * One line per request once answered (`GET /api/health 200 3.1 ms`, with the request id), instead of
 * Fastify's two (incoming, completed); an errored one at error level with the error.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  /** The request's line says 404. */
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const { method, url } = request;
    const { statusCode } = reply;
    const fields = { method, url, statusCode, responseTime };
    const message = `${method} ${url} ${statusCode} ${responseTime} ms`;
    if (error) reply.log.error({ ...fields, err: error }, message);
    else reply.log.info(fields, message);
  }
}
