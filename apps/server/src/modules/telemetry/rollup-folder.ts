import type { DbOrTx } from '../../kernel/db/client.ts';
import { foldRollups } from './batch-rollups.ts';

/**
 * Folds the ingest's pending rollups at most `delayMs` after a batch is stored: under load, the batches of that
 * time are folded together (each bucket upserted once, not once per batch); idle, nothing runs. Readers of the
 * rollups fold first (`foldRollups`), so the delay is never seen through the API. What a failed fold or a stopped
 * process left pending stays in the database, folded by the next fold or read of any process.
 */
export class RollupFolder {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: DbOrTx,
    private readonly delayMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A batch was stored: fold within `delayMs`. */
  soon() {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.running.then(() => this.fold());
    }, this.delayMs).unref();
  }

  /** Folds what was stored and not folded yet, and stops (a failure is reported; a later fold or read takes it). */
  async close() {
    this.closed = true;
    const due = this.timer !== undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    if (due) await this.fold();
  }

  private async fold() {
    try {
      await foldRollups(this.db);
    } catch (error) {
      this.onError(error);
    }
  }
}
