import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { onReservationsChanged } from '../reservation-hooks.ts';
import { type BookingKit, bookingKit } from './kit.ts';

/**
 * Two users booking the same slot at the same instant: exactly one wins. A hook that holds each booking's
 * transaction open for a moment lets every request pass the check before insert, so on PostgreSQL the
 * exclusion constraint is what refuses the others (PGlite runs one transaction at a time: same outcome).
 */

let k: BookingKit;
let holdMs = 0;
onReservationsChanged(async () => {
  if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
});
beforeAll(async () => {
  k = await bookingKit();
});
afterAll(() => k.t.close());

describe('concurrent bookings', () => {
  test('10 requests for one slot at once: one 201, nine 409 RESERVATION_OVERLAP, one row', async () => {
    holdMs = 100;
    const who = ['Customer', 'Customer', 'Customer', 'Customer', 'Customer'] as const;
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        k.book(who[i % who.length] ?? 'Customer', {
          spaceId: k.space.meeting,
          title: `Race ${i}`,
          // Different lengths: every pair overlaps, none is the same row twice.
          startsAt: k.sunday(3, '16:00'),
          endsAt: k.sunday(3, i % 2 ? '17:00' : '16:30'),
        }),
      ),
    );
    holdMs = 0;
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const refused = replies
      .filter((x) => x.statusCode === 409)
      .map((r) => r.json() as { code: string; msg: string });
    for (const r of refused) expect(r.code).toBe('RESERVATION_OVERLAP');
    // The check before insert names the clashing booking's times; the constraint's refusal cannot.
    const byConstraint = refused.filter((r) => r.msg.endsWith('is already booked then')).length;
    if (k.t.deps.database.driver === 'postgres') expect(byConstraint).toBeGreaterThan(0);
    const rows = await k.t.deps.database.db.execute(
      sql`select count(*)::int as n from fm_reservations where space_id = ${k.space.meeting} and status = 'confirmed'
          and starts_at < ${k.sunday(3, '17:00')} and ends_at > ${k.sunday(3, '16:00')}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  test('the database itself refuses an overlapping confirmed row, allows back-to-back and cancelled ones', async () => {
    const { db } = k.t.deps.database;
    const insert = (from: string, to: string, status = 'confirmed') =>
      db.execute(sql`insert into fm_reservations (company_id, space_id, structure_id, title, booked_by, starts_at, ends_at, status)
        select company_id, ${k.space.open}, structure_id, 'direct', booked_by, ${from}, ${to}, ${status}
        from fm_reservations limit 1`);
    await insert(k.sunday(6, '10:00'), k.sunday(6, '11:00'));
    await insert(k.sunday(6, '11:00'), k.sunday(6, '12:00'));
    await insert(k.sunday(6, '10:30'), k.sunday(6, '11:30'), 'cancelled');
    const refused = await insert(k.sunday(6, '10:30'), k.sunday(6, '10:45')).then(
      () => null,
      (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
    );
    expect(refused).toBe('23P01');
  });
});
