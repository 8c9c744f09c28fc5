import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessGuard } from '../auth/guard.ts';
import {
  type AppDeps,
  assertAccessDeclared,
  assertSuccessDeclared,
  type ModuleDefinition,
} from '../module.ts';
import { refuseNulCharacters } from './nul-characters.ts';
import { OPENAPI_RESPONSES, type OpenApiResponses } from './openapi.ts';
import { kernelStatuses } from './responses.ts';

export const API_PREFIX = '/api';

/**
 * Registers every route of every module; a route without an access rule or success reply stops the start.
 * An API path that exists with other methods answers 405 with `Allow`; an unknown one 404 (both `{ msg, code }`).
 */
export function registerModuleRoutes(app: FastifyInstance, modules: ModuleDefinition[], deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const paths: RoutePath[] = [];
  for (const module of modules) {
    for (const { endpoint, handler, options } of module.routes?.(deps) ?? []) {
      assertAccessDeclared(module.name, endpoint);
      assertSuccessDeclared(module.name, endpoint);
      const { response, ...input } = endpoint.schemas;
      const url = `${API_PREFIX}${endpoint.path}`;
      // What the document adds to the response schemas: the kernel's own replies and the declared errors.
      const documented: OpenApiResponses = {
        statuses: [...new Set([...kernelStatuses(endpoint, options, url), ...(endpoint.errors ?? [])])],
        ...(endpoint.produces && { produces: [...endpoint.produces] }),
      };
      paths.push({ method: endpoint.method, pattern: pathPattern(url) });
      typed.route({
        method: endpoint.method,
        url,
        schema: {
          ...input,
          ...(response && { response }),
          summary: endpoint.summary,
          tags: [...endpoint.tags],
          ...(endpoint.access.kind !== 'public' && { security: [{ bearerAuth: [] }] }),
          [OPENAPI_RESPONSES]: documented,
        },
        // Before validation: an unauthorised caller learns nothing about the expected input.
        preValidation: [
          accessGuard(endpoint, deps, options) ?? allowed,
          options?.precheck ?? allowed,
          refuseNulCharacters({ body: !!input.body, query: !!input.querystring }),
        ],
        config: {
          ...(options?.rateLimit && { rateLimit: options.rateLimit }),
          ...(options?.bulkResponse && { bulkResponse: true }),
        },
        handler: async (request, reply) => {
          const result = await handler({
            body: request.body,
            query: request.query,
            params: request.params,
            ctx: request.ctx,
            request,
            reply,
          });
          return reply.sent ? reply : reply.send(result ?? null);
        },
      });
    }
  }
  app.register(
    async (api) => {
      api.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        const allowed = new Set(paths.filter((p) => p.pattern.test(path)).map((p) => p.method));
        if (allowed.size === 0) return reply.code(404).send({ msg: 'Not found', code: 'NOT_FOUND' });
        if (allowed.has('GET')) allowed.add('HEAD');
        return reply
          .code(405)
          .header('allow', [...allowed].sort().join(', '))
          .send({ msg: `${request.method} is not allowed here`, code: 'METHOD_NOT_ALLOWED' });
      });
    },
    { prefix: API_PREFIX },
  );
}

/** The access rule of a public route: nothing to check. */
const allowed = async () => {};

interface RoutePath {
  method: string;
  pattern: RegExp;
}

/** A Fastify path (`/api/company/:id`) as a pattern of the request paths it matches. */
const pathPattern = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );
