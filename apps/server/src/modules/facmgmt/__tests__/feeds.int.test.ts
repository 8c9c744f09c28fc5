import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BookingKit, bookingKit } from './kit.ts';

/** Private iCalendar feeds: issue, read without sign-in, parse, cancelled kept, rotate, revoke, isolation. */

let k: BookingKit;
beforeAll(async () => {
  k = await bookingKit();
});
afterAll(() => k.t.close());

const API = '/api/facmgmt/api';
const fetchFeed = (path: string) => k.t.app.inject({ method: 'GET', url: path });
const eventsOf = (body: string) =>
  new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

describe('calendar feeds', () => {
  test('a space feed parses with ical.js: the booking, then moved (SEQUENCE up, same UID), then cancelled', async () => {
    const issued = await k.call('Customer', 'POST', `${API}/feed`, { spaceId: k.space.office });
    expect(issued.statusCode).toBe(201);
    const { path, secret, data } = issued.json();
    expect(path).toBe(`/api/facmgmt/ical/${secret}.ics`);
    expect(data).toMatchObject({
      kind: 'space',
      space: { name: 'Office 101' },
      building: { name: 'Headquarters' },
    });
    const booked = (
      await k.book('Customer', {
        spaceId: k.space.office,
        title: 'Feed check, with a comma',
        startsAt: k.sunday(2, '10:00'),
        endsAt: k.sunday(2, '11:00'),
      })
    ).json().data;

    const res = await fetchFeed(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).not.toMatch(/^METHOD/m);
    const event = eventsOf(res.body).find((e) => e.uid === booked.uid);
    expect(event?.summary).toMatch(/^Feed check, with a comma \(booked by /);
    expect(event?.startDate.toJSDate().toISOString()).toBe(
      k.sunday(2, '10:00').replace('Z', '.000Z').replace('.000.000Z', '.000Z'),
    );
    expect(event?.sequence).toBe(0);

    await k.call('Customer', 'PUT', `${API}/reservation/${booked.id}`, {
      startsAt: k.sunday(2, '12:00'),
      endsAt: k.sunday(2, '13:00'),
    });
    await k.call('Customer', 'POST', `${API}/reservation/${booked.id}/cancel`, {});
    const after = eventsOf((await fetchFeed(path)).body).find((e) => e.uid === booked.uid);
    expect(after?.sequence).toBe(2);
    expect(after?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(after?.startDate.toJSDate().getTime()).toBe(Date.parse(k.sunday(2, '12:00')));
  });

  test('a building feed holds the demo bookings; rotate ends the old URL, revoke the new one', async () => {
    const issued = (await k.call('Customer', 'POST', `${API}/feed`, { buildingId: k.hq })).json();
    const first = await fetchFeed(issued.path);
    expect(first.statusCode).toBe(200);
    expect(eventsOf(first.body).length).toBeGreaterThan(5);
    const listed = (await k.call('Customer', 'GET', `${API}/feed?buildingId=${k.hq}`)).json();
    expect(listed.data.map((f: { id: number }) => f.id)).toContain(issued.data.id);
    expect(JSON.stringify(listed)).not.toContain(issued.secret);

    const rotated = await k.call('Customer', 'POST', `${API}/feed/${issued.data.id}/rotate`);
    expect(rotated.statusCode).toBe(200);
    expect((await fetchFeed(issued.path)).statusCode).toBe(404);
    expect((await fetchFeed(rotated.json().path)).statusCode).toBe(200);

    expect((await k.call('School', 'DELETE', `${API}/feed/${issued.data.id}`)).statusCode).toBe(404);
    expect((await k.call('School', 'POST', `${API}/feed/${issued.data.id}/rotate`)).statusCode).toBe(404);
    expect((await k.call('Customer', 'DELETE', `${API}/feed/${issued.data.id}`)).statusCode).toBe(204);
    expect((await fetchFeed(rotated.json().path)).statusCode).toBe(404);
    expect((await k.call('Customer', 'DELETE', `${API}/feed/${issued.data.id}`)).statusCode).toBe(404);
  });

  test('forged secrets are 404 with nothing of any company; another company cannot issue a feed of ours', async () => {
    for (const forged of [
      'x.ics',
      `${'A'.repeat(43)}.ics`,
      `${'A'.repeat(43)}`,
      '..%2F..%2Fetc.ics',
      `${'b'.repeat(90)}`,
    ]) {
      const res = await fetchFeed(`/api/facmgmt/ical/${forged}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('VCALENDAR');
    }
    const foreign = await k.call('School', 'POST', `${API}/feed`, { spaceId: k.space.office });
    expect(k.fields(foreign)).toEqual(['spaceId: No such space in this company']);
    expect((await k.call('School', 'POST', `${API}/feed`, { buildingId: k.hq })).statusCode).toBe(418);
    expect((await k.call('School', 'GET', `${API}/feed?buildingId=${k.hq}`)).statusCode).toBe(418);
    expect((await k.call('Customer', 'POST', `${API}/feed`, {})).statusCode).toBe(418);
  });
});
