import type { facmgmt } from '@atrium/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { addCompanyUser, type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { doorAccesses } from '../../access/access.schema.ts';
import { anprAccesses } from '../../anpr/anpr.schema.ts';
import { companies } from '../../companies/companies.schema.ts';
import { devices, hardware } from '../../devices/devices.schema.ts';
import { insertDemoDevices } from '../../devices/devices.seed.ts';
import { fmBuildings, fmReservations, fmSpaces } from '../../facmgmt/facmgmt.schema.ts';
import { outbox } from '../../mail/mail.schema.ts';
import { floors, spaces, structures } from '../../places/places.schema.ts';
import { users } from '../../users/users.schema.ts';

/**
 * The demo world for the visitor tests: Headquarters as a building with a room of its own ('Visitor lab') and
 * 'Meeting room A' bookable (whatever facmgmt's seed did), its Metro Watch locks and an ANPR gate (added when the demo has none), and another
 * customer with a building, a room and a reservation of its own.
 */
export interface VisitorKit extends DemoKit {
  /** Headquarters, its room kept for these tests (nothing else books it) and Meeting room A (a demo sensor). */
  hq: { id: number; roomId: number; meetingRoomId: number };
  ownerId: number;
  /** The Metro Watch locks of Headquarters. */
  lockIds: number[];
  /** The ANPR gates (edge boxes) of Headquarters. */
  gateIds: number[];
  other: { token: string; userId: number; companyId: number; buildingId: number; reservationId: number };
  asOther(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): ReturnType<DemoKit['call']>;
  /** A confirmed booking of the Visitor lab inserted as it is (no opening-hours check): its id. */
  reservation(startsAt: Date, endsAt: Date, title?: string): Promise<number>;
  /** A structure of the demo Customer made a building (all-day hours unless it has some): its id. */
  building(name: string): Promise<number>;
  /** A space of that building made bookable: its id. */
  bookableSpace(structureId: number, name: string): Promise<number>;
  /** The demo Customer's locks or gates in a structure, by id. */
  devicesOf(structureId: number, type: 'device-lock' | 'edge-box'): Promise<number[]>;
  doorAccessesOf(ids: number[]): Promise<(typeof doorAccesses.$inferSelect)[]>;
  plateAccessesOf(ids: number[]): Promise<(typeof anprAccesses.$inferSelect)[]>;
  mailsTo(email: string): Promise<(typeof outbox.$inferSelect)[]>;
}

const WEEK = [1, 1, 1, 1, 1, 1, 1].map(() => ({ open: '00:00', close: '24:00' }));

async function building(kit: DemoKit, companyId: number, structureName: string) {
  const { db } = kit.t.deps.database;
  const [structure] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(and(eq(structures.companyId, companyId), eq(structures.name, structureName)));
  if (!structure) throw new Error(`no structure ${structureName}`);
  await db
    .insert(fmBuildings)
    .values({ structureId: structure.id, companyId, timeZone: 'Asia/Dubai', openingHours: WEEK })
    .onConflictDoNothing();
  return structure.id;
}

async function bookable(kit: DemoKit, companyId: number, structureId: number, spaceName: string) {
  const { db } = kit.t.deps.database;
  const [space] = await db
    .select({ id: spaces.id })
    .from(spaces)
    .innerJoin(floors, eq(floors.id, spaces.floorId))
    .where(and(eq(floors.structureId, structureId), eq(spaces.name, spaceName)));
  if (!space) throw new Error(`no space ${spaceName}`);
  await db
    .insert(fmSpaces)
    .values({ spaceId: space.id, companyId, structureId, capacity: 8, bookable: true })
    .onConflictDoUpdate({ target: fmSpaces.spaceId, set: { bookable: true } });
  return space.id;
}

export async function visitorKit(): Promise<VisitorKit> {
  const kit = await demoKit();
  const { db } = kit.t.deps.database;
  const customerId = kit.ids.Customer;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@customer.demo'));
  if (!owner) throw new Error('no demo owner');
  const hqId = await building(kit, customerId, 'Headquarters');
  const [first] = await db
    .select({ id: floors.id })
    .from(floors)
    .where(and(eq(floors.structureId, hqId), eq(floors.name, 'First')));
  if (!first) throw new Error('no first floor');
  await db.insert(spaces).values({ floorId: first.id, name: 'Visitor lab', type: 'meeting_room' });
  const roomId = await bookable(kit, customerId, hqId, 'Visitor lab');
  const meetingRoomId = await bookable(kit, customerId, hqId, 'Meeting room A');

  const devicesOf = async (structureId: number, type: 'device-lock' | 'edge-box') =>
    (
      await db
        .select({ id: devices.id })
        .from(devices)
        .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
        .where(
          and(
            eq(hardware.type, type),
            eq(devices.structureId, structureId),
            eq(devices.companyId, customerId),
          ),
        )
        .orderBy(devices.id)
    ).map((d) => d.id);
  if ((await devicesOf(hqId, 'edge-box')).length === 0)
    await insertDemoDevices(db, [
      {
        serial: 'EB9-0001',
        name: 'Test gate',
        hardwareId: 801,
        solutionId: 95,
        company: 'Demo Customer',
        place: ['Headquarters'],
      },
    ]);

  const [company] = await db
    .insert(companies)
    .values({ name: 'Elsewhere Rooms', email: 'contact@elsewhere-rooms.test', type: 'Customer' })
    .returning({ id: companies.id });
  if (!company) throw new Error('no other company');
  const other = await addCompanyUser(kit.t, company.id, 'owner@elsewhere-rooms.test', 'company_owner');
  const [tower] = await db
    .insert(structures)
    .values({ companyId: company.id, type: 'building', name: 'Elsewhere tower', lat: 25.1, lng: 55.2 })
    .returning({ id: structures.id });
  if (!tower) throw new Error('no tower');
  const [floor] = await db
    .insert(floors)
    .values({ structureId: tower.id, name: 'Ground', level: 0 })
    .returning({ id: floors.id });
  if (!floor) throw new Error('no floor');
  await db.insert(spaces).values({ floorId: floor.id, name: 'Boardroom', type: 'meeting_room' });
  await building(kit, company.id, 'Elsewhere tower');
  const boardroom = await bookable(kit, company.id, tower.id, 'Boardroom');
  const start = Date.now() + 86_400_000;
  const [theirs] = await db
    .insert(fmReservations)
    .values({
      companyId: company.id,
      spaceId: boardroom,
      structureId: tower.id,
      title: 'Their meeting',
      bookedBy: other.id,
      startsAt: new Date(start),
      endsAt: new Date(start + 3_600_000),
    })
    .returning({ id: fmReservations.id });
  if (!theirs) throw new Error('no reservation');

  return {
    ...kit,
    hq: { id: hqId, roomId, meetingRoomId },
    ownerId: owner.id,
    lockIds: await devicesOf(hqId, 'device-lock'),
    gateIds: await devicesOf(hqId, 'edge-box'),
    building: (name) => building(kit, customerId, name),
    bookableSpace: (structureId, name) => bookable(kit, customerId, structureId, name),
    devicesOf,
    other: {
      token: other.token,
      userId: other.id,
      companyId: company.id,
      buildingId: tower.id,
      reservationId: theirs.id,
    },
    asOther: (method, url, body) =>
      kit.t.as(other.token, { method, url, ...(body !== undefined && { body }) } as never),
    async reservation(startsAt, endsAt, title = 'Visitor test meeting') {
      const [row] = await db
        .insert(fmReservations)
        .values({
          companyId: customerId,
          spaceId: roomId,
          structureId: hqId,
          title,
          bookedBy: owner.id,
          startsAt,
          endsAt,
        })
        .returning({ id: fmReservations.id });
      if (!row) throw new Error('no reservation');
      return row.id;
    },
    doorAccessesOf: (ids) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(doorAccesses).where(inArray(doorAccesses.id, ids)),
    plateAccessesOf: (ids) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(anprAccesses).where(inArray(anprAccesses.id, ids)),
    mailsTo: (email) => db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)),
  };
}

export const doorIdsOf = (visitor: facmgmt.Visitor) =>
  visitor.passes.flatMap((p) => (p.doorAccessId === null ? [] : [p.doorAccessId]));
export const plateIdsOf = (visitor: facmgmt.Visitor) =>
  visitor.passes.flatMap((p) => (p.plateAccessId === null ? [] : [p.plateAccessId]));
