import { decideAccess } from '../access/decision.ts';
import type { AccessWindow } from '../access/schedules.ts';

/**
 * The gate decision for one plate read (issue 20): allowed or denied, why in words (as the vehicle log
 * shows it) and a code to filter and count by. One pure function over what the server found for the plate,
 * so the ingest and the tests agree on every case. The access windows follow Metro Watch's door decision
 * (access/decision.ts): the same bounds, the same Saturday week and time zones.
 */

export const VEHICLE_DECISIONS = ['allowed', 'denied'] as const;
export type VehicleDecision = (typeof VEHICLE_DECISIONS)[number];

export const GATE_DECISION_CODES = [
  /** Allowed: an access of the plate at this gate holds now. */
  'access',
  /** Denied: the read never reached the minimum score. */
  'low-score',
  /** Denied: no vehicle and no visitor's plate of the gate's company has this plate. */
  'unknown-plate',
  /** Denied: a known vehicle with no access at this gate. */
  'no-access',
  'not-yet-valid',
  'expired',
  'outside-schedule',
  'revoked',
] as const;
export type GateDecisionCode = (typeof GATE_DECISION_CODES)[number];

type When = Date | string | null | undefined;

/** An access at the gate whose subject is the plate (its vehicle, its vehicle's resident, or the plate itself). */
export interface GateAccessCandidate {
  id: number;
  name: string;
  /** Who it is for, in words: "Sara Haddad's vehicle", "visitor plate". */
  subjectText: string;
  type: 'fulltime' | 'scheduled' | 'temporary';
  windows: readonly AccessWindow[] | null;
  timeZone: string | null;
  validFrom: When;
  validUntil: When;
  revokedAt: When;
}

export interface GateDecisionInput {
  /** As read, for the words. */
  plate: string;
  gateName: string;
  /** A vehicle of the company with this plate (normalised), and its resident's name. */
  vehicle: { id: number; residentName: string | null } | null;
  /** Whether some visitor access (subject plate) names this plate at any gate of the company, any time. */
  visitorPlate: boolean;
  accesses: readonly GateAccessCandidate[];
  at: Date;
}

export interface GateDecision {
  decision: VehicleDecision;
  code: GateDecisionCode;
  reason: string;
  /** The access that allowed it, or the one whose refusal is given. */
  accessId: number | null;
}

/** Which refusal explains a denial best when several accesses refuse: the one nearest to holding. */
const DENIAL_ORDER: readonly GateDecisionCode[] = ['outside-schedule', 'not-yet-valid', 'expired', 'revoked'];

const DOOR_CODE_TO_GATE: Record<string, GateDecisionCode> = {
  'not-yet-valid': 'not-yet-valid',
  expired: 'expired',
  'outside-schedule': 'outside-schedule',
  revoked: 'revoked',
};

const formatScore = (score: number) => score.toFixed(2);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Below the minimum score: denied without looking the plate up (a misread must not open the barrier). */
export function lowScoreDecision(score: number | null, minScore: number): GateDecision {
  const read = score === null ? 'without a score' : `with score ${formatScore(score)}`;
  return {
    decision: 'denied',
    code: 'low-score',
    reason: `Read ${read}, below the minimum ${formatScore(minScore)}`,
    accessId: null,
  };
}

function evaluate(access: GateAccessCandidate, at: Date) {
  return decideAccess({
    credential: { label: 'plate', state: 'active' },
    access: {
      // A temporary plate access is a fulltime one between its bounds.
      type: access.type === 'scheduled' ? 'scheduled' : 'fulltime',
      doorId: 0,
      validFrom: access.validFrom,
      validUntil: access.validUntil,
      revokedAt: access.revokedAt,
      uses: 0,
      maxUses: null,
      windows: access.windows,
      timeZone: access.timeZone,
    },
    door: { id: 0, name: 'gate', state: 'active' },
    at,
  });
}

const GRANTED_WORDS: Record<GateAccessCandidate['type'], string> = {
  fulltime: 'fulltime',
  scheduled: 'scheduled',
  temporary: 'temporary',
};

/** The decision for a plate that reached the minimum score. */
export function decideGate(input: GateDecisionInput): GateDecision {
  const { plate, gateName, vehicle, accesses, at } = input;
  const refusals: { access: GateAccessCandidate; code: GateDecisionCode; words: string }[] = [];
  for (const access of accesses) {
    const decision = evaluate(access, at);
    if (decision.granted) {
      const when = access.type === 'scheduled' ? `: ${lowerFirst(decision.reason)}` : '';
      return {
        decision: 'allowed',
        code: 'access',
        reason: `${access.subjectText} ${plate}: ${GRANTED_WORDS[access.type]} access '${access.name}' at ${gateName}${when}`,
        accessId: access.id,
      };
    }
    refusals.push({
      access,
      code: DOOR_CODE_TO_GATE[decision.code] ?? 'no-access',
      words: lowerFirst(decision.reason),
    });
  }
  refusals.sort((a, b) => DENIAL_ORDER.indexOf(a.code) - DENIAL_ORDER.indexOf(b.code));
  const best = refusals[0];
  if (best) {
    return {
      decision: 'denied',
      code: best.code,
      reason: `${best.access.subjectText} ${plate}: access '${best.access.name}' at ${gateName}: ${best.words}`,
      accessId: best.access.id,
    };
  }
  if (vehicle) {
    const whose = vehicle.residentName ? `${vehicle.residentName}'s vehicle` : 'Vehicle';
    return {
      decision: 'denied',
      code: 'no-access',
      reason: `${whose} ${plate} has no access at ${gateName}`,
      accessId: null,
    };
  }
  if (input.visitorPlate) {
    return {
      decision: 'denied',
      code: 'no-access',
      reason: `Visitor plate ${plate} has no access at ${gateName}`,
      accessId: null,
    };
  }
  return {
    decision: 'denied',
    code: 'unknown-plate',
    reason: `Unknown plate ${plate}: no resident's vehicle or visitor has it`,
    accessId: null,
  };
}
