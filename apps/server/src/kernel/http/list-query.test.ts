import { describe, expect, test } from 'vitest';
import { ValidationError } from './errors.ts';
import { parseListQuery } from './list-query.ts';

const options = { sortable: ['name', 'createdAt'] as const, maxLimit: 100 };
const parse = (query: Record<string, unknown>) => parseListQuery(query, options);
const fieldsOf = (query: Record<string, unknown>) => {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof ValidationError) return error.fields.map((f) => f.param);
  }
  return [];
};

describe('list query parser', () => {
  test('defaults: 25 rows from the start, no sort, total requested', () => {
    expect(parse({})).toEqual({ limit: 25, offset: 0, sort: [], total: true });
  });

  test('limit and offset, or skip as an alias of offset', () => {
    expect(parse({ limit: '10', offset: '20' })).toMatchObject({ limit: 10, offset: 20 });
    expect(parse({ limit: '10', skip: '30' })).toMatchObject({ offset: 30 });
  });

  test('a limit above the maximum is clamped, not refused', () => {
    expect(parse({ limit: '5000' }).limit).toBe(100);
  });

  test('sortBy + sortType', () => {
    expect(parse({ sortBy: 'name', sortType: 'DESC' }).sort).toEqual([{ field: 'name', direction: 'desc' }]);
    expect(parse({ sortBy: 'name' }).sort).toEqual([{ field: 'name', direction: 'asc' }]);
  });

  test('sort[field]=asc|desc, several terms in order', () => {
    expect(parse({ 'sort[createdAt]': 'desc', 'sort[name]': 'asc' }).sort).toEqual([
      { field: 'createdAt', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
  });

  test('total=false lets a service skip the count', () => {
    expect(parse({ total: 'false' }).total).toBe(false);
    expect(parse({ total: '1' }).total).toBe(true);
  });

  test('an unknown sort field is a validation error naming the parameter', () => {
    expect(fieldsOf({ sortBy: 'password' })).toEqual(['sortBy']);
    expect(fieldsOf({ 'sort[password]': 'asc' })).toEqual(['sort[password]']);
  });

  test('bad numbers, directions and totals are each reported', () => {
    expect(fieldsOf({ limit: '0', offset: '-1', sortBy: 'name', sortType: 'up', total: 'maybe' })).toEqual([
      'limit',
      'offset',
      'sortType',
      'total',
    ]);
    expect(fieldsOf({ limit: '2.5' })).toEqual(['limit']);
  });

  test('the default sort applies only when the client gives none', () => {
    const withDefault = {
      ...options,
      defaultSort: [{ field: 'createdAt' as const, direction: 'desc' as const }],
    };
    expect(parseListQuery({}, withDefault).sort).toEqual([{ field: 'createdAt', direction: 'desc' }]);
    expect(parseListQuery({ sortBy: 'name' }, withDefault).sort).toEqual([
      { field: 'name', direction: 'asc' },
    ]);
  });
});
