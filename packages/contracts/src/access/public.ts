import { z } from 'zod';
import { defineEndpoint, publicAccess } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';
import { COMMAND_STATES } from '../metrowatch/commands.ts';
import { LINK_TYPES } from './decision.ts';

/**
 * The public one-time access page (spec §2 `/metro-watch/one-time-access/:token`, no sign-in): what the
 * link opens and the Open button. An unknown token is a 404, a used, expired or revoked one a 410; each
 * with `{ msg, code }` and the codes below, so the page can say which.
 */
export const LINK_ERROR_CODES = {
  unknown: 'ACCESS_LINK_UNKNOWN',
  used: 'ACCESS_LINK_USED',
  expired: 'ACCESS_LINK_EXPIRED',
  revoked: 'ACCESS_LINK_REVOKED',
  notYet: 'ACCESS_LINK_NOT_YET_VALID',
  doorBlocked: 'ACCESS_DOOR_BLOCKED',
} as const;

/** Path segments longer than any token we issue are unknown tokens, not 418s. */
export const linkParams = z.object({ token: z.string().max(100) });

export const publicLink = z.object({
  type: z.enum(LINK_TYPES),
  door: z.object({ name: z.string() }),
  validFrom: z.string(),
  validUntil: z.string(),
  maxUses: z.number().int(),
  usesLeft: z.number().int(),
  /** ready: the Open button works now; upcoming: not before validFrom. */
  state: z.enum(['ready', 'upcoming']),
});
export type PublicLink = z.infer<typeof publicLink>;

const refusals = { 404: errorBody, 410: errorBody, 429: errorBody };

export const getPublicLink = defineEndpoint({
  method: 'GET',
  path: '/public/metrowatch/one-time-access/:token',
  summary: 'What a link opens (door name, window, uses left); 404 unknown, 410 used, expired or revoked',
  tags: ['metrowatch', 'access'],
  access: publicAccess,
  schemas: { params: linkParams, response: { 200: z.object({ data: publicLink }), ...refusals } },
});

export const openedDoor = z.object({
  granted: z.literal(true),
  reason: z.string(),
  door: z.object({ name: z.string() }),
  usesLeft: z.number().int(),
  /** The unlock command sent to the lock, and its state when answered. */
  command: z.object({ id: z.string(), state: z.enum(COMMAND_STATES) }),
});

export const openPublicLink = defineEndpoint({
  method: 'POST',
  path: '/public/metrowatch/one-time-access/:token/open',
  summary:
    'Open the door of a link: unlocks it once per use and records the decision in the door’s access log; 404 unknown, 409 not yet valid or door blocked, 410 used, expired or revoked',
  tags: ['metrowatch', 'access'],
  access: publicAccess,
  schemas: {
    params: linkParams,
    response: { 200: z.object({ data: openedDoor }), 409: errorBody, ...refusals },
  },
});
