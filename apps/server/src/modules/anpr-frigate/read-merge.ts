import type { anpr } from '@atrium/contracts';

/** A plausible read of one tracked object, normalised. */
export interface MergedRead {
  plateNorm: string;
  score: number | null;
  ended: boolean;
}

/** What the ingest does with a read. */
export interface MergeStep<R extends MergedRead> {
  /** Decide (and log) with this read: the first to reach the minimum score, or a better one after a denial. */
  decide?: R;
  /** The object is allowed already: a better score of the same plate, to keep on its log (no second open). */
  raise?: R;
  /** The object ended without any read reaching the minimum: its best read, to log as denied. */
  finalLow?: R;
}

interface Tracked<R> {
  decision: anpr.VehicleDecision | null;
  plateNorm: string | null;
  score: number;
  /** The best read below the minimum while nothing is decided. */
  low: R | null;
  ended: boolean;
  touchedAt: number;
}

const scoreOf = (read: MergedRead) => read.score ?? 0;

/**
 * The many messages about one car (Frigate's `new`, `update`s, `end`, and its lpr updates) make one read:
 * the decision is taken at the first read reaching the minimum score (the barrier does not wait for `end`),
 * taken again only when a denied car is read better, and never twice for an allowed one. Reads below the
 * minimum are held; if the car leaves with nothing better, the best of them is logged as denied. Per server
 * process; the database's conditional upsert (one row per box and object, only a denied row changes) keeps
 * several servers from opening twice.
 */
export class ReadMerger<R extends MergedRead> {
  private readonly objects = new Map<string, Tracked<R>>();

  constructor(private readonly minScore: number) {}

  get size() {
    return this.objects.size;
  }

  next(key: string, read: R, now = Date.now()): MergeStep<R> {
    let object = this.objects.get(key);
    if (!object) {
      object = { decision: null, plateNorm: null, score: 0, low: null, ended: false, touchedAt: now };
      this.objects.set(key, object);
    }
    object.touchedAt = now;
    object.ended ||= read.ended;
    const score = scoreOf(read);
    const step: MergeStep<R> = {};
    if (read.score !== null && score >= this.minScore) {
      if (object.decision === 'allowed') {
        if (read.plateNorm === object.plateNorm && score > object.score) {
          object.score = score;
          step.raise = read;
        }
      } else if (object.decision === null || score > object.score) {
        step.decide = read;
      }
    } else if (object.decision === null && (!object.low || score > scoreOf(object.low))) {
      object.low = read;
    }
    if (object.ended && !step.decide) {
      if (object.decision === null && object.low) step.finalLow = object.low;
      this.objects.delete(key);
    }
    return step;
  }

  /** A decision was taken (and logged) with `read`. */
  settled(key: string, read: R, decision: anpr.VehicleDecision) {
    const object = this.objects.get(key);
    if (!object) return;
    if (object.ended) {
      this.objects.delete(key);
      return;
    }
    object.decision = decision;
    object.plateNorm = read.plateNorm;
    object.score = scoreOf(read);
    object.low = null;
  }

  /** Objects not heard of for `idleMs` (their `end` was lost): forgotten; their held low reads, to log. */
  sweep(idleMs: number, now = Date.now()): R[] {
    const lows: R[] = [];
    for (const [key, object] of this.objects) {
      if (now - object.touchedAt < idleMs) continue;
      if (object.decision === null && object.low) lows.push(object.low);
      this.objects.delete(key);
    }
    return lows;
  }
}
