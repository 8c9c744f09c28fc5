import fc from 'fast-check';
import { type JsonSchema, type Operation, requiredHeaders } from './openapi.ts';
import {
  fieldMutations,
  fieldPaths,
  HOSTILE_STRINGS,
  REMOVE,
  validValue,
  withField,
} from './schema-values.ts';

/** A request that passes validation as far as the harness can tell; each case changes one thing in it. */
export interface BaseRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface BadCase {
  /** `body.email wrongType`, `path.id negative`, `raw malformedJson`… */
  label: string;
  /** True when the request must be refused as invalid (418, or 400/415 for a broken body). */
  invalid: boolean;
  /** The parameter a 418 must name (`email`, `id`, `tags.0`…); absent for whole-body cases. */
  param?: string;
  /** Statuses an invalid case may get; 418 when absent. */
  statuses?: number[];
  method: Operation['method'];
  url: string;
  payload?: string;
  contentType?: string;
  headers: Record<string, string>;
}

const isNumeric = (schema: JsonSchema) => schema.type === 'integer' || schema.type === 'number';
const hasBody = (op: Operation) => op.method !== 'GET' && op.method !== 'DELETE';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Percent-encodes a path segment; a lone surrogate (no UTF-8 form) is sent as the invalid bytes ED A0 80. */
const encodeSegment = (value: string) =>
  value
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');

function buildUrl(op: Operation, path: Record<string, string>, query: Record<string, string | string[]>) {
  const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeSegment(path[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function request(
  op: Operation,
  base: BaseRequest,
  change: Partial<BaseRequest> & { raw?: string; contentType?: string },
) {
  const path = change.path ?? base.path;
  const headers = change.headers ?? base.headers;
  const query = change.query ?? base.query;
  const body = 'body' in change ? change.body : base.body;
  const payload = change.raw ?? (hasBody(op) && body !== undefined ? JSON.stringify(body) : undefined);
  return {
    method: op.method,
    url: buildUrl(op, path, query),
    headers,
    ...(payload !== undefined && { payload, contentType: change.contentType ?? 'application/json' }),
  };
}

const paramName = (path: string[]) => path.join('.');

/** The base request itself, as sent. */
export const unchanged = (op: Operation, base: BaseRequest) => request(op, base, {});

/** The cases every operation gets, whatever the seed: broken bodies, missing fields, bad path ids. */
export function fixedCases(op: Operation, base: BaseRequest, { rawBodies = true } = {}): BadCase[] {
  const cases: BadCase[] = [];
  if (hasBody(op)) {
    // Refused by the body parser, before any caller is known: the same for every caller.
    const raw = (label: string, payload: string, statuses: number[], contentType?: string) =>
      rawBodies &&
      cases.push({ label, invalid: true, statuses, ...request(op, base, { raw: payload, contentType }) });
    raw('raw malformedJson', '{"name": "x",', [400]);
    raw('raw truncatedUnicode', '{"name": "\\ud83', [400]);
    raw(
      'raw protoPollution',
      '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
      [400],
    );
    raw('raw wrongContentType xml', '<user><isAdmin>true</isAdmin></user>', [415], 'application/xml');
    raw('raw wrongContentType form', 'name=x&email=y', [415], 'application/x-www-form-urlencoded');
    if (op.body) {
      raw('raw textPlain', 'just text', [415, 418], 'text/plain');
      raw('raw emptyJson', '', [400]);
      for (const [label, value] of [
        ['null', null],
        ['array', [base.body]],
        ['string', 'a string'],
        ['number', 42],
      ] as const) {
        cases.push({ label: `body ${label}`, invalid: true, ...request(op, base, { body: value }) });
      }
      for (const name of op.body.required ?? []) {
        cases.push({
          label: `body.${name} missing`,
          invalid: true,
          param: name,
          ...request(op, base, { body: withField(base.body, [name], REMOVE) }),
        });
      }
      if (op.body.additionalProperties === false) {
        cases.push({
          label: 'body unknownField',
          invalid: true,
          ...request(op, base, { body: withField(base.body, ['isAdmin'], true) }),
        });
      }
    }
  }
  for (const header of op.headerParams.filter((p) => p.required)) {
    const others = Object.fromEntries(Object.entries(base.headers).filter(([name]) => name !== header.name));
    cases.push({
      label: `header.${header.name} missing`,
      invalid: true,
      param: header.name,
      ...request(op, base, { headers: others }),
    });
  }
  // Past the database's integer range: a lookup must answer 404 or 418, not fail in SQL.
  for (const param of op.pathParams.filter((p) => isNumeric(p.schema))) {
    cases.push({
      label: `path.${param.name} extremeNumber 2147483648`,
      invalid: false,
      param: param.name,
      ...request(op, base, { path: { ...base.path, [param.name]: '2147483648' } }),
    });
  }
  for (const field of op.body && hasBody(op) ? fieldPaths(op.body).filter((f) => isNumeric(f.schema)) : []) {
    cases.push({
      label: `body.${paramName(field.path)} extremeNumber 2147483648`,
      invalid: false,
      param: paramName(field.path),
      ...request(op, base, { body: withField(base.body, field.path, 2_147_483_648) }),
    });
  }
  for (const param of op.pathParams) {
    const values =
      param.schema.type === 'integer' || param.schema.type === 'number'
        ? ['-1', '0', 'abc', '1.5', "1' OR '1'='1", 'NaN']
        : [];
    for (const value of values) {
      cases.push({
        label: `path.${param.name} ${JSON.stringify(value)}`,
        invalid: true,
        param: param.name,
        ...request(op, base, { path: { ...base.path, [param.name]: value } }),
      });
    }
  }
  return cases;
}

/** Random cases: one field, path parameter or query parameter set to a forbidden or hostile value. */
export function randomCase(op: Operation, base: BaseRequest): fc.Arbitrary<BadCase> {
  const options: fc.Arbitrary<BadCase>[] = [];
  const fields = op.body && hasBody(op) ? fieldPaths(op.body) : [];
  if (fields.length > 0) {
    options.push(
      fc
        .constantFrom(...fields)
        .chain((field) => fieldMutations(field.schema).map((m) => ({ field, m })))
        .map(({ field, m }) => ({
          label: `body.${paramName(field.path)} ${m.kind}`,
          invalid: m.invalid,
          param: paramName(field.path),
          ...request(op, base, { body: withField(base.body, field.path, m.value) }),
        })),
    );
  }
  if (op.pathParams.length > 0) {
    options.push(
      fc
        .constantFrom(...op.pathParams)
        .chain((p) =>
          fc
            .oneof(
              fc.constantFrom(
                '2147483648',
                '9007199254740991',
                '99999999999999999999',
                '1e3',
                '0x10',
                ' 7',
                '07',
              ),
              fc.constantFrom(...HOSTILE_STRINGS),
              fc.string({ unit: 'binary', maxLength: 30 }),
              fc.constant('x'.repeat(5000)),
            )
            .map((value) => ({ p, value })),
        )
        .map(({ p, value }) => ({
          label: `path.${p.name} hostile ${JSON.stringify(value.slice(0, 40))}`,
          invalid: false,
          param: p.name,
          ...request(op, base, { path: { ...base.path, [p.name]: value } }),
        })),
    );
  }
  // Query parameters: declared ones get forbidden values; every operation gets unknown and repeated ones.
  const queryOptions = op.queryParams.map((p) =>
    fieldMutations(p.schema).map((m) => ({
      label: `query.${p.name} ${m.kind}`,
      // A query string is text: another JSON type, written out, is still valid text for a string parameter.
      invalid: m.invalid && !(p.schema.type === 'string' && m.kind === 'wrongType'),
      param: p.name,
      ...request(op, base, {
        query: { ...base.query, [p.name]: typeof m.value === 'string' ? m.value : JSON.stringify(m.value) },
      }),
    })),
  );
  options.push(
    ...queryOptions,
    fc.constantFrom(...HOSTILE_STRINGS, '-1', '1e9', 'abc').map((value) => ({
      label: `query junk ${JSON.stringify(value.slice(0, 40))}`,
      invalid: false,
      ...request(op, base, {
        query: {
          ...base.query,
          limit: value,
          offset: value,
          sortBy: value,
          sortType: value,
          [`sort[${value}]`]: 'asc',
          '__proto__[isAdmin]': 'true',
        },
      }),
    })),
  );
  return fc.oneof(...options);
}

/** A request the schema accepts, made from the operation's own schemas and the caller's ids. */
export function baseRequest(op: Operation, path: Record<string, string>, seed: number): BaseRequest {
  const query: Record<string, string> = {};
  for (const p of op.queryParams) {
    if (p.required) query[p.name] = String(validValue(p.schema, p.name, seed));
  }
  const headers = requiredHeaders(op, (p) => String(validValue(p.schema, p.name, seed)));
  return { path, query, headers, body: op.body && hasBody(op) ? validValue(op.body, '', seed) : undefined };
}
