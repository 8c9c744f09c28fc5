import { alarms as contract } from '@atrium/contracts';

/**
 * Rules with `forSeconds` ("door open for 60 s"): a crossing reading starts a hold, the alarm is raised once
 * the condition has held that long with no restoring reading in between (a later reading or the hold scan
 * finds it due), a restoring reading before then cancels it. Pure: evaluate.ts keeps the holds in
 * `alarm_holds`, so any server process can finish a hold another one started.
 */

/** A pending hold: crossed since `since`, by `value` (the first crossing reading). */
export interface Hold {
  since: Date;
  value: number | null;
}

export interface HeldVerdict {
  /** The hold completed within these readings: raise at `since + seconds` with the hold's value. */
  raise?: { at: Date; value: number | null };
  /** The hold to keep after these readings; undefined when none is pending. */
  pending?: Hold;
  /** The last reading of the key is within the rule (an open alarm clears). */
  endsNormal: boolean;
}

interface Reading {
  ts: Date;
  values: Record<string, number>;
}

/** When a hold that started at `since` completes. */
export const dueAt = (since: Date, seconds: number) => new Date(since.getTime() + seconds * 1000);

/** Whether a hold has held `seconds` by `now` (the scan's question for a device that went quiet). */
export const isDue = (hold: Hold, seconds: number, now: Date) =>
  dueAt(hold.since, seconds).getTime() <= now.getTime();

/**
 * What one device's readings (oldest first) do to a held rule, given its pending hold and whether its alarm
 * is open. Readings without the watched key change nothing: a door reported open stays open until a
 * reading says otherwise.
 */
export function judgeHeld(
  rule: contract.Rule,
  seconds: number,
  readings: readonly Reading[],
  hold: Hold | undefined,
  open: boolean,
): HeldVerdict {
  const key = contract.watchedKey(rule);
  // An open alarm is not held again: only whether it clears matters.
  let pending = open ? undefined : hold;
  let raise: HeldVerdict['raise'];
  let last: number | undefined;
  for (const reading of readings) {
    const value = key === null ? undefined : reading.values[key];
    if (value === undefined) continue;
    last = value;
    if (open || raise) continue;
    if (!contract.crosses(rule, value)) {
      pending = undefined;
      continue;
    }
    pending ??= { since: reading.ts, value };
    if (isDue(pending, seconds, reading.ts)) {
      raise = { at: dueAt(pending.since, seconds), value: pending.value };
      pending = undefined;
    }
  }
  return {
    ...(raise ? { raise } : {}),
    ...(pending ? { pending } : {}),
    endsNormal: last !== undefined && !contract.crosses(rule, last),
  };
}

/** Whether a verdict's pending hold differs from the stored one (so it must be written or removed). */
export const holdChanged = (stored: Hold | undefined, pending: Hold | undefined) =>
  stored?.since.getTime() !== pending?.since.getTime();
