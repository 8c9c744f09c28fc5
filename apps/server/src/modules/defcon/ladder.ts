import type { defcon as contract } from '@atrium/contracts';

/**
 * The escalation ladder's decisions as pure functions (issue 18): which rungs are due at a moment, and what a
 * missed rung leads to. The timer and the catch-up scan (`escalation.timer.ts`) only apply these.
 *
 * - operator n missed → operator n+1 (the security company's operators in id order), after the last → the
 *   company admin; the admin missed → the admin again (reminded). Deadline: `acknowledgeSeconds`.
 * - responder missed → the company admin (`acknowledgeSeconds`).
 * - police HQ missed → the HQ again (reminded). Deadline: `policeHandOverSeconds`.
 * - police station missed → the next station of the same HQ covering the locality not tried yet; none left →
 *   back to the HQ (reminded) to hand it over again. Deadline: `policeHandOverSeconds`.
 */

export interface Rung {
  id: number;
  level: contract.EscalationLevel;
  step: number;
  targetCompanyId: number | null;
  targetUserId: number | null;
  deadline: Date;
  outcome: contract.EscalationOutcome;
}

export interface LadderContext {
  settings: Pick<
    contract.IntrusionSettingInput,
    'acknowledgeSeconds' | 'dispatchSeconds' | 'policeHandOverSeconds'
  >;
  securityCompanyId: number | null;
  /** The security company's operators, in the order they are tried. */
  operators: readonly number[];
  /** Its admin (a user with the security-company-admin role, else the owner); null when it has none. */
  admin: number | null;
  policeHqId: number | null;
  /** Stations of the HQ covering the alarm's locality, in the order they are tried. */
  stations: readonly number[];
  /** Stations already handed the alarm (earlier rungs). */
  triedStations: readonly number[];
}

export interface NextRung {
  level: contract.EscalationLevel;
  step: number;
  targetCompanyId: number | null;
  targetUserId: number | null;
  deadline: Date;
  /** The history event the move is recorded as. */
  event: 'auto-escalated' | 'reminded';
}

const after = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** Pending rungs whose deadline has come (at or before `now`), soonest first. */
export function dueRungs<R extends Pick<Rung, 'deadline' | 'outcome'>>(rungs: readonly R[], now: Date): R[] {
  return rungs
    .filter((r) => r.outcome === 'pending' && r.deadline.getTime() <= now.getTime())
    .sort((a, b) => a.deadline.getTime() - b.deadline.getTime());
}

/** When the timer must next wake: the soonest pending deadline (null: none). */
export function nextWake(rungs: readonly Pick<Rung, 'deadline' | 'outcome'>[]): Date | null {
  let soonest: Date | null = null;
  for (const r of rungs) {
    if (r.outcome !== 'pending') continue;
    if (!soonest || r.deadline < soonest) soonest = r.deadline;
  }
  return soonest;
}

/** The first rung of an intrusion alarm: the security company's first operator (or its admin, or the company). */
export function firstRung(ctx: LadderContext, now: Date): Omit<NextRung, 'event'> | null {
  if (ctx.securityCompanyId === null) return null;
  const deadline = after(now, ctx.settings.acknowledgeSeconds);
  const first = ctx.operators[0];
  if (first !== undefined)
    return {
      level: 'operator',
      step: 0,
      targetCompanyId: ctx.securityCompanyId,
      targetUserId: first,
      deadline,
    };
  return {
    level: 'company-admin',
    step: 0,
    targetCompanyId: ctx.securityCompanyId,
    targetUserId: ctx.admin,
    deadline,
  };
}

/** What a missed rung leads to. */
export function afterMissed(missed: Rung, ctx: LadderContext, now: Date): NextRung {
  const ack = after(now, ctx.settings.acknowledgeSeconds);
  const police = after(now, ctx.settings.policeHandOverSeconds);
  const admin = (step: number, event: NextRung['event']): NextRung => ({
    level: 'company-admin',
    step,
    targetCompanyId: ctx.securityCompanyId ?? missed.targetCompanyId,
    targetUserId: ctx.admin,
    deadline: ack,
    event,
  });
  const hq = (step: number): NextRung => ({
    level: 'police-hq',
    step,
    targetCompanyId: ctx.policeHqId ?? missed.targetCompanyId,
    targetUserId: null,
    deadline: police,
    event: 'reminded',
  });
  switch (missed.level) {
    case 'operator': {
      const at = missed.targetUserId === null ? -1 : ctx.operators.indexOf(missed.targetUserId);
      const next = ctx.operators[at + 1];
      if (at >= 0 && next !== undefined)
        return {
          level: 'operator',
          step: missed.step + 1,
          targetCompanyId: missed.targetCompanyId,
          targetUserId: next,
          deadline: ack,
          event: 'auto-escalated',
        };
      return admin(0, 'auto-escalated');
    }
    case 'company-admin':
      return admin(missed.step + 1, 'reminded');
    case 'responder':
      return admin(0, 'auto-escalated');
    case 'police-hq':
      return hq(missed.step + 1);
    case 'police-station': {
      const tried = new Set([
        ...ctx.triedStations,
        ...(missed.targetCompanyId === null ? [] : [missed.targetCompanyId]),
      ]);
      const next = ctx.stations.find((s) => !tried.has(s));
      if (next !== undefined)
        return {
          level: 'police-station',
          step: missed.step + 1,
          targetCompanyId: next,
          targetUserId: null,
          deadline: police,
          event: 'auto-escalated',
        };
      return hq(0);
    }
  }
}
