import { z } from 'zod';

/**
 * Frigate NVR's licence plate recognition as it arrives over MQTT (spec protocols.md §4): `frigate/events`
 * (type new, update or end, with `before`/`after` tracked objects) and `frigate/tracked_object_update` of
 * type `lpr`. Both come to one plate read per message, or to nothing (another label, no plate yet, another
 * kind of update). The parsers never throw.
 *
 * Topics: Frigate's default prefix `frigate` on the embedded broker, where the box's identity is its MQTT
 * sign-in; or the per-box prefix `frigate/<serial>` (Frigate's `mqtt.topic_prefix`), which an external
 * broker needs (it does not tell the server who published) and the embedded broker accepts too.
 */

export const FRIGATE_PREFIX = 'frigate';
/** The labels whose tracked objects carry plates: LPR runs on cars and motorcycles, or on dedicated LPR cameras. */
export const PLATE_LABELS = ['car', 'motorcycle', 'license_plate'] as const;
/** Larger messages are refused: a full `frigate/events` object with its path is a few kilobytes. */
export const MAX_FRIGATE_EVENT_BYTES = 64 * 1024;
/** Frigate's JPEG snapshots (`frigate/<camera>/<label>/snapshot`); larger ones are not kept. */
export const MAX_SNAPSHOT_BYTES = 512 * 1024;

/** What the server subscribes to on an external broker (`+` = the box's serial), shared like the others. */
export const frigateSubscriptions = (shareGroup: string) => [
  `$share/${shareGroup}/${FRIGATE_PREFIX}/+/events`,
  `$share/${shareGroup}/${FRIGATE_PREFIX}/+/tracked_object_update`,
  `$share/${shareGroup}/${FRIGATE_PREFIX}/+/+/+/snapshot`,
];

export type FrigateTopic =
  | { kind: 'events' | 'tracked_object_update'; serial: string | null }
  | { kind: 'snapshot'; serial: string | null; camera: string; label: string };

const LEVEL = '[^/+#]+';
const EVENTS = new RegExp(`^${FRIGATE_PREFIX}/(?:(${LEVEL})/)?(events|tracked_object_update)$`);
const SNAPSHOT = new RegExp(`^${FRIGATE_PREFIX}/(?:(${LEVEL})/)?(${LEVEL})/(${LEVEL})/snapshot$`);

/** Whether a topic is under Frigate's prefix (a box may publish there; most of it is ignored). */
export const isFrigateTopic = (topic: string) => topic.startsWith(`${FRIGATE_PREFIX}/`);

/**
 * The Frigate topics the server reads, with the serial of a per-box prefix (null: the default prefix);
 * null for every other topic (Frigate publishes many: stats, availability, per-camera counts, reviews).
 */
export function frigateTopicOf(topic: string): FrigateTopic | null {
  const events = EVENTS.exec(topic);
  if (events) {
    return { kind: events[2] as 'events' | 'tracked_object_update', serial: events[1] ?? null };
  }
  const snapshot = SNAPSHOT.exec(topic);
  if (snapshot && (PLATE_LABELS as readonly string[]).includes(snapshot[3] ?? '')) {
    return {
      kind: 'snapshot',
      serial: snapshot[1] ?? null,
      camera: snapshot[2] ?? '',
      label: snapshot[3] ?? '',
    };
  }
  return null;
}

/** One plate as a message reported it. */
export interface FrigatePlateRead {
  /** Frigate's tracked object id: every message about one car shares it. */
  frigateId: string;
  camera: string;
  /** As Frigate read it (not normalised). */
  plate: string;
  /** 0-1; null when the message gave none. */
  score: number | null;
  /** Frigate's known-plate name (sub_label, or `name` of an lpr update), when the plate is one of its known plates. */
  knownName: string | null;
  label: string | null;
  /** When the plate was seen: the frame's time, or the recognition's. */
  seenAt: Date;
  /** The `end` message: the object is gone. */
  ended: boolean;
  origin: 'events' | 'lpr';
}

export type FrigateParse =
  | { status: 'read'; read: FrigatePlateRead }
  | { status: 'ignored'; reason: string }
  | { status: 'invalid'; msg: string };

const epochSeconds = z.number().finite().positive();
const scoreValue = z.number().finite().min(0).max(1);
/** `"ABC1234"` or, as Frigate's code sends it, `["ABC1234", 0.94]`. */
const plateValue = z.union([z.string(), z.tuple([z.string(), z.number()]).rest(z.unknown())]).nullish();
const subLabel = z.union([z.string(), z.tuple([z.string(), z.number()]).rest(z.unknown())]).nullish();

const trackedObject = z.looseObject({
  id: z.string().min(1).max(100),
  camera: z.string().min(1).max(100),
  label: z.string().max(100).nullish(),
  sub_label: subLabel,
  frame_time: epochSeconds.nullish(),
  start_time: epochSeconds.nullish(),
  end_time: epochSeconds.nullish(),
  recognized_license_plate: plateValue,
  recognized_license_plate_score: z.number().nullish(),
});

const eventMessage = z.looseObject({
  type: z.enum(['new', 'update', 'end']),
  before: z.unknown().optional(),
  after: trackedObject,
});

const lprUpdate = z.looseObject({
  type: z.literal('lpr'),
  id: z.string().min(1).max(100),
  camera: z.string().min(1).max(100),
  name: z.string().nullish(),
  plate: z.string(),
  score: z.number().nullish(),
  timestamp: epochSeconds.nullish(),
  plate_box: z.array(z.number()).nullish(),
});

function json(raw: Uint8Array | string): { ok: true; value: unknown } | { ok: false; msg: string } {
  const size = typeof raw === 'string' ? raw.length : raw.byteLength;
  if (size > MAX_FRIGATE_EVENT_BYTES) return { ok: false, msg: `At most ${MAX_FRIGATE_EVENT_BYTES} bytes` };
  try {
    return { ok: true, value: JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw)) };
  } catch {
    return { ok: false, msg: 'Not valid JSON' };
  }
}

const issueOf = (error: z.ZodError) => {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || 'message'}: ${issue?.message}`;
};

const validScore = (score: unknown) => (scoreValue.safeParse(score).success ? (score as number) : null);
const fromEpoch = (seconds: number | null | undefined, fallback: Date) =>
  seconds ? new Date(Math.round(seconds * 1000)) : fallback;

/** A `frigate/events` message: a read when `after` carries a plate on a car, motorcycle or plate object. */
export function parseFrigateEvent(raw: Uint8Array | string, receivedAt = new Date()): FrigateParse {
  const body = json(raw);
  if (!body.ok) return { status: 'invalid', msg: body.msg };
  const parsed = eventMessage.safeParse(body.value);
  if (!parsed.success) return { status: 'invalid', msg: issueOf(parsed.error) };
  const { type, after } = parsed.data;
  if (after.label && !(PLATE_LABELS as readonly string[]).includes(after.label)) {
    return { status: 'ignored', reason: `label ${after.label}` };
  }
  const value = after.recognized_license_plate;
  const [plate, tupleScore] = Array.isArray(value) ? [value[0], value[1]] : [value, undefined];
  if (!plate?.trim()) return { status: 'ignored', reason: 'no plate yet' };
  const known = after.sub_label;
  return {
    status: 'read',
    read: {
      frigateId: after.id,
      camera: after.camera,
      plate: plate.trim(),
      score: validScore(tupleScore ?? after.recognized_license_plate_score),
      knownName: (Array.isArray(known) ? known[0] : known) ?? null,
      label: after.label ?? null,
      seenAt: fromEpoch(after.frame_time ?? after.start_time, receivedAt),
      ended: type === 'end',
      origin: 'events',
    },
  };
}

/** A `frigate/tracked_object_update` message: a read for type `lpr`, ignored for the other types (face, ...). */
export function parseTrackedObjectUpdate(raw: Uint8Array | string, receivedAt = new Date()): FrigateParse {
  const body = json(raw);
  if (!body.ok) return { status: 'invalid', msg: body.msg };
  const type = (body.value as { type?: unknown } | null)?.type;
  if (type !== 'lpr') return { status: 'ignored', reason: `update type ${String(type)}` };
  const parsed = lprUpdate.safeParse(body.value);
  if (!parsed.success) return { status: 'invalid', msg: issueOf(parsed.error) };
  const update = parsed.data;
  if (!update.plate.trim()) return { status: 'ignored', reason: 'no plate' };
  return {
    status: 'read',
    read: {
      frigateId: update.id,
      camera: update.camera,
      plate: update.plate.trim(),
      score: validScore(update.score),
      knownName: update.name ?? null,
      label: null,
      seenAt: fromEpoch(update.timestamp, receivedAt),
      ended: false,
      origin: 'lpr',
    },
  };
}
