/**
 * The write buffer of the ingest path: rows are collected into batches written every `flushMs` or as soon
 * as `batchRows` are waiting, up to `concurrency` batches at a time (started in order). At most `queueRows` rows may be waiting or being written;
 * beyond that `room()` waits (the MQTT broker then stops reading that device's socket: back-pressure) and
 * `hasRoom()` says no (HTTP answers 503). Each row's promise settles when its batch is committed, so a
 * transport acknowledges only what is stored.
 */

interface Batch<T> {
  rows: T[];
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface BufferOptions {
  flushMs: number;
  batchRows: number;
  queueRows: number;
  /** Batches written at once (1: one after the other). */
  concurrency?: number;
}

function newBatch<T>(): Batch<T> {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const done = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A caller that does not wait for its row (QoS 0) must not turn a failed batch into an unhandled rejection.
  done.catch(() => {});
  return { rows: [], done, resolve, reject };
}

export class ReadingBuffer<T> {
  private current = newBatch<T>();
  private pending = 0;
  private waiters: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly ready: Batch<T>[] = [];
  private writing = 0;
  private idle: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly write: (rows: T[]) => Promise<void>,
    private readonly options: BufferOptions,
  ) {}

  /** Rows accepted and not yet committed. */
  get size() {
    return this.pending;
  }

  hasRoom(rows = 1) {
    return this.pending + rows <= this.options.queueRows;
  }

  /** Resolves once a row may be added. */
  async room(): Promise<void> {
    while (!this.hasRoom() && !this.closed) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Adds a row; the promise settles when the row is committed (or its batch failed). */
  push(row: T): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the ingest buffer is closed'));
    const batch = this.current;
    batch.rows.push(row);
    this.pending += 1;
    if (batch.rows.length >= this.options.batchRows) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.flushMs).unref();
    return batch.done;
  }

  /** Starts writing what is collected (after the batches already waiting); settles once all is written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.current;
    if (batch.rows.length > 0) {
      this.current = newBatch<T>();
      this.ready.push(batch);
      this.pump();
    }
    if (this.writing === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private pump() {
    while (this.writing < (this.options.concurrency ?? 1)) {
      const batch = this.ready.shift();
      if (!batch) return;
      this.writing += 1;
      void this.writeBatch(batch).finally(() => {
        this.writing -= 1;
        this.pump();
        if (this.writing === 0) for (const done of this.idle.splice(0)) done();
      });
    }
  }

  /** Writes everything collected; later pushes are refused. */
  async close() {
    this.closed = true;
    await this.flush();
    for (const wake of this.waiters.splice(0)) wake();
  }

  private async writeBatch(batch: Batch<T>) {
    try {
      await this.write(batch.rows);
      batch.resolve();
    } catch (first) {
      // One retry: a dropped connection or a serialization failure usually passes the second time.
      try {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await this.write(batch.rows);
        batch.resolve();
      } catch {
        batch.reject(first);
      }
    } finally {
      this.pending -= batch.rows.length;
      for (const wake of this.waiters.splice(0, batch.rows.length)) wake();
    }
  }
}
