import { describe, expect, test } from 'vitest';
import { addTags, parseTags, tagCountError, tagsSchema } from './tags.ts';

const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('tag input (spec §5)', () => {
  test('R67 splits on comma, semicolon and pipe, trims, drops blanks and duplicates', () => {
    expect(parseTags(' a, b;c |d ,, ;| a ,b')).toEqual(['a', 'b', 'c', 'd']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(['x,y', 'y', ' z '])).toEqual(['x', 'y', 'z']);
    expect(parseTags('ABC, abc')).toEqual(['ABC', 'abc']);
    expect(parseTags('a b, a:b')).toEqual(['a b', 'a:b']);
  });

  test('R67 addTags skips tags already present', () => {
    expect(addTags(['a'], 'a, b')).toEqual({ tags: ['a', 'b'], rejected: [], error: null });
  });

  test("R68 maximum count: fills up to n, rejects the rest with 'You Cannot Enter More Than {n} '", () => {
    expect(addTags(['a'], 'b, c, d', 3)).toEqual({
      tags: ['a', 'b', 'c'],
      rejected: ['d'],
      error: 'You Cannot Enter More Than 3 ',
    });
    expect(addTags(['a', 'b'], 'c', 3).error).toBeNull();
    expect(addTags(['a', 'b', 'c'], 'a', 3).error).toBeNull();
    expect(tagCountError(['a', 'b'], 2)).toBeNull();
    expect(tagCountError(['a', 'b', 'c'], 2)).toBe('You Cannot Enter More Than 2 ');
    expect(tagCountError(['a', 'b', 'c'])).toBeNull();
  });

  test('R67 R68 schema cleans text or arrays and enforces the maximum', () => {
    expect(tagsSchema().parse('a;b|a')).toEqual(['a', 'b']);
    expect(tagsSchema(2).parse([' a ', 'b', 'b'])).toEqual(['a', 'b']);
    expect(message(tagsSchema(2).safeParse('a,b,c'))).toBe('You Cannot Enter More Than 2 ');
  });
});
