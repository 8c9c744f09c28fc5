import type { FastifyInstance, FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { parseRaw, stringifyWithRaw } from './raw-json.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's success payload is bulk data its service builds field by field (e.g. a chart's 100,000
     * points), raw JSON text among it (`rawJson`): in production it is stringified as built, without the copy
     * the schema check makes.
     */
    bulkResponse?: boolean;
  }
}

/** A bulk route's serializer in production: its 2xx payload stringified as built, its error replies checked. */
const bulkSerializer: typeof checkedSerializer = (route) =>
  route.httpStatus?.startsWith('2') ? stringifyWithRaw : checkedSerializer(route);

/** A bulk route's serializer elsewhere: its raw JSON parsed, then checked as every payload is. */
const checkedBulkSerializer: typeof checkedSerializer = (route) => {
  const check = checkedSerializer(route);
  return (data) => check(parseRaw(data));
};

/**
 * Every response is encoded by its route's zod schema (fields the contract does not name are dropped, a shape
 * off the contract is a 500), then stringified. The check copies the whole payload, so in production a route
 * marked `config: { bulkResponse: true }` skips it for its success replies, and splices the raw JSON its
 * service built. Elsewhere every route is checked: the test suites (the OpenAPI sweep among them) still hold
 * bulk answers to the contract.
 */
export function installResponseSerializer(app: FastifyInstance, config: Pick<Config, 'NODE_ENV'>) {
  app.setSerializerCompiler(checkedSerializer);
  const bulk = config.NODE_ENV === 'production' ? bulkSerializer : checkedBulkSerializer;
  app.addHook('onRoute', (route) => {
    // Fastify types a route's schemas as JSON Schema; the routes' schemas are zod's (the type provider's).
    if (route.config?.bulkResponse)
      route.serializerCompiler = bulk as FastifySerializerCompiler<FastifySchema>;
  });
}
