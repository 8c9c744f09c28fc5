import { z } from 'zod';
import { CREDENTIAL_KINDS } from '../access/credentials.ts';

/**
 * A credential presented at a lock over MQTT. The lock publishes `{ kind, code, ts?, id? }` on
 * `devices/<serial>/access` (a card read, a PIN typed); the server decides (the credential's state, the
 * access type, the schedule, the door), writes it to the door's access log, unlocks a granted door by a
 * command, and answers `{ granted, reason, ts, id? }` on `devices/<serial>/access/decision`.
 */

export const accessTopic = (serial: string) => `devices/${serial}/access`;
export const accessDecisionTopic = (serial: string) => `devices/${serial}/access/decision`;

/** The serial of an access topic, or null when the topic is not one. */
export function serialOfAccessTopic(topic: string): string | null {
  return /^devices\/([^/+#]+)\/access$/.exec(topic)?.[1] ?? null;
}

export const MAX_ACCESS_REQUEST_BYTES = 512;
/** A presentation older than this (by its `ts`) opens nothing: a lock that queued it offline is too late. */
export const ACCESS_REQUEST_MAX_AGE_MS = 2 * 60_000;

/** `ts`: epoch milliseconds or an ISO 8601 date-time, when the credential was presented. */
const presentedAt = z.union([
  z.number().int().positive(),
  z.iso.datetime({ offset: true, error: 'An epoch in ms or an ISO 8601 date-time' }),
]);

/** What a lock publishes. `id`, when given, comes back with the decision (the lock matches the two). */
export const accessRequest = z.strictObject({
  kind: z.enum(CREDENTIAL_KINDS),
  code: z.string().min(1, 'Required').max(128),
  ts: presentedAt.optional(),
  id: z.string().min(1).max(64).optional(),
});
export type AccessRequest = z.infer<typeof accessRequest>;

/** What the lock is answered: granted or not, and why in words. `ts`: when decided, epoch ms. */
export interface AccessDecisionMessage {
  granted: boolean;
  reason: string;
  ts: number;
  id?: string;
}

export type ParsedAccessRequest =
  | { ok: true; request: Omit<AccessRequest, 'ts'> & { ts?: Date } }
  | { ok: false; msg: string };

/** Parses a lock's access request; never throws. */
export function parseAccessRequest(raw: Uint8Array | string): ParsedAccessRequest {
  const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw);
  if (text.length > MAX_ACCESS_REQUEST_BYTES) {
    return { ok: false, msg: `At most ${MAX_ACCESS_REQUEST_BYTES} bytes` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, msg: 'The access request is not valid JSON' };
  }
  const parsed = accessRequest.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, msg: `${issue?.path.join('.') || 'request'}: ${issue?.message}` };
  }
  const { ts, ...rest } = parsed.data;
  if (ts === undefined) return { ok: true, request: rest };
  const at = new Date(ts);
  if (Number.isNaN(at.getTime())) return { ok: false, msg: 'ts: not a date' };
  return { ok: true, request: { ...rest, ts: at } };
}
