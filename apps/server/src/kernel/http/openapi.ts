import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the routes' zod schemas: UI at /api/docs, document at /api/docs/json. */
export async function installOpenApi(app: FastifyInstance, info: { title: string; version: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        ...info,
        description: 'Errors are `{ msg, code? }`; validation errors are 418 `[{ param, msg }]`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
