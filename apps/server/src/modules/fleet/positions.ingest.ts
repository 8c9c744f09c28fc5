import { fleet } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { DeviceRateLimiter } from '../telemetry/rate-limit.ts';
import { ReadingBuffer } from '../telemetry/reading-buffer.ts';
import { RefusalCounter } from '../telemetry/refusal.ts';
import { type PositionInput, type PositionRow, storePositions } from './positions.store.ts';
import type { Tracker } from './trackers.ts';

export type PositionsListener = (rows: readonly PositionRow[]) => void | Promise<void>;

/** Why a fix is refused; each is counted in the tracker's info log under its code. */
export type PositionRefusalCode =
  | 'DEVICE_BLOCKED'
  | 'NOT_A_TRACKER'
  | 'RATE_LIMITED'
  | 'BAD_POSITION'
  | 'BAD_TIMESTAMP'
  | 'NO_POSITION'
  | 'INVALID_FIX';

const REFUSAL_MESSAGES: Record<fleet.PositionRefusal, { code: PositionRefusalCode; msg: string }> = {
  coordinates: { code: 'BAD_POSITION', msg: 'Latitude or longitude impossible (or 0,0: no fix)' },
  future: { code: 'BAD_TIMESTAMP', msg: 'Position time too far in the future' },
  'too-old': { code: 'BAD_TIMESTAMP', msg: 'Position time too far in the past' },
  time: { code: 'BAD_TIMESTAMP', msg: 'Position time unreadable' },
};

/**
 * The positions path both sources feed (the OsmAnd receiver, MQTT telemetry of fleet devices): refusal of
 * impossible fixes and of a tracker over its rate (counted in its info log, as telemetry counts), the same
 * batching write buffer and back-pressure as telemetry (TELEMETRY_FLUSH_MS, _BATCH_ROWS, _QUEUE_ROWS,
 * _WRITE_BATCHES), and the `onPositionsStored` hook, handed each stored batch in the order batches started.
 */
export class PositionIngest {
  private readonly buffer: ReadingBuffer<PositionInput>;
  private readonly limiter: DeviceRateLimiter;
  private readonly refusals: RefusalCounter;
  private readonly listeners = new Set<PositionsListener>();
  private handedOn: Promise<unknown> = Promise.resolve();
  /** Refusals per code since start, unknown serials included (they have no info log to count in). */
  readonly refused = new Map<string, number>();

  constructor(
    private readonly db: DbOrTx,
    config: Pick<
      Config,
      | 'TELEMETRY_FLUSH_MS'
      | 'TELEMETRY_BATCH_ROWS'
      | 'TELEMETRY_QUEUE_ROWS'
      | 'TELEMETRY_WRITE_BATCHES'
      | 'OSMAND_DEVICE_RATE_PER_SECOND'
      | 'OSMAND_DEVICE_BURST'
    >,
    private log: Pick<FastifyBaseLogger, 'error'> = console,
  ) {
    this.limiter = new DeviceRateLimiter(config.OSMAND_DEVICE_RATE_PER_SECOND, config.OSMAND_DEVICE_BURST);
    this.refusals = new RefusalCounter(db, (error) =>
      this.log.error({ err: error }, 'could not count refused positions'),
    );
    this.buffer = new ReadingBuffer((rows) => this.write(rows), {
      flushMs: config.TELEMETRY_FLUSH_MS,
      batchRows: config.TELEMETRY_BATCH_ROWS,
      queueRows: config.TELEMETRY_QUEUE_ROWS,
      concurrency: config.TELEMETRY_WRITE_BATCHES,
    });
  }

  useLogger(log: Pick<FastifyBaseLogger, 'error'>) {
    this.log = log;
  }

  onPositionsStored(listener: PositionsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Counts a refusal of no device (an unknown serial). */
  countUnknown() {
    this.tally('UNKNOWN_DEVICE');
  }

  /**
   * Why a fix of `tracker` is refused, counted in its info log; null: it may be stored. A fix without
   * coordinates or marked invalid by the tracker is refused after the device checks. `limit` false for
   * fixes already held to a rate (MQTT readings passed telemetry's).
   */
  refuse(
    tracker: Tracker,
    fix: { lat: number | null; lon: number | null; ts: Date; valid?: boolean },
    limit = true,
    now = new Date(),
  ): PositionRefusalCode | null {
    const refusal = this.refusalOf(tracker, fix, limit, now);
    if (refusal) {
      this.tally(refusal.code);
      this.refusals.count(tracker.id, refusal);
    }
    return refusal?.code ?? null;
  }

  private refusalOf(
    tracker: Tracker,
    fix: { lat: number | null; lon: number | null; ts: Date; valid?: boolean },
    limit: boolean,
    now: Date,
  ): { code: PositionRefusalCode; msg: string } | null {
    if (tracker.blocked) return { code: 'DEVICE_BLOCKED', msg: 'The device is blocked' };
    if (!tracker.isTracker)
      return { code: 'NOT_A_TRACKER', msg: 'Positions come only from devices of the fleet app' };
    if (limit && !this.limiter.take(tracker.id)) return { code: 'RATE_LIMITED', msg: 'Too many positions' };
    if (fix.lat === null || fix.lon === null)
      return { code: 'NO_POSITION', msg: 'No latitude and longitude (nothing to store)' };
    if (fix.valid === false) return { code: 'INVALID_FIX', msg: 'The tracker marked its fix invalid' };
    const invalid = fleet.positionRefusal({ lat: fix.lat, lon: fix.lon, ts: fix.ts }, now);
    return invalid ? REFUSAL_MESSAGES[invalid] : null;
  }

  private tally(code: string) {
    this.refused.set(code, (this.refused.get(code) ?? 0) + 1);
  }

  /** Writes the refusals counted so far to the info logs (they go once a second anyway). */
  flushRefusals() {
    return this.refusals.flush();
  }

  hasRoom(rows = 1) {
    return this.buffer.hasRoom(rows);
  }

  /** Resolves once a fix may be added (back-pressure). */
  room() {
    return this.buffer.room();
  }

  /** Adds a fix (the caller checked `hasRoom` or waited for `room`); settles once it is stored. */
  add(position: PositionInput): Promise<void> {
    return this.buffer.push(position);
  }

  get queued() {
    return this.buffer.size;
  }

  async close() {
    await this.buffer.close();
    await this.refusals.close();
  }

  private write(rows: PositionInput[]): Promise<void> {
    const stored = storePositions(this.db, rows);
    const turn = this.handedOn.then(() => stored).then((newest) => this.handOn(newest));
    this.handedOn = turn.catch(() => {});
    return turn;
  }

  private async handOn(rows: PositionRow[]) {
    if (rows.length === 0) return;
    for (const listener of this.listeners) {
      try {
        await listener(rows);
      } catch (error) {
        this.log.error({ err: error }, 'a positions listener failed');
      }
    }
  }
}
