import { parse } from 'node:querystring';

/**
 * The query string parser of the app (Fastify's `querystringParser`). One rule for arrays: a `[]` suffix
 * means nothing, so `customerId[]=5` is `customerId=5`, and `customerId[]=5&customerId[]=6` or
 * `customerId=5&customerId[]=6` are the key repeated, which a single-valued parameter refuses as a 418.
 * A bracketed key is otherwise a parameter of its own (`sort[email]=asc`). Without this, `customerId[]=5`
 * was a key no schema knew and was silently dropped: the filter it named was ignored.
 */
export function parseQuerystring(raw: string): Record<string, string | string[]> {
  const parsed = parse(raw);
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const known = query[name];
    query[name] = known === undefined ? value : [...[known].flat(), ...[value].flat()];
  }
  return query;
}
