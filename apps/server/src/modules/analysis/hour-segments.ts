import { LRUCache } from 'lru-cache';
import type { RetentionSettings } from '../telemetry/retention.ts';

const DAY = 86_400_000;

/** One device's hourly points of one value over one UTC day, as JSON text, and the day rollup they match. */
export interface Segment {
  /** The day rollup's count, sum, min, max and last reading time when the text was written. */
  signature: string;
  points: string;
}

/**
 * The hourly points of closed UTC days as the database wrote them, per device and day, in memory and bounded by
 * the bytes they take. A 30-day hourly chart is 720 points per series; once a day is over its 24 points rarely
 * change, so the statistics ask the database to write only the points of the period's edges, of today, and of
 * the days whose day rollup no longer matches the text kept (a late reading changes the day's count and sum).
 * Every answer is still checked against the database in the same statement: a process never serves a day that
 * changed, whichever process wrote the reading.
 */
export class HourSegments {
  private readonly days: LRUCache<string, Map<string, Segment>>;

  constructor(
    maxBytes: number,
    private readonly retention: Pick<RetentionSettings, 'hour' | 'day'>,
  ) {
    this.days = new LRUCache({
      maxSize: maxBytes,
      // JS strings of these points are one byte a character; keys and signatures are small beside them.
      sizeCalculation: (segments) => {
        let bytes = 64;
        for (const [key, s] of segments) bytes += key.length + s.signature.length + s.points.length + 64;
        return bytes;
      },
    });
  }

  /**
   * The whole UTC days of [from, to) that may be read from here: over before today and still inside both the
   * hour and the day rollups' retention (a day whose hours were deleted must not be answered from memory, and
   * a day whose day rollup was deleted has nothing to be checked against), with a day's margin for the job.
   */
  coveredDays(from: number, to: number, now: number): { from: number; to: number } | undefined {
    const kept = [this.retention.hour, this.retention.day].filter((d) => d > 0);
    const oldest = kept.length ? Math.ceil((now - Math.min(...kept) * DAY) / DAY) * DAY + DAY : -Infinity;
    const start = Math.max(Math.ceil(from / DAY) * DAY, oldest);
    const end = Math.min(Math.floor(to / DAY) * DAY, Math.floor(now / DAY) * DAY);
    return start < end ? { from: start, to: end } : undefined;
  }

  /**
   * What is kept of the devices' `covered` days (of the value keys `keys`, else all), one array per column as
   * the series statement sends them (days in epoch seconds), with their texts taken now: another request may
   * push them out of memory before the answer comes.
   */
  keptIn(
    deviceIds: readonly number[],
    covered: { from: number; to: number },
    keys: readonly string[] | undefined,
  ) {
    const kept = {
      device: [] as number[],
      key: [] as string[],
      day: [] as number[],
      signature: [] as string[],
    };
    const points: string[] = [];
    for (const id of deviceIds)
      for (let day = covered.from; day < covered.to; day += DAY)
        for (const [key, segment] of this.of(id, day) ?? [])
          if (!keys || keys.includes(key)) {
            kept.device.push(id);
            kept.key.push(key);
            kept.day.push(day / 1000);
            kept.signature.push(segment.signature);
            points.push(segment.points);
          }
    return { kept, points };
  }

  /** What is kept of `deviceId`'s day starting at `day` (epoch ms), by value key. */
  of(deviceId: number, day: number): ReadonlyMap<string, Segment> | undefined {
    return this.days.get(`${deviceId}:${day}`);
  }

  keep(deviceId: number, day: number, key: string, segment: Segment): void {
    const id = `${deviceId}:${day}`;
    const segments = new Map(this.days.get(id));
    segments.set(key, segment);
    this.days.set(id, segments);
  }
}
