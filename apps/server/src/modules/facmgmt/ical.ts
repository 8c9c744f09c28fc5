/**
 * An iCalendar (RFC 5545) subscription feed as protocols.md §5 asks: CRLF line ends, lines folded at 75
 * octets without splitting a UTF-8 sequence, TEXT values escaped, every time in UTC, no METHOD (a feed is not
 * an iTIP message), RFC 7986 NAME and REFRESH-INTERVAL beside X-WR-CALNAME and X-PUBLISHED-TTL.
 * Written by hand rather than with a library: the feed is a few fixed properties, and every one of those
 * rules is then visible and tested here (ical.test.ts), while a library's defaults (METHOD, time zones,
 * folding) would each need checking against the same list.
 */

export interface IcalEvent {
  /** Stable for the booking's life. */
  uid: string;
  /** The last revision: DTSTAMP and LAST-MODIFIED. */
  revisedAt: Date;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description?: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

export const PRODID = '-//Atrium//Room Bookings 1.0//EN';
const REFRESH = 'PT15M';
const LINE_OCTETS = 75;

/** A TEXT value (§3.3.11): backslash, semicolon, comma escaped; every newline as `\n`. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** `20261126T080000Z` (§3.3.5 UTC form). */
export const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * A content line folded (§3.1): at most 75 octets per line, the rest on continuation lines that start with
 * one space (which counts towards their 75). Counted in UTF-8 octets, cutting only between characters.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

function eventLines(e: IcalEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.revisedAt)}`,
    `LAST-MODIFIED:${utcStamp(e.revisedAt)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTART:${utcStamp(e.startsAt)}`,
    `DTEND:${utcStamp(e.endsAt)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `LOCATION:${escapeText(e.location)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    `STATUS:${e.status}`,
    // A cancelled booking no longer blocks the time.
    `TRANSP:${e.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

/** The whole feed, CRLF after every line (the last included). */
export function icalFeed(name: string, events: readonly IcalEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
