import type { DeviceState } from '../devices/state.ts';
import type { CredentialState } from './credentials.ts';
import { type AccessWindow, sortWindows, windowText } from './schedules.ts';
import { localTime, minutesOf, nextDay, WEEK_DAY_NAMES } from './time.ts';

/**
 * The door decision: whether a door opens for a credential or a link at a moment, and why, in words. One
 * pure function, so the server (every open it records) and the tests agree on every case.
 */

export const ACCESS_TYPES = ['fulltime', 'scheduled', 'public-temporary', 'onetime'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
/** The types opened by a link rather than a credential. */
export const LINK_TYPES = ['public-temporary', 'onetime'] as const satisfies readonly AccessType[];
export const isLinkType = (type: AccessType) => (LINK_TYPES as readonly string[]).includes(type);

type When = Date | string | null | undefined;

export interface DecisionCredential {
  label: string;
  state: CredentialState;
}

export interface DecisionAccess {
  type: AccessType;
  doorId: number;
  validFrom: When;
  validUntil: When;
  revokedAt?: When;
  /** Opens granted so far, and how many the access allows (links; null: no limit). */
  uses: number;
  maxUses: number | null;
  /** A scheduled access's own windows and time zone, when it follows no company schedule. */
  windows?: readonly AccessWindow[] | null;
  timeZone?: string | null;
}

export interface DecisionSchedule {
  timeZone: string;
  windows: readonly AccessWindow[];
}

export interface DecisionDoor {
  id: number;
  name: string;
  state: DeviceState;
}

export const DECISION_CODES = [
  'granted',
  'door-blocked',
  'wrong-door',
  'revoked',
  'no-credential',
  'credential-blocked',
  'credential-locked',
  'credential-inactive',
  'not-yet-valid',
  'expired',
  'used',
  'outside-schedule',
] as const;
export type DecisionCode = (typeof DECISION_CODES)[number];

export interface Decision {
  granted: boolean;
  /** Why, in words, as the door's access log shows it. */
  reason: string;
  code: DecisionCode;
}

export interface DecisionInput {
  /** The credential presented; null for a link. */
  credential: DecisionCredential | null;
  access: DecisionAccess;
  /** The company schedule a scheduled access follows, if any. */
  schedule?: DecisionSchedule | null;
  door: DecisionDoor;
  at: Date;
}

const time = (value: When) => (value === null || value === undefined ? null : new Date(value).getTime());
const deny = (code: DecisionCode, reason: string): Decision => ({ granted: false, code, reason });

const CREDENTIAL_REFUSALS: Partial<Record<CredentialState, Decision>> = {
  blocked: deny('credential-blocked', 'Credential blocked'),
  locked: deny('credential-locked', 'Credential locked'),
  inactive: deny('credential-inactive', 'Credential inactive'),
};

/** Whether `window` covers the local moment (`day`, `minutes`), an overnight one into the next day too. */
function covers(window: AccessWindow, day: string, minutes: number) {
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  if (!window.overnight) return window.day === day && minutes >= start && minutes < end;
  return (window.day === day && minutes >= start) || (nextDay(window.day) === day && minutes < end);
}

function scheduleDecision(windows: readonly AccessWindow[], timeZone: string, at: Date): Decision {
  const local = localTime(at, timeZone);
  const open = windows.find((w) => covers(w, local.day, local.minutes));
  if (open)
    return {
      granted: true,
      code: 'granted',
      reason: `Within the schedule (${windowText(open)}, ${timeZone})`,
    };
  const today = sortWindows(windows.filter((w) => w.day === local.day));
  const shown = today.length ? today.map(windowText).join(', ') : `no window on ${WEEK_DAY_NAMES[local.day]}`;
  return deny('outside-schedule', `Outside the schedule (${shown}, ${timeZone})`);
}

const GRANTED_WORDS: Record<Exclude<AccessType, 'scheduled'>, string> = {
  fulltime: 'Fulltime access',
  'public-temporary': 'Temporary link',
  onetime: 'One-time link',
};

export function decideAccess({ credential, access, schedule, door, at }: DecisionInput): Decision {
  const now = at.getTime();
  if (access.doorId !== door.id) return deny('wrong-door', `No access to ${door.name}`);
  if (door.state === 'blocked') return deny('door-blocked', 'Door blocked');
  if (access.revokedAt) return deny('revoked', 'Access revoked');
  const link = isLinkType(access.type);
  if (!link) {
    if (!credential) return deny('no-credential', 'No credential presented');
    const refusal = CREDENTIAL_REFUSALS[credential.state];
    if (refusal) return refusal;
  }
  const from = time(access.validFrom);
  const until = time(access.validUntil);
  if (from !== null && now < from) {
    return deny('not-yet-valid', `Not yet valid (from ${new Date(from).toISOString()})`);
  }
  if (until !== null && now >= until) return deny('expired', 'Expired');
  if (access.maxUses !== null && access.uses >= access.maxUses) {
    return deny('used', access.maxUses === 1 ? 'Already used' : `All ${access.maxUses} uses spent`);
  }
  if (access.type === 'scheduled') {
    const windows = schedule?.windows ?? access.windows ?? [];
    const timeZone = schedule?.timeZone ?? access.timeZone ?? 'UTC';
    return scheduleDecision(windows, timeZone, at);
  }
  const words = GRANTED_WORDS[access.type];
  const count =
    access.maxUses !== null && access.maxUses > 1 ? ` (use ${access.uses + 1} of ${access.maxUses})` : '';
  return { granted: true, code: 'granted', reason: `${words}${count}` };
}
