import { describe, expect, test } from 'vitest';
import { batched } from './batch.ts';

describe('[ANPR] batched calls', () => {
  test('calls of one turn share one run, each gets its own answer; the next turn runs again', async () => {
    const runs: number[][] = [];
    const double = batched(async (xs: number[]) => {
      runs.push(xs);
      return xs.map((x) => x * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  test('a failed run fails every call of its batch', async () => {
    const fail = batched(async (_xs: number[]): Promise<number[]> => {
      throw new Error('down');
    });
    await expect(Promise.all([fail(1), fail(2)])).rejects.toThrow('down');
  });
});
