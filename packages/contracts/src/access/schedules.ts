import { z } from 'zod';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { OWN_COMPANY_BY_DEFAULT, recordId } from '../kernel/ids.ts';
import { paged } from '../kernel/list.ts';
import { customerIdSchema, listQuery, placeName } from '../places/common.ts';
import { clockTime, minutesOf, timeZoneSchema, WEEK_DAY_NAMES, WEEK_DAYS } from './time.ts';

/**
 * Weekly time windows. A window is a day and a start and end time in the schedule's time zone; its end
 * comes after its start unless it is `overnight`, when it ends on the next day (22:00 to 06:00).
 */
export const windowSchema = z
  .object({
    day: z.enum(WEEK_DAYS, { error: 'Choose a day' }),
    /** A window without times is the whole day. */
    start: clockTime.default('00:00'),
    end: clockTime.default('24:00'),
    overnight: z.boolean().default(false),
  })
  .superRefine((w, issue) => {
    if (w.start === '24:00')
      issue.addIssue({ code: 'custom', path: ['start'], message: 'Must be before 24:00' });
    const start = minutesOf(w.start);
    const end = minutesOf(w.end);
    if (!w.overnight && end <= start) {
      issue.addIssue({ code: 'custom', path: ['end'], message: 'End Must Be After Start' });
    }
    if (w.overnight && end > start) {
      issue.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'An Overnight Window Ends the Next Day Before Its Start Time',
      });
    }
  });
export type AccessWindow = z.output<typeof windowSchema>;

export const MAX_WINDOWS = 50;
export const windowsSchema = z
  .array(windowSchema)
  .min(1, 'Add At Least One Window')
  .max(MAX_WINDOWS, `At Most ${MAX_WINDOWS} Windows`);

/** A window in words: `Saturday 08:00-17:00`, `Thursday 22:00-06:00 (next day)`. */
export const windowText = (w: AccessWindow) =>
  `${WEEK_DAY_NAMES[w.day]} ${w.start}-${w.end}${w.overnight ? ' (next day)' : ''}`;

/** Windows in week order, Saturday first (R195), then by start. */
export const sortWindows = <W extends AccessWindow>(windows: readonly W[]): W[] =>
  [...windows].sort(
    (a, b) => WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day) || a.start.localeCompare(b.start),
  );

const named = z.object({ id: z.number().int(), name: z.string() });

export const companySchedule = z.object({
  id: z.number().int(),
  name: z.string(),
  company: named,
  timeZone: z.string(),
  windows: z.array(windowSchema),
  /** How many accesses follow this schedule (it cannot be deleted while any does). */
  accessCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanySchedule = z.infer<typeof companySchedule>;

export const scheduleInput = z.strictObject({
  name: placeName,
  timeZone: timeZoneSchema.default('UTC'),
  windows: windowsSchema,
});
export const newScheduleInput = scheduleInput.extend({
  customerId: recordId.optional().describe(OWN_COMPANY_BY_DEFAULT),
});

export const SCHEDULE_SORTS = ['id', 'name', 'createdAt'] as const;
const scheduleParams = z.object({ id: recordId });
const bad = {
  403: errorBody,
  404: errorBody,
  418: z.array(z.object({ param: z.string(), msg: z.string() })),
};
export const accessView = anyOf('p_metrowatch_access_view');
export const accessGrant = anyOf('p_metrowatch_access_grant');
export const accessRevoke = anyOf('p_metrowatch_access_revoke');

export const listSchedules = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/company-schedule',
  summary: `Company schedules (weekly windows, week from Saturday); sorts: ${SCHEDULE_SORTS.join(', ')}; search (name) matches the name; filter customerId`,
  tags: ['metrowatch', 'access'],
  access: accessView,
  schemas: {
    querystring: listQuery(SCHEDULE_SORTS).extend({ customerId: customerIdSchema.optional() }),
    response: { 200: paged(companySchedule), ...bad },
  },
});

export const getSchedule = defineEndpoint({
  method: 'GET',
  path: '/metrowatch/company-schedule/:id',
  summary: 'One company schedule',
  tags: ['metrowatch', 'access'],
  access: accessView,
  schemas: { params: scheduleParams, response: { 200: z.object({ data: companySchedule }), ...bad } },
});

export const createSchedule = defineEndpoint({
  method: 'POST',
  path: '/metrowatch/company-schedule',
  summary: 'Create a company schedule, reusable by many scheduled accesses',
  tags: ['metrowatch', 'access'],
  access: accessGrant,
  schemas: { body: newScheduleInput, response: { 201: z.object({ data: companySchedule }), ...bad } },
});

export const updateSchedule = defineEndpoint({
  method: 'PUT',
  path: '/metrowatch/company-schedule/:id',
  summary: 'Change a company schedule: every access following it follows the change',
  tags: ['metrowatch', 'access'],
  access: accessGrant,
  schemas: {
    params: scheduleParams,
    body: scheduleInput,
    response: { 200: z.object({ data: companySchedule }), ...bad },
  },
});

export const deleteSchedule = defineEndpoint({
  method: 'DELETE',
  path: '/metrowatch/company-schedule/:id',
  summary: 'Delete a company schedule no active access follows (409 otherwise)',
  tags: ['metrowatch', 'access'],
  access: accessRevoke,
  schemas: { params: scheduleParams, response: { 204: z.null(), 409: errorBody, ...bad } },
});
