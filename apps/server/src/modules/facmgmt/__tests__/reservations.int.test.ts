import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { onReservationsChanged } from '../reservation-hooks.ts';
import { type BookingKit, bookingKit } from './kit.ts';

/** Reservations: book, series, calendar, availability, move, cancel; every refusal; company isolation. */

let k: BookingKit;
const hooked: number[][] = [];
onReservationsChanged(async (_tx, ids) => void hooked.push([...ids]));
beforeAll(async () => {
  k = await bookingKit();
});
afterAll(() => k.t.close());

const API = '/api/facmgmt/api';
const fields = (res: { json(): unknown }) => (res.json() as { param: string }[]).map((f) => f.param);

describe('R209 and the demo bookings', () => {
  test('R209 the entry probe with limit=1 answers one booking and the total', async () => {
    const res = await k.call('Customer', 'GET', `${API}/reservation?limit=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().totalRecords).toBeGreaterThan(10);
    const school = (await k.call('School', 'GET', `${API}/reservation?limit=1`)).json();
    expect(school).toEqual({ data: [], totalRecords: 0 });
  });

  test('the demo weekly series lists its occurrences by seriesId', async () => {
    const all = (await k.call('Customer', 'GET', `${API}/reservation?limit=100&name=weekly`)).json();
    const seriesId = all.data[0].series.id;
    const series = (
      await k.call('Customer', 'GET', `${API}/reservation?seriesId=${seriesId}&limit=100`)
    ).json();
    expect(series.totalRecords).toBe(12);
  });
});

describe('booking', () => {
  test('one booking; back-to-back allowed; overlapping 409; the hook sees each change', async () => {
    const first = await k.book('Customer', {
      spaceId: k.space.office,
      title: 'Plan, review; wrap-up',
      startsAt: k.sunday(2, '10:00'),
      endsAt: k.sunday(2, '11:00'),
      attendees: 3,
    });
    expect(first.statusCode).toBe(201);
    const booked = first.json().data;
    expect(booked).toMatchObject({
      status: 'confirmed',
      sequence: 0,
      mine: true,
      space: { name: 'Office 101' },
      series: null,
    });
    expect(hooked.at(-1)).toEqual([booked.id]);
    const next = await k.book('Customer', {
      spaceId: k.space.office,
      title: 'Next',
      startsAt: k.sunday(2, '11:00'),
      endsAt: k.sunday(2, '12:00'),
    });
    expect(next.statusCode).toBe(201);
    const before = await k.book('Customer', {
      spaceId: k.space.office,
      title: 'Before',
      startsAt: k.sunday(2, '09:00'),
      endsAt: k.sunday(2, '10:00'),
    });
    expect(before.statusCode).toBe(201);
    const clash = await k.book('Customer', {
      spaceId: k.space.office,
      title: 'Clash',
      startsAt: k.sunday(2, '10:30'),
      endsAt: k.sunday(2, '11:30'),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('RESERVATION_OVERLAP');
    const around = await k.book('Customer', {
      spaceId: k.space.office,
      title: 'Around',
      startsAt: k.sunday(2, '08:00'),
      endsAt: k.sunday(2, '13:00'),
    });
    expect(around.statusCode).toBe(409);
    const otherRoom = await k.book('Customer', {
      spaceId: k.space.meeting,
      title: 'Same time, other room',
      startsAt: k.sunday(2, '10:30'),
      endsAt: k.sunday(2, '11:30'),
    });
    expect(otherRoom.statusCode).toBe(201);
  });

  test('418: end before start, in the past, outside opening hours, over capacity, too short, not bookable', async () => {
    const order = await k.book('Customer', {
      spaceId: k.space.office,
      title: 'x',
      startsAt: k.sunday(3, '11:00'),
      endsAt: k.sunday(3, '10:00'),
    });
    expect(order.statusCode).toBe(418);
    expect(k.fields(order)).toEqual(['endsAt: End Must Be After Start']);
    const past = await k.book('Customer', {
      spaceId: k.space.office,
      title: 'x',
      startsAt: k.sunday(-2, '10:00'),
      endsAt: k.sunday(-2, '11:00'),
    });
    expect(past.statusCode).toBe(418);
    expect(fields(past)).toContain('startsAt');
    const night = await k.book('Customer', {
      spaceId: k.space.office,
      title: 'x',
      startsAt: k.sunday(3, '20:30'),
      endsAt: k.sunday(3, '21:30'),
    });
    expect(night.statusCode).toBe(418);
    expect(k.fields(night)).toEqual(['startsAt: Outside the opening hours (Sunday 07:00-21:00, Asia/Dubai)']);
    const crowd = await k.book('Customer', {
      spaceId: k.space.office,
      title: 'x',
      attendees: 5,
      startsAt: k.sunday(3, '10:00'),
      endsAt: k.sunday(3, '11:00'),
    });
    expect(k.fields(crowd)).toEqual(['attendees: Office 101 holds at most 4 people']);
    const short = await k.book('Customer', {
      spaceId: k.space.office,
      title: 'x',
      startsAt: k.sunday(3, '10:00'),
      endsAt: k.sunday(3, '10:05'),
    });
    expect(fields(short)).toEqual(['endsAt']);
    const lobby = (await k.call('Customer', 'GET', `${API}/space?name=Lobby`)).json().data[0];
    const closed = await k.book('Customer', {
      spaceId: lobby.id,
      title: 'x',
      startsAt: k.sunday(3, '10:00'),
      endsAt: k.sunday(3, '11:00'),
    });
    expect(k.fields(closed)).toEqual(['spaceId: This space is not bookable']);
    const bad = await k.book('Customer', {
      spaceId: 'x',
      title: '',
      startsAt: 'tomorrow',
      endsAt: '2026-13-01',
      extra: 1,
    });
    expect(bad.statusCode).toBe(418);
  });

  test('a weekly series until a date with an exception; one clash refuses the whole series', async () => {
    const res = await k.book('Customer', {
      spaceId: k.space.workshop,
      title: 'Weekly induction',
      startsAt: k.sunday(4, '09:00'),
      endsAt: k.sunday(4, '10:00'),
      recurrence: {
        frequency: 'weekly',
        until: k.sunday(8, '12:00').slice(0, 10),
        exceptions: [k.sunday(6, '09:00').slice(0, 10)],
      },
    });
    expect(res.statusCode).toBe(201);
    const occurrences = res.json().occurrences as { startsAt: string; series: { id: number } }[];
    expect(occurrences.map((o) => o.startsAt)).toEqual([4, 5, 7, 8].map((w) => k.sunday(w, '09:00')));
    expect(hooked.at(-1)).toHaveLength(4);
    const clash = await k.book('Customer', {
      spaceId: k.space.workshop,
      title: 'Overlaps week 7',
      startsAt: k.sunday(3, '09:30'),
      endsAt: k.sunday(3, '10:30'),
      recurrence: { frequency: 'weekly', until: k.sunday(9, '12:00').slice(0, 10), exceptions: [] },
    });
    expect(clash.statusCode).toBe(409);
    const none = await k.call('Customer', 'GET', `${API}/reservation?name=Overlaps&limit=10`);
    expect(none.json().totalRecords).toBe(0);
    const tooLong = await k.book('Customer', {
      spaceId: k.space.workshop,
      title: 'Forever',
      startsAt: k.sunday(20, '09:00'),
      endsAt: k.sunday(20, '10:00'),
      recurrence: { frequency: 'weekly', until: '2099-01-01', exceptions: [] },
    });
    expect(fields(tooLong)).toEqual(['recurrence.until']);
  });
});

describe('calendar and availability', () => {
  test('the week view runs from Saturday in the building zone and holds the booking', async () => {
    const date = k.sunday(2, '12:00').slice(0, 10);
    const res = await k.call(
      'Customer',
      'GET',
      `${API}/reservation/calendar?buildingId=${k.hq}&view=week&date=${date}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeZone).toBe('Asia/Dubai');
    expect(new Date(body.from).getUTCDay()).toBe(5); // Saturday 00:00 in Dubai is Friday 20:00 UTC
    expect(body.data.map((e: { title: string }) => e.title)).toEqual(
      expect.arrayContaining(['Plan, review; wrap-up', 'Next']),
    );
    const tooWide = await k.call(
      'Customer',
      'GET',
      `${API}/reservation/calendar?from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z`,
    );
    expect(tooWide.statusCode).toBe(418);
    expect((await k.call('Customer', 'GET', `${API}/reservation/calendar`)).statusCode).toBe(418);
    const lastMonth = await k.call(
      'Customer',
      'GET',
      `${API}/reservation/calendar?view=month&date=9999-12-15`,
    );
    expect(k.fields(lastMonth)).toEqual(['date: Out of range']);
    expect(
      (await k.call('School', 'GET', `${API}/reservation/calendar?buildingId=${k.hq}&view=day&date=${date}`))
        .statusCode,
    ).toBe(418);
  });

  test('available: free, open, big enough and equipped spaces only', async () => {
    const q = (extra: string) =>
      k.call(
        'Customer',
        'GET',
        `${API}/reservation/available?startsAt=${encodeURIComponent(k.sunday(2, '10:15'))}&endsAt=${encodeURIComponent(k.sunday(2, '10:45'))}${extra}`,
      );
    const names = async (extra: string) =>
      (await q(extra))
        .json()
        .data.map((s: { name: string }) => s.name)
        .sort();
    // Office 101 and Meeting room A are booked then.
    expect(await names(`&buildingId=${k.hq}`)).toEqual(['Open office']);
    expect(await names('&capacity=30')).toEqual([]);
    expect(await names('&features=whiteboard')).toEqual(['Workshop']);
    expect(
      (
        await k.call(
          'School',
          'GET',
          `${API}/reservation/available?startsAt=${encodeURIComponent(k.sunday(2, '10:15'))}&endsAt=${encodeURIComponent(k.sunday(2, '10:45'))}&buildingId=${k.hq}`,
        )
      ).statusCode,
    ).toBe(418);
  });
});

describe('move and cancel', () => {
  test('move and resize with the same checks; sequence rises; another company 404', async () => {
    const created = (
      await k.book('Customer', {
        spaceId: k.space.open,
        title: 'Movable',
        startsAt: k.sunday(2, '15:00'),
        endsAt: k.sunday(2, '16:00'),
      })
    ).json().data;
    const moved = await k.call('Customer', 'PUT', `${API}/reservation/${created.id}`, {
      startsAt: k.sunday(3, '15:00'),
      endsAt: k.sunday(3, '17:00'),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      sequence: 1,
      startsAt: k.sunday(3, '15:00'),
      uid: created.uid,
    });
    expect(hooked.at(-1)).toEqual([created.id]);
    const ontoBooked = await k.call('Customer', 'PUT', `${API}/reservation/${created.id}`, {
      spaceId: k.space.office,
      startsAt: k.sunday(2, '10:00'),
      endsAt: k.sunday(2, '11:00'),
    });
    expect(ontoBooked.statusCode).toBe(409);
    const late = await k.call('Customer', 'PUT', `${API}/reservation/${created.id}`, {
      startsAt: k.sunday(3, '20:00'),
      endsAt: k.sunday(3, '22:00'),
    });
    expect(late.statusCode).toBe(418);
    expect(
      (
        await k.call('School', 'PUT', `${API}/reservation/${created.id}`, {
          startsAt: k.sunday(3, '15:00'),
          endsAt: k.sunday(3, '16:00'),
        })
      ).statusCode,
    ).toBe(404);
    expect((await k.call('School', 'GET', `${API}/reservation/${created.id}`)).statusCode).toBe(404);
    expect((await k.call('School', 'POST', `${API}/reservation/${created.id}/cancel`, {})).statusCode).toBe(
      404,
    );
    const schoolSpace = (await k.call('School', 'GET', `${API}/space?limit=1`)).json().data[0];
    if (schoolSpace) {
      const foreign = await k.call('Customer', 'PUT', `${API}/reservation/${created.id}`, {
        spaceId: schoolSpace.id,
        startsAt: k.sunday(3, '15:00'),
        endsAt: k.sunday(3, '16:00'),
      });
      expect(foreign.statusCode).toBe(418);
    }
    const foreignBook = await k.book('School', {
      spaceId: k.space.office,
      title: 'x',
      startsAt: k.sunday(3, '10:00'),
      endsAt: k.sunday(3, '11:00'),
    });
    expect(k.fields(foreignBook)).toEqual(['spaceId: No such space in this company']);
  });

  test('cancel one, then the rest of a series; cancelled frees the slot; twice is 409', async () => {
    const series = (
      await k.book('Customer', {
        spaceId: k.space.meeting,
        title: 'Series to cancel',
        startsAt: k.sunday(10, '18:00'),
        endsAt: k.sunday(10, '19:00'),
        recurrence: { frequency: 'weekly', until: k.sunday(13, '12:00').slice(0, 10), exceptions: [] },
      })
    ).json().occurrences as { id: number }[];
    expect(series).toHaveLength(4);
    const [a, b] = series as [{ id: number }, { id: number }];
    const one = await k.call('Customer', 'POST', `${API}/reservation/${a.id}/cancel`, {});
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual([
      expect.objectContaining({ id: a.id, status: 'cancelled', sequence: 1 }),
    ]);
    expect((await k.call('Customer', 'POST', `${API}/reservation/${a.id}/cancel`, {})).json().code).toBe(
      'RESERVATION_CANCELLED',
    );
    const rest = await k.call('Customer', 'POST', `${API}/reservation/${b.id}/cancel`, { scope: 'series' });
    expect(rest.json().data).toHaveLength(3);
    expect(hooked.at(-1)).toHaveLength(3);
    const again = await k.book('Customer', {
      spaceId: k.space.meeting,
      title: 'Freed',
      startsAt: k.sunday(10, '18:00'),
      endsAt: k.sunday(10, '19:00'),
    });
    expect(again.statusCode).toBe(201);
    const moveCancelled = await k.call('Customer', 'PUT', `${API}/reservation/${a.id}`, {
      startsAt: k.sunday(11, '08:00'),
      endsAt: k.sunday(11, '09:00'),
    });
    expect(moveCancelled.json().code).toBe('RESERVATION_CANCELLED');
    const cancelled = (
      await k.call('Customer', 'GET', `${API}/reservation?status=cancelled&mine=true&limit=100`)
    ).json();
    expect(cancelled.data.map((r: { id: number }) => r.id)).toContain(a.id);
  });

  test("filters naming another company's building, space or series are 418", async () => {
    for (const filter of [`buildingId=${k.hq}`, `spaceId=${k.space.office}`]) {
      expect((await k.call('School', 'GET', `${API}/reservation?${filter}`)).statusCode).toBe(418);
    }
    const any = (await k.call('Customer', 'GET', `${API}/reservation?name=weekly&limit=1`)).json().data[0];
    expect((await k.call('School', 'GET', `${API}/reservation?seriesId=${any.series.id}`)).statusCode).toBe(
      418,
    );
  });
});
