import { z } from 'zod';

/**
 * A visitor's passes ("one booking, every door", issue 20): for the reservation's window only, a door link
 * (Metro Watch access of type public-temporary) per lock of the reservation's building and, when the visitor
 * comes by car, a plate access per gate (ANPR edge box) of the building. Moving or resizing the reservation
 * moves them; cancelling it (or removing the visitor) revokes them at once.
 */

export const PASS_KINDS = ['door', 'plate'] as const;
export type PassKind = (typeof PASS_KINDS)[number];

/** What is stored: a pass is live until revoked. */
export const STORED_PASS_STATES = ['active', 'revoked'] as const;
export type StoredPassState = (typeof STORED_PASS_STATES)[number];

/** What a pass says at a moment: not yet open, open, past its window, or revoked. */
export const PASS_STATES = ['upcoming', 'active', 'expired', 'revoked'] as const;
export type PassState = (typeof PASS_STATES)[number];

/** Visitors may come a little early: their passes open this many minutes before the reservation starts. */
export const PASS_LEAD_MINUTES = 15;

type When = Date | string;

/** The window of every pass of a reservation: from the lead time before its start to its end. */
export function passWindow(reservation: { startsAt: When; endsAt: When }) {
  return {
    validFrom: new Date(new Date(reservation.startsAt).getTime() - PASS_LEAD_MINUTES * 60_000),
    validUntil: new Date(reservation.endsAt),
  };
}

/** What a pass says at `now`. */
export function passState(
  pass: { state: StoredPassState; validFrom: When; validUntil: When },
  now: Date = new Date(),
): PassState {
  if (pass.state === 'revoked') return 'revoked';
  if (now.getTime() >= new Date(pass.validUntil).getTime()) return 'expired';
  if (now.getTime() < new Date(pass.validFrom).getTime()) return 'upcoming';
  return 'active';
}

export const visitorPass = z.object({
  id: z.number().int(),
  kind: z.enum(PASS_KINDS),
  /** The lock (door pass) or the gate, an ANPR edge box (plate pass). */
  device: z.object({ id: z.number().int(), name: z.string() }),
  validFrom: z.string(),
  validUntil: z.string(),
  state: z.enum(PASS_STATES),
  /** Door pass: the public page that opens the door (`access.linkPath`); null for a plate pass. */
  linkPath: z.string().nullable(),
  /** Plate pass: the plate the gate lets in; null for a door pass. */
  plate: z.string().nullable(),
  /** The Metro Watch access (door pass) or the ANPR plate access (plate pass) behind it. */
  doorAccessId: z.number().int().nullable(),
  plateAccessId: z.number().int().nullable(),
});
export type VisitorPass = z.infer<typeof visitorPass>;
