import type { Severity } from '../alarms/rules.ts';

/**
 * Cloud orbit's station events (issue 21): what a trap or bait station's readings mean. Pure, so the server's
 * ingest listener, its minute job and the tests share them.
 */
export const EVENT_KINDS = [
  'trap-triggered',
  'bait-consumed',
  'moved',
  'opened',
  'battery-low',
  'silent',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Kinds a technician must act on (operational alarms); the others tell the station's health (status). */
export const OPERATIONAL_KINDS = ['trap-triggered', 'bait-consumed', 'moved', 'opened'] as const;
export const isOperational = (kind: EventKind) => (OPERATIONAL_KINDS as readonly string[]).includes(kind);

export const EVENT_SEVERITY: Record<EventKind, Severity> = {
  'trap-triggered': 'major',
  'bait-consumed': 'minor',
  moved: 'major',
  opened: 'minor',
  'battery-low': 'warning',
  silent: 'warning',
};

export const EVENT_LABELS: Record<EventKind, string> = {
  'trap-triggered': 'Trap triggered',
  'bait-consumed': 'Bait consumed',
  moved: 'Station moved',
  opened: 'Station opened',
  'battery-low': 'Battery low',
  silent: 'Station silent',
};

/** The alarms module's kind for every cloud orbit alarm; the event kind goes in the alarm's `key`. */
export const RODENT_ALARM_KIND = 'rodent' as const;
/** One open alarm per station and event kind. */
export const roRuleId = (kind: EventKind) => `ro:${kind}`;

/** Percentage points of bait gone between two readings that count as eaten. */
export const BAIT_DROP_POINTS = 20;
/** At or below this level (%) the bait is as good as eaten. */
export const BAIT_LOW_LEVEL = 15;
export const BATTERY_LOW_LEVEL = 15;
/** A station that sent nothing for this long is silent (LoRaWAN stations report at least hourly). */
export const SILENT_MINUTES = 6 * 60;

/** Whether the bait went from `before` to `after` by being eaten: a big drop, or newly at the low level. */
export function baitConsumed(before: number | null, after: number): boolean {
  if (before === null) return after <= BAIT_LOW_LEVEL;
  if (before - after >= BAIT_DROP_POINTS) return true;
  return after <= BAIT_LOW_LEVEL && before > BAIT_LOW_LEVEL;
}

export const batteryLow = (battery: number) => battery < BATTERY_LOW_LEVEL;

/** Whether a station last heard at `lastSeen` is silent at `now` (never heard: not judged). */
export function isSilent(lastSeen: Date | null, now: Date, minutes = SILENT_MINUTES): boolean {
  if (lastSeen === null) return false;
  return now.getTime() - lastSeen.getTime() >= minutes * 60_000;
}

/** The operational events one reading reports; `baitBefore` is the station's previous bait level. */
export function readingEvents(
  values: Readonly<Record<string, number>>,
  baitBefore: number | null,
): { kind: EventKind; value: number }[] {
  const out: { kind: EventKind; value: number }[] = [];
  if (values.trapTriggered === 1) out.push({ kind: 'trap-triggered', value: 1 });
  if (values.bait !== undefined && baitConsumed(baitBefore, values.bait))
    out.push({ kind: 'bait-consumed', value: values.bait });
  if (values.moved === 1) out.push({ kind: 'moved', value: 1 });
  if (values.opened === 1) out.push({ kind: 'opened', value: 1 });
  return out;
}

/** Which readings' keys the rules look at (a batch without them is not the stations' business). */
export const WATCHED_KEYS = ['trapTriggered', 'bait', 'moved', 'opened', 'battery'] as const;
