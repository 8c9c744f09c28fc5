import { z } from 'zod';

/**
 * Commands to Metro Watch devices over MQTT. The server publishes `{ id, command, params }` on
 * `devices/<serial>/commands` (QoS 1); the device answers `{ id, status: 'ok' | 'error', message? }` on
 * `devices/<serial>/commands/ack`. A device may subscribe only to its own topics and publish only its own
 * telemetry and ack topics.
 */

export const commandTopic = (serial: string) => `devices/${serial}/commands`;
export const commandAckTopic = (serial: string) => `devices/${serial}/commands/ack`;
/** The serial of an ack topic, or null when the topic is not one. */
export function serialOfAckTopic(topic: string): string | null {
  return /^devices\/([^/+#]+)\/commands\/ack$/.exec(topic)?.[1] ?? null;
}
/** What a server subscribes to on an external broker: shared, so one server of several takes each ack. */
export const SHARED_ACK_SUBSCRIPTION = '$share/atrium/devices/+/commands/ack';

/**
 * queued: stored, not yet handed to the broker; sent: published; acknowledged / failed: the device
 * answered ok / error; expired: no answer within the timeout (COMMAND_TIMEOUT_MS). The last three are final.
 */
export const COMMAND_STATES = ['queued', 'sent', 'acknowledged', 'failed', 'expired'] as const;
export type CommandState = (typeof COMMAND_STATES)[number];
export const OPEN_COMMAND_STATES: readonly CommandState[] = ['queued', 'sent'];

/** `open-barrier`: a gate's barrier opens for an allowed plate (Neuron, issue 20; sent by the ANPR ingest, not a user). */
export const COMMAND_NAMES = [
  'lock',
  'unlock',
  'wake-up',
  'set-password',
  'set-parameters',
  'open-barrier',
] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];
/**
 * Who asked: a user's call, a granted door access (the access module unlocking a door), or an allowed plate
 * (the ANPR ingest opening a barrier).
 */
export const COMMAND_SOURCES = ['user', 'access', 'plate'] as const;
export type CommandSource = (typeof COMMAND_SOURCES)[number];

/** Spec §8, R149: a sleeping lock refuses commands with this code until it is woken up. */
export const LOCK_ASLEEP_CODE = '03010403';
export const LOCK_ASLEEP_MESSAGE = 'Wake up The Lock';

export const COMMAND_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the device receives. */
export const commandMessage = z.object({
  id: z.string().regex(COMMAND_ID),
  command: z.enum(COMMAND_NAMES),
  params: z.record(z.string(), z.unknown()),
});
export type CommandMessage = z.infer<typeof commandMessage>;

/** What the device answers. */
export const commandAck = z.strictObject({
  id: z.string().regex(COMMAND_ID, 'Must be the id of the command'),
  status: z.enum(['ok', 'error']),
  message: z.string().max(200).optional(),
});
export type CommandAck = z.infer<typeof commandAck>;

export const MAX_ACK_BYTES = 1024;

/** Parses an ack payload; never throws. */
export function parseCommandAck(
  raw: Uint8Array | string,
): { ok: true; ack: CommandAck } | { ok: false; msg: string } {
  const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw);
  if (text.length > MAX_ACK_BYTES) return { ok: false, msg: `At most ${MAX_ACK_BYTES} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, msg: 'The ack is not valid JSON' };
  }
  const parsed = commandAck.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, msg: `${issue?.path.join('.') || 'ack'}: ${issue?.message}` };
  }
  return { ok: true, ack: parsed.data };
}

/** A command as the API shows it (the device page, its log, a lock call's 202). */
export const command = z.object({
  id: z.string(),
  command: z.enum(COMMAND_NAMES),
  /** What was sent; secrets (a lock password) are masked. */
  params: z.record(z.string(), z.unknown()),
  state: z.enum(COMMAND_STATES),
  /** The device's message with a failed ack, or why the command expired. */
  message: z.string().nullable(),
  source: z.enum(COMMAND_SOURCES),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  ackedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
});
export type Command = z.infer<typeof command>;
