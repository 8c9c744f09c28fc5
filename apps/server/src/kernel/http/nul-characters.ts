import type { FastifyRequest } from 'fastify';
import { ValidationError } from './errors.ts';

export const NUL_MESSAGE = 'Must Not Contain a NUL Character';

/** The paths (`rules.0.name`) of the strings in `value` that hold U+0000, at most `limit` of them. */
export function nulPaths(value: unknown, path: string[] = [], found: string[] = [], limit = 20): string[] {
  if (found.length >= limit) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.'));
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) nulPaths(item, [...path, String(i)], found, limit);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulPaths(item, [...path, key], found, limit);
  }
  return found;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL in any input string would fail at the database as a 500: it is
 * refused before validation, as a 418 on each field that holds one (after the access rule, so an
 * unauthorised caller still learns nothing about the input). The body and the query are read when
 * the route declares them.
 */
export const refuseNulCharacters =
  ({ body, query }: { body: boolean; query: boolean }) =>
  async (request: FastifyRequest) => {
    const fields = [...(body ? nulPaths(request.body) : []), ...(query ? nulPaths(request.query) : [])];
    if (fields.length > 0) throw new ValidationError(fields.map((param) => ({ param, msg: NUL_MESSAGE })));
  };
