import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessGuard } from '../auth/guard.ts';
import {
  type AppDeps,
  assertAccessDeclared,
  assertSuccessDeclared,
  type ModuleDefinition,
} from '../module.ts';
import { OPENAPI_RESPONSES, type OpenApiResponses } from './openapi.ts';
import { kernelStatuses } from './responses.ts';

export const API_PREFIX = '/api';

/** Registers every route of every module; a route without an access rule stops the start. */
export function registerModuleRoutes(app: FastifyInstance, modules: ModuleDefinition[], deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
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
        preValidation: accessGuard(endpoint, deps, options),
        ...(options?.rateLimit && { config: { rateLimit: options.rateLimit } }),
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
}
