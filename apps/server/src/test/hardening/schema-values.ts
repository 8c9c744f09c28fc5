import fc from 'fast-check';
import type { JsonSchema } from './openapi.ts';

/** Text an attacker or a careless client sends: SQL and script fragments, odd unicode, control characters. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  '" UNION SELECT password_hash FROM users --',
  "%' AND 1=1 --",
  "'; select pg_sleep(3); --",
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=window.__xss=1>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%s%n%x',
  'Ωmega 🚀 中文 עברית العربية',
  'a\u200b\u202eb\ufeff',
  'e\u0301\u0301\u0301',
  '\u0000',
  'nul\u0000inside',
  '\u0001\u0007\b\f\r\n\t\u001b[31m',
  '\ud800',
  '\uffff\ufffe',
  '   ',
  '',
];

const isType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

const variants = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? schema.allOf;

let unique = 0;
/** Values that field names ask for, when the schema alone (zod refinements are not in it) cannot tell. */
function hintedString(name: string): string | undefined {
  if (/email/i.test(name)) return `fuzz.${Date.now().toString(36)}.${unique++}@example.com`;
  if (/password/i.test(name)) return 'Fuzz#Pass1234';
  if (/phone/i.test(name)) return '+971 50 123 4567';
  return undefined;
}

const TRIANGLE = [
  { lat: 25.2, lng: 55.27 },
  { lat: 25.2, lng: 55.271 },
  { lat: 25.201, lng: 55.271 },
];

/** A value the schema accepts (best effort: one sample, deterministic for a given seed). */
export function validValue(schema: JsonSchema, name = '', seed = 1): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = variants(schema);
  if (options?.[0]) return validValue(options[0], name, seed);
  if (isType(schema, 'object') || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) {
      out[key] = validValue(schema.properties?.[key] ?? {}, key, seed);
    }
    return out;
  }
  if (isType(schema, 'array')) {
    const item = Object.keys(schema.items?.properties ?? {})
      .sort()
      .join();
    // A path of points (a car park's outline): generated ones would repeat one point, which makes no area.
    if (item === 'lat,lng') return TRIANGLE;
    const count = schema.minItems ?? 0;
    return Array.from({ length: count }, () => validValue(schema.items ?? {}, name, seed));
  }
  if (isType(schema, 'integer') || isType(schema, 'number')) {
    const low = schema.minimum ?? 1;
    return schema.exclusiveMinimum === true ? low + 1 : Math.max(low, 1);
  }
  if (isType(schema, 'boolean')) return true;
  if (isType(schema, 'string')) {
    const hinted = hintedString(name);
    if (hinted) return hinted;
    if (schema.format === 'date-time') return new Date(Date.UTC(2030, 0, 1)).toISOString();
    if (schema.format === 'date') return '2030-01-01';
    if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
    if (schema.pattern) {
      const [min, max] = [schema.minLength ?? 0, schema.maxLength ?? Number.POSITIVE_INFINITY];
      try {
        const matching = fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((v) => v.length >= min && v.length <= max);
        const [sample] = fc.sample(matching, { seed, numRuns: 1 });
        return sample ?? '';
      } catch {
        // A pattern fast-check cannot generate from (a backreference): a plain text, repaired on its 418.
        return 'Fuzz valid text'.slice(0, Math.max(min, Math.min(max, 15)));
      }
    }
    const length = Math.min(Math.max(schema.minLength ?? 0, 8), schema.maxLength ?? 8);
    return 'Fuzz valid text'.padEnd(length, 'x').slice(0, Math.max(length, schema.minLength ?? 0));
  }
  return 'x';
}

/** A value of another JSON type than the schema's. */
export function wrongTypeValues(schema: JsonSchema): unknown[] {
  const all: [string, unknown][] = [
    ['string', 'not the right type'],
    ['integer', 12345],
    ['number', 1.5],
    ['boolean', true],
    ['object', { nested: { deeper: 1 } }],
    ['array', ['a', 1, null]],
  ];
  // Numbers are coerced (forms send ids as text, so `true` reads as 1): only non-numeric values are wrong.
  const numeric = isType(schema, 'integer') || isType(schema, 'number');
  const accepted = (type: string) =>
    isType(schema, type) ||
    (type === 'integer' && isType(schema, 'number')) ||
    (numeric && type === 'boolean') ||
    !schema.type;
  const values = all.filter(([type]) => !accepted(type)).map(([, v]) => v);
  // Coerced, null reads as 0: wrong only where 0 is.
  const zeroAllowed =
    numeric && (schema.minimum ?? 0) <= 0 && !(schema.minimum === 0 && schema.exclusiveMinimum === true);
  if (!schema.nullable && schema.type && !zeroAllowed) values.push(null);
  if (isType(schema, 'integer')) values.push(1.5);
  return values;
}

export interface Mutation {
  /** What was done, for reports: `wrongType`, `tooLong`, … */
  kind: string;
  value: unknown;
  /** True when the schema rejects the value; false when only the server's own rules can tell. */
  invalid: boolean;
}

/** Values for one field: those its schema forbids, and hostile ones it may allow. */
export function fieldMutations(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = [];
  const invalid = (kind: string, values: unknown[]) => {
    if (values.length > 0)
      options.push(fc.constantFrom(...values).map((value) => ({ kind, value, invalid: true })));
  };
  const maybe = (kind: string, arb: fc.Arbitrary<unknown>) =>
    options.push(arb.map((value) => ({ kind, value, invalid: false })));

  invalid('wrongType', wrongTypeValues(schema));
  if (schema.enum) {
    invalid('notInEnum', ['not-an-allowed-value', `${String(schema.enum[0]).toUpperCase()}_X`]);
  }
  if (isType(schema, 'integer') || isType(schema, 'number')) {
    const outside: number[] = [];
    if (schema.minimum !== undefined)
      outside.push(schema.exclusiveMinimum === true ? schema.minimum : schema.minimum - 1);
    if (schema.maximum !== undefined)
      outside.push(schema.exclusiveMaximum === true ? schema.maximum : schema.maximum + 1);
    invalid('outOfRange', outside);
    maybe('extremeNumber', fc.constantFrom(0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER, -1e308, 1e308));
  }
  if (isType(schema, 'string') && !schema.enum) {
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      invalid('tooLong', ['x'.repeat(max + 1), '€'.repeat(max + 1)]);
    } else {
      maybe('veryLong', fc.constantFrom('x'.repeat(100_000), '🚀'.repeat(20_000)));
    }
    if ((schema.minLength ?? 0) > 1) invalid('tooShort', ['x'.repeat((schema.minLength ?? 1) - 1)]);
    if (schema.pattern || schema.format) invalid('badFormat', misfits(schema));
    maybe(
      'hostile',
      fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 40 })),
    );
  }
  if (isType(schema, 'array')) {
    const item = validValue(schema.items ?? {});
    if (schema.maxItems !== undefined) invalid('tooManyItems', [Array(schema.maxItems + 1).fill(item)]);
    else maybe('hugeArray', fc.constant(Array(20_000).fill(item)));
    invalid(
      'badItem',
      wrongTypeValues(schema.items ?? {}).map((v) => [v]),
    );
  }
  if (options.length === 0) maybe('hostile', fc.constantFrom(...HOSTILE_STRINGS));
  return fc.oneof(...options);
}

/** Strings that break a field's pattern (checked against it) or its format. */
function misfits(schema: JsonSchema): string[] {
  const candidates = ['not matching !!', '<>', '2026-13-45T25:61:00Z', '\u0000'];
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  return candidates.filter((value) => !pattern?.test(value));
}

/** Paths of the fields of an object schema, nested objects included: `['address', 'city']`. */
export function fieldPaths(
  schema: JsonSchema,
  prefix: string[] = [],
): { path: string[]; schema: JsonSchema }[] {
  if (!schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, child]) => [
    { path: [...prefix, key], schema: child },
    ...fieldPaths(child, [...prefix, key]),
  ]);
}

/** A deep copy of `value` with `path` set (or deleted when `next` is the `REMOVE` marker). */
export const REMOVE = Symbol('remove');
export function withField(value: unknown, path: string[], next: unknown): unknown {
  const copy = structuredClone(value ?? {}) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] ?? '';
  if (next === REMOVE) delete node[last];
  else node[last] = next;
  return copy;
}

let serial = 0;
const hex = (digits: number) => (0x10000000 + serial++).toString(16).toUpperCase().padStart(digits, '0');
/** Shapes that field rules often want and a schema does not tell (hex ids, MAC addresses, times…), unique per call. */
const REPAIR_CANDIDATES: (() => string)[] = [
  () => hex(16),
  () => hex(12),
  () => hex(12).replace(/(..)(?!$)/g, '$1:'),
  () => `Fuzz ${serial++}`,
  () => '2030-01-01',
  () => '12:00',
  () => '2030-01-01T00:00:00.000Z',
  () => String(1 + (serial++ % 9)),
  () => 'https://example.com',
  () => `+97150${String(1_000_000 + serial++).slice(-7)}`,
];

/**
 * The body with each field a 418 named (ids excepted: those are the point of a probe) set to the next
 * candidate shape, or undefined when there is nothing left to try. Lets the harness reach the handler
 * of operations whose field rules live in zod refinements the OpenAPI document cannot show.
 */
export function repairedBody(
  body: unknown,
  errors: { param: string }[],
  attempt: number,
  schema?: JsonSchema,
): unknown {
  const schemas = new Map(schema ? fieldPaths(schema).map((f) => [f.path.join('.'), f.schema]) : []);
  // Only body fields: a 418 also names headers and path parameters.
  const fields = errors
    .map((e) => e.param)
    .filter((p) => p !== 'body' && !/Ids?$/.test(p) && (!schema || schemas.has(p)));
  if (
    fields.length === 0 ||
    attempt >= REPAIR_CANDIDATES.length ||
    typeof body !== 'object' ||
    body === null
  ) {
    return undefined;
  }
  return fields.reduce<unknown>((next, field) => {
    const choices = schemas.get(field)?.enum;
    const value = choices ? choices[(attempt + 1) % choices.length] : REPAIR_CANDIDATES[attempt]?.();
    return withField(next, field.split('.'), value);
  }, body);
}
