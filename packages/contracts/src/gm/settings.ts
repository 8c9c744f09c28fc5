import { z } from 'zod';
import { recordId } from '../kernel/ids.ts';
import { listQueryOf } from '../kernel/list.ts';

/**
 * Global mobility's notification settings (issue 22): who is told of which alarms of the company's gm devices,
 * by which channel, and whom to tell when nobody acknowledges within a set time (escalation).
 */

/** `sos`: an SOS pressed on a device; `template`: an alarm raised by one of the app's templates. */
export const GM_ALARM_TYPES = ['sos', 'operational', 'status', 'template'] as const;
export type GmAlarmType = (typeof GM_ALARM_TYPES)[number];
/** `app`: the in-app notification (socket); email and SMS go through the outbox. */
export const GM_CHANNELS = ['app', 'email', 'sms'] as const;
export type GmChannel = (typeof GM_CHANNELS)[number];

export const SETTING_NAME_MAX = 100;
export const ESCALATION_MINUTES = { min: 1, max: 1440 } as const;
/** The SOS alarm's rule id (an alarm the app raises itself, no template). */
export const SOS_RULE_ID = 'gm:sos';

const ids = (max: number) =>
  z
    .array(recordId, { error: 'Must be a list of ids' })
    .max(max, `At most ${max}`)
    .transform((list) => [...new Set(list)]);

const betweenMinutes = `Must be between ${ESCALATION_MINUTES.min} and ${ESCALATION_MINUTES.max}`;

export const escalationInput = z.strictObject({
  afterMinutes: z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(ESCALATION_MINUTES.min, betweenMinutes)
    .max(ESCALATION_MINUTES.max, betweenMinutes),
  userIds: ids(50).refine((list) => list.length > 0, 'Choose at least one escalation recipient'),
});

export const settingInput = z
  .strictObject({
    /** A system admin names the company; anyone else's is their own. */
    companyId: recordId.optional(),
    name: z
      .string({ error: 'Required' })
      .trim()
      .min(1, 'Required')
      .max(SETTING_NAME_MAX, `Please Enter At Most ${SETTING_NAME_MAX} Characters`),
    alarmTypes: z
      .array(z.enum(GM_ALARM_TYPES, { error: `Must be one of ${GM_ALARM_TYPES.join(', ')}` }))
      .min(1, 'Choose at least one alarm type')
      .transform((list) => [...new Set(list)]),
    channels: z
      .array(z.enum(GM_CHANNELS, { error: `Must be one of ${GM_CHANNELS.join(', ')}` }))
      .min(1, 'Choose at least one channel')
      .transform((list) => [...new Set(list)]),
    /** Users of the company and notification groups of its gm app: at least one of them. */
    userIds: ids(200).default([]),
    groupIds: ids(50).default([]),
    escalation: escalationInput.nullable().default(null),
  })
  .superRefine((s, ctx) => {
    if (s.userIds.length === 0 && s.groupIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'Choose at least one recipient' });
  });
export type SettingInput = z.output<typeof settingInput>;
/** What the form holds before it is checked. */
export type SettingForm = z.input<typeof settingInput>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const setting = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  alarmTypes: z.array(z.enum(GM_ALARM_TYPES)),
  channels: z.array(z.enum(GM_CHANNELS)),
  users: z.array(named),
  groups: z.array(named),
  escalation: z.object({ afterMinutes: z.number().int(), users: z.array(named) }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Setting = z.infer<typeof setting>;

export const SETTING_SORTS = ['name', 'id', 'createdAt'] as const;
export const settingListQuery = listQueryOf(SETTING_SORTS).extend({
  search: z.string().trim().max(100, 'At most 100 characters').optional(),
  companyId: recordId.optional(),
});

/** The alarm types an alarm counts as, to match against a setting's `alarmTypes`. */
export function gmAlarmTypesOf(alarm: {
  ruleId: string;
  category: string;
  templateId: number | null;
}): GmAlarmType[] {
  const types: GmAlarmType[] = [];
  if (alarm.ruleId === SOS_RULE_ID) types.push('sos');
  if (alarm.category === 'operational') types.push('operational');
  if (alarm.category === 'status') types.push('status');
  if (alarm.templateId !== null) types.push('template');
  return types;
}
