import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import { escapeText, foldLine, icalFeed, utcStamp } from './ical.ts';

/** protocols.md §5: escaping, folding at 75 octets without splitting UTF-8, CRLF, UTC, no METHOD. */

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('iCalendar text', () => {
  test('escapes backslash, semicolon, comma and newlines (§3.3.11)', () => {
    expect(escapeText('Board Room, HQ; Floor 2\\A\nline\r\nend')).toBe(
      'Board Room\\, HQ\\; Floor 2\\\\A\\nline\\nend',
    );
  });

  test('UTC date-times end in Z (§3.3.5)', () => {
    expect(utcStamp(new Date('2026-11-26T08:00:00.000Z'))).toBe('20261126T080000Z');
  });

  test('folds at 75 octets, continuation lines start with one space, unfolding restores the line', () => {
    const line = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75);
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  test('never splits a UTF-8 sequence: Arabic (2 octets) and emoji (4 octets)', () => {
    const line = `SUMMARY:${'اجتماع '.repeat(20)}🎉🎉🎉${'é'.repeat(40)}`;
    const folded = foldLine(line);
    for (const l of folded.split('\r\n')) {
      expect(octets(l)).toBeLessThanOrEqual(75);
      // A cut inside a sequence would leave a replacement character after a round trip.
      expect(Buffer.from(l, 'utf8').toString('utf8')).toBe(l);
      expect(l).not.toMatch(/[\uD800-\uDBFF]$/);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  test('a short line is left alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('iCalendar feed', () => {
  const feed = icalFeed('Board Room (HQ, Floor 2)', [
    {
      uid: '7f3c2a9e-5b1d-4c8e-9a0f-2d6e8b4c1a73',
      revisedAt: new Date('2026-11-25T10:15:00Z'),
      sequence: 0,
      startsAt: new Date('2026-11-26T08:00:00Z'),
      endsAt: new Date('2026-11-26T09:00:00Z'),
      summary: 'Quarterly review (booked by J. Doe)',
      location: 'Board Room, HQ Floor 2',
      status: 'CONFIRMED',
    },
    {
      uid: 'c0a8e1f2-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      revisedAt: new Date('2026-11-25T10:30:00Z'),
      sequence: 2,
      startsAt: new Date('2026-11-27T13:00:00Z'),
      endsAt: new Date('2026-11-27T14:30:00Z'),
      summary: 'Supplier workshop – cancelled because the visiting team could not travel to the site',
      location: 'Board Room, HQ Floor 2',
      status: 'CANCELLED',
    },
  ]);

  test('CRLF after every line, none longer than 75 octets, no METHOD, the feed metadata', () => {
    expect(feed.endsWith('\r\n')).toBe(true);
    expect(feed.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const l of feed.split('\r\n')) expect(octets(l)).toBeLessThanOrEqual(75);
    expect(feed).not.toMatch(/^METHOD/m);
    expect(feed).toContain('\r\nNAME:Board Room (HQ\\, Floor 2)\r\n');
    expect(feed).toContain('\r\nX-WR-CALNAME:Board Room (HQ\\, Floor 2)\r\n');
    expect(feed).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
    expect(feed).toContain('\r\nX-PUBLISHED-TTL:PT15M\r\n');
  });

  test('a standard parser (ical.js) reads both events, the cancelled one as cancelled, times in UTC', () => {
    const calendar = new ICAL.Component(ICAL.parse(feed));
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Atrium//Room Bookings 1.0//EN');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual([
      '7f3c2a9e-5b1d-4c8e-9a0f-2d6e8b4c1a73',
      'c0a8e1f2-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    ]);
    const [confirmed, cancelled] = events as [ICAL.Event, ICAL.Event];
    expect(confirmed.startDate.toJSDate().toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(confirmed.startDate.zone?.tzid).toBe('UTC');
    expect(confirmed.location).toBe('Board Room, HQ Floor 2');
    expect(cancelled.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.sequence).toBe(2);
    expect(cancelled.summary).toBe(
      'Supplier workshop – cancelled because the visiting team could not travel to the site',
    );
  });
});
