import { access, facmgmt } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { demoOwnerEmail } from '../companies/companies.seed.ts';
import { floors, spaces, structures } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';
import {
  fmBuildings,
  fmReservationSeries,
  fmReservations,
  fmSpaceGroupMembers,
  fmSpaceGroups,
  fmSpaces,
} from './facmgmt.schema.ts';

/**
 * The demo Customer's facility booking (issue 20): Headquarters as the demo building and its Annex as a
 * second one, their rooms bookable, a group of meeting spaces, bookings past, today and to come, and a weekly
 * team meeting. Runs with the other demo seeds; does nothing when Headquarters already has settings.
 */

const COMPANY = 'Demo Customer';
const ZONE = 'Asia/Dubai';
const day = (open: string, close: string) => ({ open, close });
/** Saturday first. */
const HQ_HOURS = [
  day('08:00', '20:00'),
  day('07:00', '21:00'),
  day('07:00', '21:00'),
  day('07:00', '21:00'),
  day('07:00', '21:00'),
  day('07:00', '21:00'),
  day('09:00', '13:00'),
];
const ANNEX_HOURS = [
  null,
  day('08:00', '18:00'),
  day('08:00', '18:00'),
  day('08:00', '18:00'),
  day('08:00', '18:00'),
  day('08:00', '18:00'),
  null,
];

const BOOKABLE: Record<
  string,
  { building: string; capacity: number; features: facmgmt.SpaceFeature[]; at?: [number, number] }
> = {
  'Meeting room A': {
    building: 'Headquarters',
    capacity: 10,
    features: ['projector', 'whiteboard', 'video', 'screen'],
    at: [0.28, 0.42],
  },
  'Office 101': { building: 'Headquarters', capacity: 4, features: ['whiteboard', 'phone'], at: [0.7, 0.42] },
  'Open office': {
    building: 'Headquarters',
    capacity: 24,
    features: ['screen', 'window', 'wheelchair'],
    at: [0.5, 0.55],
  },
  Workshop: { building: 'Annex', capacity: 8, features: ['whiteboard', 'projector'] },
};

/** Day offset from today, start HH:mm, minutes, space, title. */
const BOOKINGS: [number, string, number, string, string][] = [
  [-21, '13:00', 60, 'Meeting room A', 'Supplier review'],
  [-14, '09:00', 90, 'Office 101', 'Interview: facilities coordinator'],
  [-9, '15:00', 60, 'Open office', 'Town hall rehearsal'],
  [-6, '11:00', 45, 'Workshop', 'Safety induction'],
  [-2, '14:00', 120, 'Meeting room A', 'Budget planning'],
  [-1, '09:30', 30, 'Office 101', 'One-to-one'],
  [0, '09:00', 60, 'Meeting room A', 'Morning stand-up'],
  [0, '11:00', 60, 'Office 101', 'Client call'],
  [0, '14:00', 90, 'Meeting room A', 'Design review'],
  [0, '16:00', 60, 'Open office', 'Team social'],
  [1, '13:00', 60, 'Meeting room A', 'Quarterly review, HQ floor 1'],
  [2, '10:00', 120, 'Workshop', 'Maintenance training'],
  [3, '15:00', 45, 'Office 101', 'Contract signing'],
  [5, '09:00', 180, 'Open office', 'Hackathon kick-off'],
  [8, '14:00', 60, 'Meeting room A', 'Product demo for visitors'],
  [12, '11:00', 60, 'Office 101', 'Recruitment panel'],
];
const SERIES = {
  space: 'Meeting room A',
  title: 'Weekly team meeting',
  start: '10:00',
  minutes: 60,
  weeksBack: 3,
  weeksAhead: 8,
};

export async function seedFacilityBooking({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, COMPANY));
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoOwnerEmail('Customer')));
  if (!company || !owner) return;
  const buildings = await db
    .select({ id: structures.id, name: structures.name })
    .from(structures)
    .where(and(eq(structures.companyId, company.id), inArray(structures.name, ['Headquarters', 'Annex'])));
  const hq = buildings.find((b) => b.name === 'Headquarters');
  const annex = buildings.find((b) => b.name === 'Annex');
  if (!hq || !annex) return;
  const [done] = await db.select().from(fmBuildings).where(eq(fmBuildings.structureId, hq.id));
  if (done) return;
  await db.transaction(async (tx) => {
    await tx.insert(fmBuildings).values([
      { structureId: hq.id, companyId: company.id, timeZone: ZONE, openingHours: HQ_HOURS },
      { structureId: annex.id, companyId: company.id, timeZone: ZONE, openingHours: ANNEX_HOURS },
    ]);
    const spaceIds = await bookableSpaces(tx, company.id, { Headquarters: hq.id, Annex: annex.id });
    const [group] = await tx
      .insert(fmSpaceGroups)
      .values({
        companyId: company.id,
        structureId: hq.id,
        name: 'Meeting spaces',
        description: 'Rooms for meetings of up to ten',
      })
      .returning({ id: fmSpaceGroups.id });
    const members = ['Meeting room A', 'Office 101'].flatMap((n) => spaceIds.get(n) ?? []);
    if (group)
      await tx.insert(fmSpaceGroupMembers).values(members.map((spaceId) => ({ groupId: group.id, spaceId })));
    await seedBookings(tx, company.id, owner.id, spaceIds, { Headquarters: hq.id, Annex: annex.id });
  });
}

async function bookableSpaces(tx: DbOrTx, companyId: number, buildingIds: Record<string, number>) {
  const rows = await tx
    .select({ id: spaces.id, name: spaces.name, structureId: floors.structureId })
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .where(inArray(floors.structureId, Object.values(buildingIds)));
  const ids = new Map<string, number>();
  for (const [name, settings] of Object.entries(BOOKABLE)) {
    const row = rows.find((r) => r.name === name && r.structureId === buildingIds[settings.building]);
    if (!row) continue;
    ids.set(name, row.id);
    await tx.insert(fmSpaces).values({
      spaceId: row.id,
      companyId,
      structureId: row.structureId,
      bookable: true,
      capacity: settings.capacity,
      features: settings.features,
      layoutX: settings.at?.[0] ?? null,
      layoutY: settings.at?.[1] ?? null,
    });
  }
  return ids;
}

async function seedBookings(
  tx: DbOrTx,
  companyId: number,
  bookedBy: number,
  spaceIds: Map<string, number>,
  buildingIds: Record<string, number>,
) {
  const today = access.localTime(new Date(), ZONE).date;
  const at = (offset: number, time: string) =>
    access.zonedInstant(access.dateAfter(today, offset), access.minutesOf(time), ZONE);
  const buildingOf = (space: string) => buildingIds[BOOKABLE[space]?.building ?? ''] ?? 0;
  const hoursOf = (space: string) => (BOOKABLE[space]?.building === 'Annex' ? ANNEX_HOURS : HQ_HOURS);
  const rows = BOOKINGS.flatMap(([offset, time, minutes, space, title]) => {
    const spaceId = spaceIds.get(space);
    const startsAt = at(offset, time);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    // A day the building is closed (or closes early) has no booking: the demo keeps its own rules.
    if (!spaceId || !facmgmt.checkOpeningHours(hoursOf(space), ZONE, startsAt, endsAt).ok) return [];
    return [{ companyId, spaceId, structureId: buildingOf(space), title, bookedBy, startsAt, endsAt }];
  });
  const seriesSpace = spaceIds.get(SERIES.space);
  if (seriesSpace) {
    // Mondays: the first one SERIES.weeksBack weeks ago.
    const monday = access.dateAfter(facmgmt.weekStartOf(today), 2 - 7 * SERIES.weeksBack);
    const startsAt = access.zonedInstant(monday, access.minutesOf(SERIES.start), ZONE);
    const until = access.dateAfter(monday, 7 * (SERIES.weeksBack + SERIES.weeksAhead));
    const [series] = await tx
      .insert(fmReservationSeries)
      .values({ companyId, until, exceptions: [] })
      .returning({ id: fmReservationSeries.id });
    for (const o of facmgmt.weeklyOccurrences(
      { startsAt, endsAt: new Date(startsAt.getTime() + SERIES.minutes * 60_000) },
      ZONE,
      until,
    ))
      rows.push({
        companyId,
        spaceId: seriesSpace,
        structureId: buildingOf(SERIES.space),
        title: SERIES.title,
        bookedBy,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        ...(series && { seriesId: series.id }),
      });
  }
  // A demo booking clashing with another is left out (the no-overlap constraint), not a failed seed.
  if (rows.length > 0) await tx.insert(fmReservations).values(rows).onConflictDoNothing();
}
