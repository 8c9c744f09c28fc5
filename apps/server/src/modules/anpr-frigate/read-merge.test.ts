import { describe, expect, test } from 'vitest';
import { type MergedRead, ReadMerger } from './read-merge.ts';

const read = (plateNorm: string, score: number | null, ended = false): MergedRead => ({
  plateNorm,
  score,
  ended,
});

describe('[ANPR] one car, one read', () => {
  test('the first read reaching the minimum is decided at once, without waiting for the end', () => {
    const merger = new ReadMerger(0.8);
    expect(merger.next('b:1', read('ABC1234', 0.7))).toEqual({});
    const first = read('ABC1234', 0.85);
    expect(merger.next('b:1', first)).toEqual({ decide: first });
  });

  test('an allowed car is never decided again: a better score of its plate is only raised on its log', () => {
    const merger = new ReadMerger(0.8);
    const first = read('ABC1234', 0.85);
    merger.next('b:1', first);
    merger.settled('b:1', first, 'allowed');
    const better = read('ABC1234', 0.95);
    expect(merger.next('b:1', better)).toEqual({ raise: better });
    expect(merger.next('b:1', read('ABC1234', 0.9))).toEqual({});
    expect(merger.next('b:1', read('ABC1Z34', 0.99))).toEqual({});
    expect(merger.next('b:1', read('ABC1234', 0.97, true))).toEqual({ raise: read('ABC1234', 0.97, true) });
    expect(merger.size).toBe(0);
  });

  test('a denied car read better is decided again (a misread corrected); not when read worse', () => {
    const merger = new ReadMerger(0.8);
    const misread = read('ABC1Z34', 0.82);
    merger.next('b:1', misread);
    merger.settled('b:1', misread, 'denied');
    expect(merger.next('b:1', read('ABC1234', 0.81))).toEqual({});
    const better = read('ABC1234', 0.93);
    expect(merger.next('b:1', better)).toEqual({ decide: better });
  });

  test('a car that leaves with only low reads has its best one logged, once', () => {
    const merger = new ReadMerger(0.8);
    merger.next('b:1', read('ABC1234', 0.5));
    merger.next('b:1', read('ABC1234', 0.72));
    merger.next('b:1', read('ABC1234', 0.6));
    expect(merger.next('b:1', read('ABC1234', 0.4, true))).toEqual({ finalLow: read('ABC1234', 0.72) });
    expect(merger.size).toBe(0);
  });

  test('a read without a score never opens', () => {
    const merger = new ReadMerger(0.8);
    expect(merger.next('b:1', read('ABC1234', null))).toEqual({});
    expect(merger.next('b:1', read('ABC1234', null, true))).toEqual({ finalLow: read('ABC1234', null) });
  });

  test('the end message that brings the first good read decides, then the car is forgotten', () => {
    const merger = new ReadMerger(0.8);
    const last = read('ABC1234', 0.9, true);
    expect(merger.next('b:1', last)).toEqual({ decide: last });
    merger.settled('b:1', last, 'allowed');
    expect(merger.size).toBe(0);
  });

  test('cars are apart: one per box and tracked object', () => {
    const merger = new ReadMerger(0.8);
    const a = read('ABC1234', 0.9);
    merger.next('b:1', a);
    merger.settled('b:1', a, 'allowed');
    expect(merger.next('b:2', a)).toEqual({ decide: a });
    expect(merger.next('c:1', a)).toEqual({ decide: a });
  });

  test('a car whose end was lost is swept after the idle time, its low read returned', () => {
    const merger = new ReadMerger(0.8);
    merger.next('b:1', read('ABC1234', 0.6), 1000);
    const good = read('XYZ987', 0.9);
    merger.next('b:2', good, 1000);
    merger.settled('b:2', good, 'denied');
    expect(merger.sweep(60_000, 30_000)).toEqual([]);
    expect(merger.sweep(60_000, 62_000)).toEqual([read('ABC1234', 0.6)]);
    expect(merger.size).toBe(0);
  });
});
