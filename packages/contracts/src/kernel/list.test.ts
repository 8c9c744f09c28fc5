import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { listQueryOf, pageQuery } from './list.ts';

const query = listQueryOf(['id', 'name']);
const messages = (input: unknown) =>
  query.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('list parameters (A67)', () => {
  test('A67 numbers, booleans and sort fields are read as the list parser reads them', () => {
    expect(
      query.parse({ limit: '10', offset: ['5', '9'], sortBy: 'name', sortType: 'DESC', total: 'FALSE' }),
    ).toEqual({ limit: 10, offset: 5, sortBy: 'name', sortType: 'desc', total: 'false' });
    // An empty value is an absent one; sort[field] keys pass through to the parser.
    expect(query.parse({ limit: '', 'sort[name]': 'asc' })).toEqual({ 'sort[name]': 'asc' });
  });

  test('A67 a wrong value is a 418 naming the parameter, with the list parser’s messages', () => {
    expect(messages({ limit: '0', skip: '-1', sortBy: 'password', sortType: 'up', total: 'maybe' })).toEqual([
      'limit: Must be a whole number of at least 1',
      'skip: Must be a whole number of at least 0',
      'total: Must be true or false',
      "sortBy: Cannot sort by 'password'. Allowed: id, name",
      "sortType: Must be 'asc' or 'desc'",
    ]);
    expect(messages({ offset: '1.5' })).toEqual(['offset: Must be a whole number of at least 0']);
  });

  test('A67 the document shows whole numbers and the sortable fields', () => {
    const json = z.toJSONSchema(query, { io: 'input' }) as { properties: Record<string, object> };
    expect(json.properties.limit).toMatchObject({ type: 'integer', minimum: 1 });
    expect(json.properties.offset).toMatchObject({ type: 'integer', minimum: 0 });
    expect(json.properties.sortBy).toMatchObject({ enum: ['id', 'name'] });
    expect(json.properties.sortType).toMatchObject({ enum: ['asc', 'desc'] });
    expect(Object.keys((z.toJSONSchema(pageQuery) as { properties: object }).properties)).not.toContain(
      'sortBy',
    );
  });
});
