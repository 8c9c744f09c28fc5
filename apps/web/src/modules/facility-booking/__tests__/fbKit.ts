import type { facmgmt } from '@atrium/contracts';

/** Test data of the facility booking screens; the API double and sign-in come from the companies kit. */

export { callsTo, paged, serve, signIn } from '../../companies/__tests__/kit.ts';

const at = '2026-11-26T06:00:00.000Z';
const named = (id: number, name: string) => ({ id, name });

/** A booking of Meeting room A tomorrow at 10:00 (Dubai), far enough ahead to be cancelled. */
export const reservation = (over: Partial<facmgmt.Reservation> = {}): facmgmt.Reservation => {
  const start = new Date(Date.now() + 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  return {
    id: 51,
    companyId: 3,
    uid: '7a1c3e0e-9f0b-4d44-9c5e-2f7f4f0c1a11',
    building: named(101, 'Headquarters'),
    space: named(301, 'Meeting room A'),
    floor: named(201, 'First'),
    title: 'Quarterly review',
    notes: '',
    attendees: 4,
    bookedBy: named(10, 'Customer Owner'),
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    status: 'confirmed',
    series: null,
    sequence: 0,
    cancelledAt: null,
    mine: true,
    createdAt: at,
    updatedAt: at,
    ...over,
  };
};

export const visitor = (
  booking: facmgmt.Reservation,
  over: Partial<facmgmt.Visitor> = {},
): facmgmt.Visitor => ({
  id: 61,
  companyId: 3,
  reservation: {
    id: booking.id,
    title: booking.title,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    status: booking.status,
    space: booking.space,
    building: booking.building,
  },
  name: 'Vera Visitor',
  email: 'vera@example.com',
  plate: 'D 12345',
  invitedBy: named(10, 'Customer Owner'),
  createdAt: at,
  emailSentAt: at,
  passes: [
    {
      id: 71,
      kind: 'door',
      device: named(41, 'Front door'),
      validFrom: booking.startsAt,
      validUntil: booking.endsAt,
      state: 'upcoming',
      linkPath: '/metro-watch/one-time-access/abc123',
      plate: null,
      doorAccessId: 81,
      plateAccessId: null,
    },
    {
      id: 72,
      kind: 'plate',
      device: named(42, 'Main gate'),
      validFrom: booking.startsAt,
      validUntil: booking.endsAt,
      state: 'upcoming',
      linkPath: null,
      plate: 'D 12345',
      doorAccessId: null,
      plateAccessId: 91,
    },
  ],
  ...over,
});
