import { z } from 'zod';
import { alarm, commentBody, historyEntry } from '../alarms/alarms.ts';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { listQuery } from '../places/common.ts';

/**
 * Defcon's response side (issue 18): intrusion and status alarms of intrusion panels, their actions, the
 * escalation ladder with deadlines and its timeline. The alarms are the kit's (`alarms`, app `defcon`,
 * category `intrusion` or `status`, kind `panel-event`); the ladder is Defcon's own.
 */

export const DEFCON_ALARM_CATEGORIES = ['intrusion', 'status'] as const;
export type DefconAlarmCategory = (typeof DEFCON_ALARM_CATEGORIES)[number];

/** Live: open alarms (active, acknowledged, escalated); history: closed (cleared, terminated); all: both. */
export const DEFCON_ALARM_VIEWS = ['live', 'history', 'all'] as const;
export type DefconAlarmView = (typeof DEFCON_ALARM_VIEWS)[number];

/**
 * The rungs of the ladder: the security company's operators (one after the other), its admin, a responder
 * sent by an operator, the police HQ covering the panel's locality, a local station the HQ handed it to.
 */
export const ESCALATION_LEVELS = [
  'operator',
  'company-admin',
  'responder',
  'police-hq',
  'police-station',
] as const;
export type EscalationLevel = (typeof ESCALATION_LEVELS)[number];

/** `pending` until met or missed; `cancelled` when the alarm closed or moved on before the deadline. */
export const ESCALATION_OUTCOMES = ['pending', 'met', 'missed', 'cancelled'] as const;
export type EscalationOutcome = (typeof ESCALATION_OUTCOMES)[number];

/** Where an alarm stands: who must act next. `closed` once terminated, rejected or (status) restored. */
export const DEFCON_STAGES = [...ESCALATION_LEVELS, 'closed'] as const;
export type DefconStage = (typeof DEFCON_STAGES)[number];

export const DEFCON_ALARM_ACTIONS = [
  'acknowledge',
  'comment',
  'escalate-user',
  'reject',
  'escalate-police',
  'terminate',
] as const;
export type DefconAlarmAction = (typeof DEFCON_ALARM_ACTIONS)[number];

/** The permission key each action needs (the kit's alarm keys of `defcon`). */
export const DEFCON_ACTION_PERMISSION: Record<DefconAlarmAction | 'hand-over' | 'view', string> = {
  view: 'p_defcon_alarms_view',
  acknowledge: 'p_defcon_alarms_acknowledge',
  comment: 'p_defcon_alarms_comment',
  'escalate-user': 'p_defcon_alarms_escalate',
  reject: 'p_defcon_alarms_terminate',
  'escalate-police': 'p_defcon_alarms_escalate',
  'hand-over': 'p_defcon_alarms_escalate',
  terminate: 'p_defcon_alarms_terminate',
};

const named = z.object({ id: z.number().int(), name: z.string() });

/** The kit's alarm plus what Defcon knows of it. */
export const defconAlarm = alarm.extend({
  category: z.enum(DEFCON_ALARM_CATEGORIES),
  /** The SIA code that raised it (`BA`, `PA`, `TA`, `AT`, `YS`, …) and its family (`BA` and `BH` share `burglary`). */
  code: z.string(),
  codeFamily: z.string(),
  zone: z.number().int().nullable(),
  panel: z.object({ id: z.number().int(), serial: z.string(), name: z.string() }),
  /** The detector or contact of the zone, when known. */
  detector: z.object({ id: z.number().int(), serial: z.string(), name: z.string() }).nullable(),
  /** The panel's owner (the kit's `company`). */
  customer: named,
  securityCompany: named.nullable(),
  locality: named.nullable(),
  policeHq: named.nullable(),
  policeStation: named.nullable(),
  /** The responder sent (escalate-user). */
  responder: named.nullable(),
  stage: z.enum(DEFCON_STAGES),
  /** The open rung's deadline (ISO) and who must act by then. */
  deadline: z.string().nullable(),
  restoredAt: z.string().nullable(),
  /** Rejected as a false alarm, with the reason. */
  falseAlarm: z.boolean(),
  rejectReason: z.string().nullable(),
});
export type DefconAlarm = z.infer<typeof defconAlarm>;

export const DEFCON_ALARM_SORTS = ['id', 'raisedAt', 'closedAt'] as const;
const day = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' });

export const defconAlarmListQuery = listQuery(DEFCON_ALARM_SORTS).extend({
  view: z
    .enum(DEFCON_ALARM_VIEWS, { error: `Must be one of ${DEFCON_ALARM_VIEWS.join(', ')}` })
    .default('live'),
  /** A customer the caller serves (418 otherwise). */
  customerId: recordId.optional(),
  panelId: recordId.optional(),
  stage: z.enum(DEFCON_STAGES, { error: `Must be one of ${DEFCON_STAGES.join(', ')}` }).optional(),
  startDate: day.optional(),
  endDate: day.optional(),
});
export type DefconAlarmListQuery = z.output<typeof defconAlarmListQuery>;

const optionalComment = commentBody.shape.comment.optional();
export const defconAckBody = z.strictObject({ comment: optionalComment });
export const defconCommentBody = commentBody;
export const escalateUserBody = z.strictObject({
  /** A responder (or operator) of the security company serving the customer; 418 otherwise. */
  userId: recordId,
  comment: optionalComment,
});
export const rejectBody = z.strictObject({
  reason: z
    .string({ error: 'Required' })
    .trim()
    .min(3, 'At least 3 characters')
    .max(500, 'Please Enter At Most 500 Characters'),
});
export const escalatePoliceBody = z.strictObject({ comment: optionalComment });
export const handOverBody = z.strictObject({
  /** A local station of the HQ that covers the alarm's locality; 418 otherwise. */
  stationId: recordId,
  comment: optionalComment,
});
export const terminateBody = z.strictObject({ comment: optionalComment });

/** One step of the whole chain, oldest first: what happened (history) and each rung with its deadline. */
export const timelineStep = z.object({
  at: z.string(),
  /** `history`: an event of the alarm's history; `rung`: a rung of the ladder was opened. */
  source: z.enum(['history', 'rung']),
  event: historyEntry.shape.event.nullable(),
  level: z.enum(ESCALATION_LEVELS).nullable(),
  /** Who acted (null: the panel or the timer). */
  actor: named.nullable(),
  /** The actor's company, or the rung's target company. */
  company: named.nullable(),
  /** A rung's target user, when one person must act. */
  target: named.nullable(),
  deadline: z.string().nullable(),
  outcome: z.enum(ESCALATION_OUTCOMES).nullable(),
  /** When the rung was met (acted on) or missed (deadline passed). */
  resolvedAt: z.string().nullable(),
  comment: z.string().nullable(),
});
export type TimelineStep = z.infer<typeof timelineStep>;

export const defconTimeline = z.object({ alarm: defconAlarm, steps: z.array(timelineStep) });
export type DefconTimeline = z.infer<typeof defconTimeline>;

const params = z.object({ id: recordId });
const one = z.object({ data: defconAlarm });
const tags = ['defcon'];

function categoryEndpoints(category: DefconAlarmCategory) {
  const base = `/defcon/alarm/${category}`;
  const action = (name: DefconAlarmAction, summary: string, body: z.ZodType) =>
    defineEndpoint({
      method: 'POST',
      path: `${base}/:id/${name}`,
      summary: `Defcon: ${summary}`,
      tags,
      access: anyOf(DEFCON_ACTION_PERMISSION[name]),
      schemas: { params, body, response: { 200: one, 409: errorBody, ...bad } },
    });
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      summary: `Defcon: ${category} alarms the caller reaches, live (open) or history (closed) by \`view\`, newest first`,
      tags,
      access: anyOf(DEFCON_ACTION_PERMISSION.view),
      schemas: { querystring: defconAlarmListQuery, response: { 200: paged(defconAlarm), ...bad } },
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `${base}/:id`,
      summary: `Defcon: one ${category} alarm`,
      tags,
      access: anyOf(DEFCON_ACTION_PERMISSION.view),
      schemas: { params, response: { 200: one, ...bad } },
    }),
    timeline: defineEndpoint({
      method: 'GET',
      path: `${base}/:id/timeline`,
      summary:
        'Defcon: the whole chain of an alarm, oldest first: events with who, and each rung of the ladder with its deadline, met or missed',
      tags,
      access: anyOf(DEFCON_ACTION_PERMISSION.view),
      schemas: { params, response: { 200: z.object({ data: defconTimeline }), ...bad } },
    }),
    acknowledge: action(
      'acknowledge',
      `acknowledges an open ${category} alarm; meets the open rung`,
      defconAckBody,
    ),
    comment: action('comment', `comments on a ${category} alarm`, defconCommentBody),
    'escalate-user': action(
      'escalate-user',
      `sends a responder of the security company to a ${category} alarm (userId)`,
      escalateUserBody,
    ),
    reject: action('reject', `closes a ${category} alarm as a false alarm, with a reason`, rejectBody),
    'escalate-police': action(
      'escalate-police',
      `escalates a ${category} alarm to the police HQ covering the panel's locality`,
      escalatePoliceBody,
    ),
    terminate: action('terminate', `terminates (closes) a ${category} alarm`, terminateBody),
  };
}

export const defconAlarmEndpoints = {
  intrusion: categoryEndpoints('intrusion'),
  status: categoryEndpoints('status'),
  /** Addition to spec §7: the police HQ hands an alarm escalated to it to one of its local stations. */
  handOver: defineEndpoint({
    method: 'POST',
    path: '/defcon/alarm/intrusion/:id/hand-over',
    summary:
      "Defcon: the police HQ hands an intrusion alarm to one of its local stations covering the alarm's locality (addition to spec §7)",
    tags,
    access: anyOf(DEFCON_ACTION_PERMISSION['hand-over']),
    schemas: { params, body: handOverBody, response: { 200: one, 409: errorBody, ...bad } },
  }),
};
