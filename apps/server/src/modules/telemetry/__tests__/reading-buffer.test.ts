import { expect, test } from 'vitest';
import { ReadingBuffer } from '../reading-buffer.ts';

/** A write that waits until the test lets it finish, recording what started. */
function controlledWrites() {
  const started: number[][] = [];
  const finish: (() => void)[] = [];
  const write = (rows: number[]) => {
    started.push(rows);
    return new Promise<void>((resolve) => finish.push(resolve));
  };
  return { started, finish, write };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('batches start in order, at most `concurrency` at a time, and each row settles with its own batch', async () => {
  const w = controlledWrites();
  const buffer = new ReadingBuffer<number>(w.write, {
    flushMs: 60_000,
    batchRows: 2,
    queueRows: 100,
    concurrency: 2,
  });
  const settled: number[] = [];
  for (const row of [1, 2, 3, 4, 5, 6]) void buffer.push(row).then(() => settled.push(row));
  await settle();
  expect(w.started).toEqual([
    [1, 2],
    [3, 4],
  ]);
  w.finish[1]?.();
  await settle();
  expect(settled).toEqual([3, 4]);
  expect(w.started).toEqual([
    [1, 2],
    [3, 4],
    [5, 6],
  ]);
  expect(buffer.size).toBe(4);
  w.finish[0]?.();
  w.finish[2]?.();
  await settle();
  expect(settled.sort()).toEqual([1, 2, 3, 4, 5, 6]);
  expect(buffer.size).toBe(0);
});

test('with concurrency 1 a batch waits for the one before it; flush settles once everything is written', async () => {
  const w = controlledWrites();
  const buffer = new ReadingBuffer<number>(w.write, { flushMs: 60_000, batchRows: 1, queueRows: 100 });
  void buffer.push(1);
  void buffer.push(2);
  await settle();
  expect(w.started).toEqual([[1]]);
  let flushed = false;
  void buffer.flush().then(() => {
    flushed = true;
  });
  w.finish[0]?.();
  await settle();
  expect(w.started).toEqual([[1], [2]]);
  expect(flushed).toBe(false);
  w.finish[1]?.();
  await settle();
  expect(flushed).toBe(true);
});

test('past queueRows there is no room until a batch is written (back-pressure)', async () => {
  const w = controlledWrites();
  const buffer = new ReadingBuffer<number>(w.write, {
    flushMs: 60_000,
    batchRows: 2,
    queueRows: 2,
    concurrency: 2,
  });
  void buffer.push(1);
  void buffer.push(2);
  expect(buffer.hasRoom()).toBe(false);
  let room = false;
  void buffer.room().then(() => {
    room = true;
  });
  await settle();
  expect(room).toBe(false);
  w.finish[0]?.();
  await settle();
  expect(room).toBe(true);
});
