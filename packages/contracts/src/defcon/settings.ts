import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';

/**
 * A security company's intrusion settings (spec §7 `/defcon/intrusion-setting`): the panels' entry and exit
 * delays, and the deadlines of the escalation ladder, all in seconds.
 */

export const DELAY_SECONDS = { min: 0, max: 600 } as const;
export const DEADLINE_SECONDS = { min: 1, max: 86_400 } as const;

const seconds = (range: { min: number; max: number }) =>
  z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(range.min, `Must be between ${range.min} and ${range.max}`)
    .max(range.max, `Must be between ${range.min} and ${range.max}`);

export const intrusionSettingInput = z.strictObject({
  /** Time to disarm after an entry door opens before the panel reports a burglary. */
  entryDelaySeconds: seconds(DELAY_SECONDS),
  /** Time to leave after arming. */
  exitDelaySeconds: seconds(DELAY_SECONDS),
  /** An operator must acknowledge an intrusion alarm within this, else it goes to the next operator, then the admin. */
  acknowledgeSeconds: seconds(DEADLINE_SECONDS),
  /** A responder sent (escalate-user) must acknowledge within this, else it goes back to the company admin. */
  dispatchSeconds: seconds(DEADLINE_SECONDS),
  /** The police HQ must hand over, and the local station acknowledge, within this, else it escalates again. */
  policeHandOverSeconds: seconds(DEADLINE_SECONDS),
});
export type IntrusionSettingInput = z.output<typeof intrusionSettingInput>;

/** Used until a security company sets its own. */
export const DEFAULT_INTRUSION_SETTING: IntrusionSettingInput = {
  entryDelaySeconds: 30,
  exitDelaySeconds: 60,
  acknowledgeSeconds: 60,
  dispatchSeconds: 300,
  policeHandOverSeconds: 180,
};

export const intrusionSetting = z.object({
  companyId: z.number().int(),
  entryDelaySeconds: z.number().int(),
  exitDelaySeconds: z.number().int(),
  acknowledgeSeconds: z.number().int(),
  dispatchSeconds: z.number().int(),
  policeHandOverSeconds: z.number().int(),
  /** False while the company uses the defaults. */
  custom: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type IntrusionSetting = z.infer<typeof intrusionSetting>;

/** The security company: the caller's own unless a system admin names one. */
const settingQuery = z.object({ companyId: recordId.optional() });
const one = z.object({ data: intrusionSetting });

export const intrusionSettingEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/defcon/intrusion-setting',
    summary: "Defcon: the security company's entry and exit delays and escalation deadlines (seconds)",
    tags: ['defcon'],
    access: anyOf('p_defcon_settings_view'),
    schemas: { querystring: settingQuery, response: { 200: one, ...bad } },
  }),
  put: defineEndpoint({
    method: 'PUT',
    path: '/defcon/intrusion-setting',
    summary: "Defcon: sets the security company's delays and deadlines; open rungs keep their deadlines",
    tags: ['defcon'],
    access: anyOf('p_defcon_settings_update'),
    schemas: { querystring: settingQuery, body: intrusionSettingInput, response: { 200: one, ...bad } },
  }),
};
