import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that fastify-type-provider-zod emits. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the live OpenAPI document, with `$ref`s resolved. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI template, e.g. `/api/company/{id}/user/{userId}`. */
  path: string;
  /** `METHOD /path`: how skip lists and reports name an operation. */
  name: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  body?: JsonSchema;
  isPublic: boolean;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function resolver(components: Record<string, JsonSchema>) {
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema => {
    if (!schema || depth > 20) return {};
    if (schema.$ref) return resolve(components[schema.$ref.split('/').pop() ?? ''], depth + 1);
    const out: JsonSchema = { ...schema };
    if (schema.properties) {
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)]),
      );
    }
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (schema[key]) out[key] = schema[key].map((s) => resolve(s, depth + 1));
    }
    return out;
  };
  return resolve;
}

/** Every operation of `/api/docs/json`: the harness covers a module the day its routes are registered. */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], RawOperation>>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const resolve = resolver(doc.components?.schemas ?? {});
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const params = (raw.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) }));
      const json = raw.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        name: `${method.toUpperCase()} ${path}`,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header'),
        ...(json && { body: resolve(json) }),
        isPublic: !raw.security || raw.security.length === 0,
      });
    }
  }
  return operations;
}

/** The URL of an operation with its path parameters filled in (values are URL-encoded). */
export function urlOf(
  operation: Operation,
  pathValues: Record<string, string>,
  query?: Record<string, string>,
) {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(pathValues[name] ?? ''),
  );
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  return `${path}${search}`;
}

/** The resource a path parameter names: the path segment before it (`/company/{id}` → `company`). */
export function resourceOf(operation: Operation, param: string): string {
  const segments = operation.path.split('/');
  const index = segments.indexOf(`{${param}}`);
  return (segments[index - 1] ?? '').toLowerCase();
}

/** Values for the required header parameters (e.g. an idempotency key), different on every call. */
export const requiredHeaders = (op: Operation, value: (p: Parameter) => string) =>
  Object.fromEntries(op.headerParams.filter((p) => p.required).map((p) => [p.name, value(p)]));

export const isIdSchema = (schema: JsonSchema) => schema.type === 'integer' || schema.type === 'number';
