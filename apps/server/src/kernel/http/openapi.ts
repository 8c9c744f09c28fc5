import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { errorBody, fieldErrors } from '@atrium/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KERNEL_RESPONSES } from './responses.ts';

/** The route schema key through which route registration tells the document what it adds (routes.ts). */
export const OPENAPI_RESPONSES = 'x-atrium-responses';

export interface OpenApiResponses {
  /** Error statuses the route answers besides its response schemas: kernel ones and the endpoint's `errors`. */
  statuses: number[];
  /** Media types of a file success reply. */
  produces?: string[];
}

type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, Json>;
  [OPENAPI_RESPONSES]?: OpenApiResponses;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json>; responses?: Record<string, Json> };
}

const OPENAPI_TARGET = 'openapi-3.0';
const ref = (name: string) => `#/components/schemas/${name}`;
/** A definition's ref as the transform leaves it, or as a definition refers to another. */
const LOCAL_DEF = /^(?:#\/components\/schemas\/|__shared#\/definitions\/)(schema\d+)$/;
const NO_CONTENT = new Set(['204', '304']);
const toJson = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { target: OPENAPI_TARGET, io, unrepresentable: 'any' }) as Json;

/**
 * A recursive zod schema becomes a `$ref` to a definition (`schema0`) that fastify-type-provider-zod drops.
 * The definitions are made again here and kept as components named by their content, the refs renamed.
 */
function hoistRecursiveDefinitions(
  zodSchema: unknown,
  json: unknown,
  io: 'input' | 'output',
  components: Map<string, Json>,
): unknown {
  const text = JSON.stringify(json);
  if (!(zodSchema instanceof z.ZodType) || !/"#\/components\/schemas\/schema\d+"/.test(text)) return json;
  // As fastify-type-provider-zod converts (a registry of one), so the definitions are named as its refs are.
  const registry = z.registry<{ id: string }>();
  registry.add(zodSchema, { id: 'root' });
  const { schemas } = z.toJSONSchema(registry, {
    target: OPENAPI_TARGET,
    io,
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    uri: (id) => id,
  });
  const definitions = (schemas.__shared?.definitions ?? {}) as Record<string, Json>;
  const names = new Map(
    Object.entries(definitions).map(([local, def]) => [
      local,
      `Recursive${createHash('sha256').update(JSON.stringify(def)).digest('hex').slice(0, 10)}`,
    ]),
  );
  const rename = (value: unknown) =>
    JSON.parse(JSON.stringify(value), (key, v) => {
      if (key !== '$ref' || typeof v !== 'string') return v;
      const local = LOCAL_DEF.exec(v)?.[1];
      const name = local && names.get(local);
      if (local && !name) throw new Error(`OpenAPI: no definition ${local} for a recursive schema`);
      return name ? ref(name) : v;
    });
  for (const [local, def] of Object.entries(definitions))
    components.set(names.get(local) ?? local, rename(def));
  return rename(json);
}

/** The route transform: zod → JSON schema (fastify-type-provider-zod), recursive definitions kept. */
function transformWith(components: Map<string, Json>): typeof jsonSchemaTransform {
  return (document) => {
    const out = jsonSchemaTransform(document);
    const source = document.schema as Record<string, unknown> | undefined;
    const schema = out.schema as Record<string, unknown> | undefined;
    if (!source || !schema || schema.hide) return out;
    for (const part of ['params', 'querystring', 'body', 'headers']) {
      if (schema[part])
        schema[part] = hoistRecursiveDefinitions(source[part], schema[part], 'input', components);
    }
    const responses = schema.response as Record<string, unknown> | undefined;
    const sourceResponses = source.response as Record<string, unknown> | undefined;
    for (const status of Object.keys(responses ?? {})) {
      if (responses && sourceResponses) {
        responses[status] = hoistRecursiveDefinitions(
          sourceResponses[status],
          responses[status],
          'output',
          components,
        );
      }
    }
    return out;
  };
}

const jsonContent = (schema: Json) => ({ 'application/json': { schema } });
const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
};

/** The shared error responses every operation refers to, by the status the kernel answers them with. */
function kernelComponents() {
  const responses: Record<string, Json> = {};
  for (const [status, { name, description, ...rest }] of Object.entries(KERNEL_RESPONSES)) {
    const body = 'body' in rest ? 'FieldErrors' : 'Error';
    responses[name] = {
      description,
      ...((status === '429' || status === '503') && { headers: retryAfter }),
      content: jsonContent({ $ref: ref(body) }),
    };
  }
  return {
    schemas: { Error: toJson(errorBody, 'output'), FieldErrors: toJson(fieldErrors, 'output') },
    responses,
  };
}

/**
 * The document as the server answers: every operation's kernel responses (`#/components/responses`), its
 * declared errors, a file reply for `produces`, no content for 204 and 304, shared error bodies by reference.
 */
function completeDocument(document: Document, hoisted: Map<string, Json>) {
  allowNullInNullableEnums(document);
  const kernel = kernelComponents();
  const errorJson = JSON.stringify(kernel.schemas.Error);
  const fieldErrorsJson = JSON.stringify(kernel.schemas.FieldErrors);
  const errorReply = (status: number): Json => {
    const shared = KERNEL_RESPONSES[status as keyof typeof KERNEL_RESPONSES];
    if (shared) return { $ref: `#/components/responses/${shared.name}` };
    return {
      description: STATUS_CODES[status] ?? `Error ${status}`,
      content: jsonContent({ $ref: ref('Error') }),
    };
  };
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const added = operation[OPENAPI_RESPONSES];
      delete operation[OPENAPI_RESPONSES];
      const responses = operation.responses;
      for (const [status, response] of Object.entries(responses)) {
        if (response.description === 'Default Response') {
          response.description = STATUS_CODES[Number(status)] ?? `Status ${status}`;
        }
        if (NO_CONTENT.has(status)) delete response.content;
        // A declared error body that is the shared one: referred to, not repeated.
        const schema = (response.content as Record<string, { schema?: Json }> | undefined)?.[
          'application/json'
        ]?.schema;
        const text = schema && JSON.stringify(schema);
        if (Number(status) >= 400 && (text === errorJson || text === fieldErrorsJson)) {
          responses[status] = errorReply(Number(status));
        }
      }
      if (!added) continue;
      const hasSuccess = Object.keys(responses).some((status) => status.startsWith('2'));
      if (added.produces && !hasSuccess) {
        const file = { schema: { type: 'string', format: 'binary' } };
        responses['200'] = {
          description: 'The file',
          content: Object.fromEntries(added.produces.map((type) => [type, file])),
        };
      }
      for (const status of added.statuses) responses[String(status)] ??= errorReply(status);
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
      );
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...kernel.schemas, ...Object.fromEntries(hoisted) },
    responses: { ...document.components?.responses, ...kernel.responses },
  };
  return document;
}

/**
 * zod writes a nullable enum as `{ enum: [...], nullable: true }`; OpenAPI 3.0.3 requires `null` among the
 * values for a null to be valid (validators and generated clients refuse it otherwise).
 */
function allowNullInNullableEnums(value: unknown) {
  if (Array.isArray(value)) {
    for (const item of value) allowNullInNullableEnums(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const schema = value as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const [key, child] of Object.entries(schema)) if (key !== 'enum') allowNullInNullableEnums(child);
}

/** OpenAPI 3 generated from the routes' zod schemas: UI at /api/docs, document at /api/docs/json. */
export async function installOpenApi(app: FastifyInstance, info: { title: string; version: string }) {
  const hoisted = new Map<string, Json>();
  await app.register(swagger, {
    openapi: {
      info: {
        ...info,
        description:
          'Errors are `{ msg, code? }`; validation errors are 418 `[{ param, msg }]`. Every operation lists ' +
          'the replies it can give, those of the server itself (401, 403, 404, 413, 414, 415, 418, 429, 503, ' +
          '500) included. A method a path does not have is a 405 with `Allow`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: transformWith(hoisted),
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? (completeDocument(
            documentObject.openapiObject as unknown as Document,
            hoisted,
          ) as unknown as Partial<typeof documentObject.openapiObject>)
        : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
