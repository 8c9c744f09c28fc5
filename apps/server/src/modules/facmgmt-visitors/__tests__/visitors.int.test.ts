import { access, type facmgmt } from '@atrium/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSealer } from '../../../kernel/auth/secrets.ts';
import { fmReservationSeries, fmReservations } from '../../facmgmt/facmgmt.schema.ts';
import { sealClearLinks } from '../link-secrets.ts';
import { fmVisitorPasses } from '../visitors.schema.ts';
import { doorIdsOf, plateIdsOf, type VisitorKit, visitorKit } from './kit.ts';

let k: VisitorKit;
beforeAll(async () => {
  k = await visitorKit();
});
afterAll(async () => k?.t.close());

const URL = '/api/facmgmt/api/visitor';
const HOUR = 3_600_000;
const LEAD = 15 * 60_000;
const WEEK = 7 * 24 * HOUR;
const tomorrow = () => Date.now() + 24 * HOUR;
/** The weekly series' first slot: hours apart from every other slot this file books. */
const WEEKLY_FIRST = tomorrow() + 100 * HOUR;

async function invite(reservationId: number, extra: Partial<facmgmt.VisitorInput> = {}) {
  const res = await k.call('Customer', 'POST', URL, {
    reservationId,
    name: 'Nadia Karim',
    email: 'nadia.karim@example.com',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: facmgmt.Visitor }).data;
}

describe('[FACMGMT][VISITORS] invite', () => {
  test('a visitor by car gets a door link per lock of the building and a plate access per gate, for the window only', async () => {
    const start = tomorrow();
    const id = await k.reservation(new Date(start), new Date(start + HOUR));
    const visitor = await invite(id, { plate: 'dxb d-48213', email: 'Nadia.Karim@Example.com' });
    expect(visitor).toMatchObject({ email: 'nadia.karim@example.com', plate: 'dxb d-48213' });
    expect(visitor.reservation).toMatchObject({ id, status: 'confirmed', building: { id: k.hq.id } });

    const doors = visitor.passes.filter((p) => p.kind === 'door');
    const plates = visitor.passes.filter((p) => p.kind === 'plate');
    expect(k.lockIds.length).toBeGreaterThan(0);
    expect(doors.map((p) => p.device.id).sort()).toEqual([...k.lockIds].sort());
    expect(plates.map((p) => p.device.id).sort()).toEqual([...k.gateIds].sort());
    for (const pass of visitor.passes) {
      expect(pass).toMatchObject({
        state: 'upcoming',
        validFrom: new Date(start - LEAD).toISOString(),
        validUntil: new Date(start + HOUR).toISOString(),
      });
    }
    expect(doors.every((p) => p.linkPath?.startsWith('/metro-watch/one-time-access/'))).toBe(true);
    expect(plates.every((p) => p.plate === 'dxb d-48213' && p.linkPath === null)).toBe(true);

    const links = await k.doorAccessesOf(doorIdsOf(visitor));
    expect(links).toHaveLength(doors.length);
    for (const link of links) {
      expect(link).toMatchObject({ type: 'public-temporary', companyId: k.ids.Customer, revokedAt: null });
      expect(link.validFrom?.getTime()).toBe(start - LEAD);
      expect(link.validUntil?.getTime()).toBe(start + HOUR);
    }
    const plateRows = await k.plateAccessesOf(plateIdsOf(visitor));
    expect(plateRows).toHaveLength(plates.length);
    for (const row of plateRows) {
      expect(row).toMatchObject({ plateNorm: 'DXBD48213', source: 'visitor', revokedAt: null });
      expect(row.validFrom?.getTime()).toBe(start - LEAD);
      expect(row.validUntil?.getTime()).toBe(start + HOUR);
    }
  });

  test('the visitor is mailed the time, the place, the door links and the plate', async () => {
    const start = tomorrow() + 2 * HOUR;
    const id = await k.reservation(new Date(start), new Date(start + HOUR), 'Budget review');
    const visitor = await invite(id, { email: 'mail.check@example.com', plate: 'A 7315' });
    const [mail] = await k.mailsTo('mail.check@example.com');
    expect(mail?.subject).toBe('Your visit: Budget review');
    expect(mail?.text).toContain('Visitor lab, First, Headquarters');
    expect(mail?.text).toContain('(Asia/Dubai)');
    const door = visitor.passes.find((p) => p.kind === 'door');
    expect(mail?.text).toContain(`${door?.linkPath}`);
    if (k.gateIds.length > 0) expect(mail?.text).toContain('Car A 7315');
    expect(visitor.emailSentAt).not.toBeNull();
  });

  test('invited to a weekly series, a visitor gets passes and a mail for every later booking of it, none for the cancelled or past ones', async () => {
    const { db } = k.t.deps.database;
    const [series] = await db
      .insert(fmReservationSeries)
      .values({ companyId: k.ids.Customer, until: '2099-01-01' })
      .returning({ id: fmReservationSeries.id });
    const ids = [];
    // Weeks apart, so the one before this week is over.
    for (const week of [-1, 0, 1, 2, 3]) {
      const at = WEEKLY_FIRST + week * WEEK;
      ids.push(await k.reservation(new Date(at), new Date(at + HOUR), `Weekly sync ${week}`));
    }
    await db
      .update(fmReservations)
      .set({ seriesId: series?.id ?? 0 })
      .where(inArray(fmReservations.id, ids));
    const cancelled = ids[3] ?? 0;
    await db.update(fmReservations).set({ status: 'cancelled' }).where(eq(fmReservations.id, cancelled));

    const named = await invite(ids[1] ?? 0, { email: 'weekly.guest@example.com', wholeSeries: true });
    expect(named.reservation.id).toBe(ids[1]);
    const list = await k.call(
      'Customer',
      'GET',
      `${URL}?search=weekly.guest&limit=50&sortBy=startsAt&sortType=asc`,
    );
    const visits = (list.json() as { data: facmgmt.Visitor[] }).data;
    // The past week (before the one named) and the cancelled one are left out.
    expect(visits.map((v) => v.reservation.id)).toEqual([ids[1], ids[2], ids[4]]);
    for (const visit of visits) {
      expect(visit.passes.length).toBeGreaterThan(0);
      expect(visit.passes[0]?.validUntil).toBe(visit.reservation.endsAt);
    }
    expect(await k.mailsTo('weekly.guest@example.com')).toHaveLength(3);

    // Without wholeSeries, one booking of the series gets one visitor.
    await invite(ids[2] ?? 0, { email: 'one.week@example.com' });
    expect(await k.mailsTo('one.week@example.com')).toHaveLength(1);
  });

  test('a visitor without a car gets door links only', async () => {
    const start = tomorrow() + 4 * HOUR;
    const visitor = await invite(await k.reservation(new Date(start), new Date(start + HOUR)));
    expect(visitor.plate).toBeNull();
    expect(visitor.passes.every((p) => p.kind === 'door')).toBe(true);
  });

  test('bad input: 418 per field (email, plate, name, reservation of another company), 409 on a cancelled or ended booking', async () => {
    const start = tomorrow() + 6 * HOUR;
    const id = await k.reservation(new Date(start), new Date(start + HOUR));
    const bad = await k.call('Customer', 'POST', URL, {
      reservationId: id,
      name: '',
      email: 'not-an-email',
      plate: 'ABC',
    });
    expect(bad.statusCode).toBe(418);
    const fields = k.fields(bad).map((f) => f.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'plate']));

    const theirs = await k.call('Customer', 'POST', URL, {
      reservationId: k.other.reservationId,
      name: 'X',
      email: 'x@example.com',
    });
    expect(theirs.statusCode).toBe(418);
    expect(k.fields(theirs)).toEqual(['reservationId: Choose a Reservation of Your Companies']);

    const ended = await k.reservation(new Date(Date.now() - 3 * HOUR), new Date(Date.now() - 2 * HOUR));
    const late = await k.call('Customer', 'POST', URL, {
      reservationId: ended,
      name: 'X',
      email: 'x@example.com',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('RESERVATION_CLOSED');
  });
});

describe('[FACMGMT][VISITORS] list, get, isolation', () => {
  test('the demo visitors: on coming bookings of Headquarters, with door links and, by car, plate accesses', async () => {
    const res = await k.call('Customer', 'GET', `${URL}?search=example.com&limit=100`);
    expect(res.statusCode).toBe(200);
    const demo = (res.json().data as facmgmt.Visitor[]).filter((v) => v.name === 'Layla Haddad');
    expect(demo).toHaveLength(1);
    expect(demo[0]?.reservation.building.id).toBe(k.hq.id);
    expect(demo[0]?.passes.filter((p) => p.kind === 'door').length).toBeGreaterThan(0);
    expect(demo[0]?.passes.filter((p) => p.kind === 'plate').map((p) => p.plate)).toEqual(
      k.gateIds.map(() => 'D 48213'),
    );
  });

  test('the list filters by reservation, building, period and search; another company sees none of it', async () => {
    const start = tomorrow() + 30 * HOUR;
    const id = await k.reservation(new Date(start), new Date(start + HOUR));
    const visitor = await invite(id, { name: 'Searchable Person', email: 'searchable@example.com' });

    const byReservation = await k.call('Customer', 'GET', `${URL}?reservationId=${id}`);
    expect(byReservation.statusCode).toBe(200);
    expect(byReservation.json()).toMatchObject({ totalRecords: 1, data: [{ id: visitor.id }] });
    const bySearch = await k.call('Customer', 'GET', `${URL}?search=searchable&buildingId=${k.hq.id}`);
    expect(bySearch.json().data.map((v: facmgmt.Visitor) => v.id)).toEqual([visitor.id]);
    const inPeriod = await k.call(
      'Customer',
      'GET',
      `${URL}?from=${new Date(start - HOUR).toISOString()}&to=${new Date(start + 2 * HOUR).toISOString()}`,
    );
    expect(inPeriod.json().data.map((v: facmgmt.Visitor) => v.id)).toContain(visitor.id);
    const outside = await k.call(
      'Customer',
      'GET',
      `${URL}?from=${new Date(start + 2 * HOUR).toISOString()}`,
    );
    expect(outside.json().data.map((v: facmgmt.Visitor) => v.id)).not.toContain(visitor.id);

    const theirList = await k.asOther('GET', URL);
    expect(theirList.statusCode).toBe(200);
    expect(theirList.json().data.map((v: facmgmt.Visitor) => v.id)).not.toContain(visitor.id);
    expect((await k.asOther('GET', `${URL}/${visitor.id}`)).statusCode).toBe(404);
    expect((await k.asOther('PATCH', `${URL}/${visitor.id}`, { name: 'Hijack' })).statusCode).toBe(404);
    expect((await k.asOther('DELETE', `${URL}/${visitor.id}`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'GET', `${URL}/${visitor.id}`)).json().data.name).toBe(
      'Searchable Person',
    );
  });

  test('bad filters: another company’s building or reservation is a 418; to before from, an unknown sort', async () => {
    const building = await k.call('Customer', 'GET', `${URL}?buildingId=${k.other.buildingId}`);
    expect(building.statusCode).toBe(418);
    expect(k.fields(building)).toEqual(['buildingId: Choose a Building of Your Companies']);
    const reservation = await k.call('Customer', 'GET', `${URL}?reservationId=${k.other.reservationId}`);
    expect(reservation.statusCode).toBe(418);
    const period = await k.call(
      'Customer',
      'GET',
      `${URL}?from=2026-12-02T00:00:00Z&to=2026-12-01T00:00:00Z`,
    );
    expect(period.statusCode).toBe(418);
    expect(k.fields(period)).toEqual(['to: Must be after From']);
    expect((await k.call('Customer', 'GET', `${URL}?sortBy=secret`)).statusCode).toBe(418);
    expect((await k.call('Customer', 'GET', `${URL}/999999`)).statusCode).toBe(404);
  });
});

describe('[FACMGMT][VISITORS] update and remove', () => {
  test('a new plate replaces the plate passes and mails the visitor again; a new name alone changes nothing else', async () => {
    const start = tomorrow() + 50 * HOUR;
    const visitor = await invite(await k.reservation(new Date(start), new Date(start + HOUR)), {
      email: 'plate.change@example.com',
      plate: 'B 1111',
    });
    const renamed = await k.call('Customer', 'PATCH', `${URL}/${visitor.id}`, { name: 'Nadia K.' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.passes).toEqual(visitor.passes);
    expect(await k.mailsTo('plate.change@example.com')).toHaveLength(1);

    const res = await k.call('Customer', 'PATCH', `${URL}/${visitor.id}`, { plate: 'C 2222' });
    expect(res.statusCode).toBe(200);
    const changed = res.json().data as facmgmt.Visitor;
    expect(changed.plate).toBe('C 2222');
    const oldPlates = await k.plateAccessesOf(plateIdsOf(visitor));
    expect(oldPlates.every((a) => a.revokedAt !== null)).toBe(true);
    const live = changed.passes.filter((p) => p.kind === 'plate' && p.state !== 'revoked');
    expect(live.map((p) => p.plate)).toEqual(k.gateIds.map(() => 'C 2222'));
    // Door links are kept as they were.
    expect(doorIdsOf(changed)).toEqual(expect.arrayContaining(doorIdsOf(visitor)));
    const mails = await k.mailsTo('plate.change@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toMatch(/^Changed/);

    const badPlate = await k.call('Customer', 'PATCH', `${URL}/${visitor.id}`, { plate: '!!' });
    expect(badPlate.statusCode).toBe(418);
  });

  test('removing a visitor revokes their door links and plate accesses at once', async () => {
    const start = tomorrow() + 60 * HOUR;
    const visitor = await invite(await k.reservation(new Date(start), new Date(start + HOUR)), {
      plate: 'E 5555',
    });
    const res = await k.call('Customer', 'DELETE', `${URL}/${visitor.id}`);
    expect(res.statusCode).toBe(204);
    expect((await k.call('Customer', 'GET', `${URL}/${visitor.id}`)).statusCode).toBe(404);
    const links = await k.doorAccessesOf(doorIdsOf(visitor));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.revokedAt !== null)).toBe(true);
    expect((await k.plateAccessesOf(plateIdsOf(visitor))).every((a) => a.revokedAt !== null)).toBe(true);
  });
});

/**
 * The first day, five days out, that is not a Friday in Dubai (the demo week's closed day), at 10:00 local:
 * past the one-off slots the other tests book (up to 85 hours ahead) and clear of the weekly series' hour
 * (whose time of day follows the clock), so a move there, or a week later, never overlaps one of them.
 */
function nextWorkingMorning() {
  for (let days = 5; ; days++) {
    const day = new Date(Date.now() + days * 86_400_000);
    const local = access.localTime(day, 'Asia/Dubai');
    const at = access.zonedInstant(local.date, 10 * 60, 'Asia/Dubai');
    if (local.day !== 'fri' && clearOfWeeklySeries(at.getTime(), 2 * HOUR)) return at;
  }
}

function clearOfWeeklySeries(start: number, length: number) {
  const intoWeek = (((start - WEEKLY_FIRST) % WEEK) + WEEK) % WEEK;
  return intoWeek >= HOUR && intoWeek + length <= WEEK;
}

describe('[FACMGMT][PASSES] the door link secret is sealed at rest', () => {
  test('the pass row holds no clear secret, only the server key opens it, the link still opens the door; clear rows are sealed at start-up', async () => {
    const start = Date.now() + 5 * 60_000;
    const id = await k.reservation(new Date(start), new Date(start + HOUR), 'Sealed links');
    const visitor = await invite(id, { email: 'sealed@example.com' });
    const door = visitor.passes.find((p) => p.kind === 'door');
    const token = door?.linkPath?.split('/').pop() ?? '';
    expect(token.length).toBeGreaterThan(10);
    const { db } = k.t.deps.database;
    const stored = async () =>
      (
        await db
          .select()
          .from(fmVisitorPasses)
          .where(eq(fmVisitorPasses.id, door?.id ?? 0))
      )[0]?.linkToken ?? '';
    const sealed = await stored();
    expect(sealed).not.toContain(token);
    expect(sealed).toMatch(/^v1\./);
    expect(createSealer(k.t.deps.config.JWT_SECRET, 'facmgmt-visitor-door-link').open(sealed)).toBe(token);
    // A rotated or other key cannot read it.
    expect(() =>
      createSealer('another-server-secret-0123456789', 'facmgmt-visitor-door-link').open(sealed),
    ).toThrow();

    const open = await k.t.app.inject({
      method: 'POST',
      url: `/api/public/metrowatch/one-time-access/${token}/open`,
      remoteAddress: '203.0.113.10',
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({ granted: true });

    // A row from before the sealing: the start-up step seals it, and the inviter still sees the same link.
    await db
      .update(fmVisitorPasses)
      .set({ linkToken: token })
      .where(eq(fmVisitorPasses.id, door?.id ?? 0));
    expect(await sealClearLinks(db)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toMatch(/^v1\./);
    expect(await sealClearLinks(db)).toBe(0);
    const again = (await k.call('Customer', 'GET', `${URL}/${visitor.id}`)).json().data as facmgmt.Visitor;
    expect(again.passes.find((p) => p.id === door?.id)?.linkPath).toBe(door?.linkPath);
    // The slot is the next test's.
    const cancelled = await k.call('Customer', 'POST', `/api/facmgmt/api/reservation/${id}/cancel`, {
      scope: 'occurrence',
    });
    expect(cancelled.statusCode).toBe(200);
  });
});

describe('[FACMGMT][PASSES] one booking, every door', () => {
  test('invite → the link opens now; move the booking → links and plate accesses move; cancel → all revoked and the link refuses', async () => {
    const start = Date.now() + 5 * 60_000;
    const id = await k.reservation(new Date(start), new Date(start + HOUR), 'Walk-through');
    const visitor = await invite(id, { plate: 'F 6060', email: 'lifecycle@example.com' });
    const door = visitor.passes.find((p) => p.kind === 'door');
    expect(door?.state).toBe('active');
    const token = door?.linkPath?.split('/').pop() ?? '';
    const open = await k.t.app.inject({
      method: 'POST',
      url: `/api/public/metrowatch/one-time-access/${token}/open`,
      remoteAddress: '203.0.113.9',
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({ granted: true });

    // Moved (FBS1's PUT, with its checks) to a working morning: both kinds of pass follow, in the same transaction.
    const to = nextWorkingMorning();
    const moved = await k.call('Customer', 'PUT', `/api/facmgmt/api/reservation/${id}`, {
      startsAt: to.toISOString(),
      endsAt: new Date(to.getTime() + 90 * 60_000).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const link of await k.doorAccessesOf(doorIdsOf(visitor))) {
      expect(link.validFrom?.getTime()).toBe(to.getTime() - LEAD);
      expect(link.validUntil?.getTime()).toBe(to.getTime() + 90 * 60_000);
      expect(link.revokedAt).toBeNull();
    }
    for (const row of await k.plateAccessesOf(plateIdsOf(visitor))) {
      expect(row.validFrom?.getTime()).toBe(to.getTime() - LEAD);
      expect(row.validUntil?.getTime()).toBe(to.getTime() + 90 * 60_000);
    }
    const after = (await k.call('Customer', 'GET', `${URL}/${visitor.id}`)).json().data as facmgmt.Visitor;
    expect(after.passes.every((p) => p.state === 'upcoming')).toBe(true);
    expect((await k.mailsTo('lifecycle@example.com'))[0]?.subject).toMatch(/^Changed/);
    const early = await k.t.app.inject({
      method: 'POST',
      url: `/api/public/metrowatch/one-time-access/${token}/open`,
      remoteAddress: '203.0.113.9',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe(access.LINK_ERROR_CODES.notYet);

    // Cancelled: revoked at once, the link page refuses it.
    const cancelled = await k.call('Customer', 'POST', `/api/facmgmt/api/reservation/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await k.doorAccessesOf(doorIdsOf(visitor))).every((l) => l.revokedAt !== null)).toBe(true);
    expect((await k.plateAccessesOf(plateIdsOf(visitor))).every((a) => a.revokedAt !== null)).toBe(true);
    const gone = (await k.call('Customer', 'GET', `${URL}/${visitor.id}`)).json().data as facmgmt.Visitor;
    expect(gone.reservation.status).toBe('cancelled');
    expect(gone.passes.every((p) => p.state === 'revoked')).toBe(true);
    const refused = await k.t.app.inject({
      method: 'POST',
      url: `/api/public/metrowatch/one-time-access/${token}/open`,
      remoteAddress: '203.0.113.9',
    });
    expect(refused.statusCode).toBe(410);
    expect(refused.json().code).toBe(access.LINK_ERROR_CODES.revoked);
    expect((await k.mailsTo('lifecycle@example.com'))[0]?.subject).toMatch(/^Cancelled/);
  });

  test('a booking moved to another building: the old building’s passes are revoked, the new one’s issued and mailed', async () => {
    const warehouse = await k.building('Jebel Ali warehouse');
    const bay = await k.bookableSpace(warehouse, 'Bay 1');
    const locks = await k.devicesOf(warehouse, 'device-lock');
    const gates = await k.devicesOf(warehouse, 'edge-box');
    const to = nextWorkingMorning();
    const start = to.getTime() + 7 * 86_400_000;
    const id = await k.reservation(new Date(start), new Date(start + HOUR), 'Site visit');
    const visitor = await invite(id, { plate: 'G 7070', email: 'moving@example.com' });
    const moved = await k.call('Customer', 'PUT', `/api/facmgmt/api/reservation/${id}`, {
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + HOUR).toISOString(),
      spaceId: bay,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await k.call('Customer', 'GET', `${URL}/${visitor.id}`)).json().data as facmgmt.Visitor;
    const live = after.passes.filter((p) => p.state !== 'revoked');
    expect(live.filter((p) => p.kind === 'door').map((p) => p.device.id)).toEqual(locks);
    expect(live.filter((p) => p.kind === 'plate').map((p) => p.device.id)).toEqual(gates);
    const old = after.passes.filter((p) => p.state === 'revoked');
    expect(old.map((p) => p.device.id).sort()).toEqual([...k.lockIds, ...k.gateIds].sort());
    expect((await k.doorAccessesOf(doorIdsOf(visitor))).every((l) => l.revokedAt !== null)).toBe(true);
    const [mail] = await k.mailsTo('moving@example.com');
    expect(mail?.subject).toMatch(/^Changed/);
    expect(mail?.text).toContain('Bay 1, Ground, Jebel Ali warehouse');
  });
});
