import type { devices as contract } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { DeviceDirectory, type DeviceIdentity } from './device-directory.ts';
import { DeviceRateLimiter } from './rate-limit.ts';
import { ReadingBuffer } from './reading-buffer.ts';
import { type ConfigDelivery, type ReadingRow, storeReadings } from './readings.store.ts';
import { RefusalCounter, type Rejection, rejectionOf } from './refusal.ts';
import { RollupFolder } from './rollup-folder.ts';

/** How far the rollups may lag the stored readings (issue 16 allows a minute; reads fold first anyway). */
export const ROLLUP_FOLD_DELAY_MS = 1_000;

export type ReadingsListener = (readings: readonly ReadingRow[]) => void | Promise<void>;
export type ConfigListener = (delivery: ConfigDelivery) => void;

/**
 * The ingest path every transport feeds (embedded broker, external broker, HTTP): rate limit, validation,
 * counting of refused messages in the device's info log, the batching write buffer, and the hooks that
 * run once readings are stored (alarm evaluation and socket push hang off `onReadingsStored`).
 */
export class Ingest {
  readonly directory: DeviceDirectory;
  private readonly buffer: ReadingBuffer<ReadingRow>;
  private readonly limiter: DeviceRateLimiter;
  private readonly refused: RefusalCounter;
  private readonly rollups: RollupFolder;
  private readonly listeners = new Set<ReadingsListener>();
  private readonly configListeners = new Set<ConfigListener>();
  /** The listeners' turn: batches may be written side by side, but are handed on in the order they started. */
  private handedOn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: DbOrTx,
    config: Pick<
      Config,
      | 'TELEMETRY_FLUSH_MS'
      | 'TELEMETRY_BATCH_ROWS'
      | 'TELEMETRY_QUEUE_ROWS'
      | 'TELEMETRY_WRITE_BATCHES'
      | 'TELEMETRY_DEVICE_RATE_PER_SECOND'
      | 'TELEMETRY_DEVICE_BURST'
    >,
    private log: Pick<FastifyBaseLogger, 'error'> = console,
  ) {
    this.directory = new DeviceDirectory(db);
    this.limiter = new DeviceRateLimiter(
      config.TELEMETRY_DEVICE_RATE_PER_SECOND,
      config.TELEMETRY_DEVICE_BURST,
    );
    this.buffer = new ReadingBuffer((rows) => this.write(rows), {
      flushMs: config.TELEMETRY_FLUSH_MS,
      batchRows: config.TELEMETRY_BATCH_ROWS,
      queueRows: config.TELEMETRY_QUEUE_ROWS,
      concurrency: config.TELEMETRY_WRITE_BATCHES,
    });
    this.refused = new RefusalCounter(db, (error) =>
      this.log.error({ err: error }, 'could not count refused telemetry'),
    );
    this.rollups = new RollupFolder(db, ROLLUP_FOLD_DELAY_MS, (error) =>
      this.log.error({ err: error }, 'could not fold the rollups'),
    );
  }

  /** The server's logger, once the service starts (an ingest made by an HTTP call alone logs to the console). */
  useLogger(log: Pick<FastifyBaseLogger, 'error'>) {
    this.log = log;
  }

  /** Runs after every stored batch; returns the way to stop listening. A failing listener is logged only. */
  onReadingsStored(listener: ReadingsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A queued configuration became due (R207): the transport sends it to the device. */
  onConfigDue(listener: ConfigListener): () => void {
    this.configListeners.add(listener);
    return () => this.configListeners.delete(listener);
  }

  /**
   * Whether a parsed message is refused (blocked device, over its rate, invalid); a refusal is counted in
   * the device's info log. Null: it may be stored. A redelivery (MQTT DUP from an external broker: what it
   * held for a server that stopped, sent at once when the session resumes) is not held to the device's rate.
   */
  refuse(device: DeviceIdentity, parsed: contract.ParsedReading, redelivered = false): Rejection | null {
    const rejection = rejectionOf(device, parsed, redelivered ? null : this.limiter);
    if (rejection) this.countRefusal(device.id, rejection);
    return rejection;
  }

  hasRoom(rows = 1) {
    return this.buffer.hasRoom(rows);
  }

  /** Waits for room in the buffer and adds the reading; `stored` settles once it is in the database. */
  async enqueue(
    device: DeviceIdentity,
    reading: { ts: Date; values: Record<string, number>; redelivered?: boolean },
  ): Promise<{ stored: Promise<void> }> {
    await this.buffer.room();
    return { stored: this.add(device, reading) };
  }

  /** Adds without waiting (the caller checked `hasRoom`). */
  add(
    device: DeviceIdentity,
    reading: { ts: Date; values: Record<string, number>; redelivered?: boolean },
    receivedAt = new Date(),
  ): Promise<void> {
    return this.buffer.push({
      deviceId: device.id,
      companyId: device.companyId,
      serial: device.serial,
      ts: reading.ts,
      receivedAt,
      values: reading.values,
      ...(reading.redelivered && { redelivered: true }),
    });
  }

  /** Readings waiting for the database. */
  get queued() {
    return this.buffer.size;
  }

  /** Writes what is buffered, its rollups and the refusal counts (graceful shutdown). */
  async close() {
    await this.buffer.close();
    await this.rollups.close();
    await this.refused.close();
  }

  /** Counts a refused message in its device's info log (written once a second). */
  countRefusal(deviceId: number, rejection: Rejection) {
    this.refused.count(deviceId, rejection);
  }

  private write(rows: ReadingRow[]): Promise<void> {
    const stored = storeReadings(this.db, rows);
    void stored.then(
      () => this.rollups.soon(),
      () => {},
    );
    const turn = this.handedOn.then(() => stored).then((due) => this.handOn(rows, due));
    this.handedOn = turn.catch(() => {});
    return turn;
  }

  private async handOn(rows: ReadingRow[], due: ConfigDelivery[]) {
    for (const delivery of due) for (const listener of this.configListeners) listener(delivery);
    // Awaited, so listeners see the batches in order and a slow listener slows the ingest instead of piling up.
    for (const listener of this.listeners) {
      try {
        await listener(rows);
      } catch (error) {
        this.log.error({ err: error }, 'a readings listener failed');
      }
    }
  }
}
