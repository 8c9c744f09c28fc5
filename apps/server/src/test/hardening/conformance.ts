import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Json = Record<string, unknown>;
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: Json }>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, Response> }>>;
  components?: { schemas?: Record<string, Json>; responses?: Record<string, Response> };
}

/** The live document, as clients get it. */
export async function loadDocument(app: FastifyInstance): Promise<ApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  return res.json();
}

const COMPONENTS_ID = 'openapi-components';
/** Keywords whose value is data, not a schema. */
const VALUES = new Set(['enum', 'const', 'default', 'example', 'required']);

/**
 * An OpenAPI 3.0 schema as JSON Schema draft 7 for Ajv: boolean `exclusiveMinimum`/`exclusiveMaximum` become
 * numbers, component refs point at the components schema added to Ajv (`nullable` Ajv knows).
 */
function toDraft7(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toDraft7);
  if (value === null || typeof value !== 'object') return value;
  const schema = { ...(value as Json) };
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive]) schema[exclusive] = schema[bound];
    else delete schema[exclusive];
    if (schema[exclusive] !== undefined) delete schema[bound];
  }
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/components/schemas/')) {
    schema.$ref = `${COMPONENTS_ID}#/definitions/${schema.$ref.slice('#/components/schemas/'.length)}`;
  }
  for (const [key, child] of Object.entries(schema)) {
    if (key === 'properties' || key === 'definitions') {
      schema[key] = Object.fromEntries(Object.entries(child as Json).map(([name, s]) => [name, toDraft7(s)]));
    } else if (!VALUES.has(key)) schema[key] = toDraft7(child);
  }
  return schema;
}

const mediaType = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]
    ?.trim() ?? '';

/**
 * Holds replies to the document: `problem(method, path, res)` says what is wrong with a reply to the operation
 * `METHOD /path` (an OpenAPI path template), or undefined when its status is documented for that operation
 * and its body is what the document says (JSON validated against the schema, a file of a listed type, no body
 * where none is documented).
 */
export function conformance(document: ApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(toDraft7({ $id: COMPONENTS_ID, definitions: document.components?.schemas ?? {} }) as Json);
  const validators = new Map<string, ValidateFunction>();

  const responseOf = (response: Response | undefined): Response | undefined => {
    const name = response?.$ref?.replace('#/components/responses/', '');
    return name ? document.components?.responses?.[name] : response;
  };

  return function problem(method: string, path: string, res: LightMyRequestResponse): string | undefined {
    const operation = document.paths[path]?.[(method === 'HEAD' ? 'GET' : method).toLowerCase()];
    if (!operation) return `${method} ${path} is not in the document`;
    const status = String(res.statusCode);
    const response = responseOf(operation.responses?.[status]);
    if (!response) {
      const listed = Object.keys(operation.responses ?? {}).join(', ');
      return `status ${status} is not documented (documented: ${listed})`;
    }
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) {
      return res.rawPayload.length === 0 ? undefined : `status ${status} is documented without a body`;
    }
    const type = mediaType(res.headers['content-type']);
    const media = content[type];
    if (!media)
      return `content type ${type || 'none'} is not documented for ${status} (${Object.keys(content)})`;
    if (type !== 'application/json') return undefined;
    const key = `${method} ${path} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(toDraft7(media.schema ?? {}) as Json);
      validators.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `status ${status} body is not JSON`;
    }
    if (validate(body)) return undefined;
    return `status ${status} body does not match the document: ${ajv.errorsText(validate.errors)}`;
  };
}
