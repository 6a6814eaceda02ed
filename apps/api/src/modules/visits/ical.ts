/**
 * An iCalendar (RFC 5545) document of events, written by hand: the format is small, and the
 * rules that matter are here — CRLF line ends, text escaping (§3.3.11), lines folded at 75 octets
 * without splitting a UTF-8 character (§3.1), UTC times (§3.3.5).
 */

export interface CalendarEvent {
  /** Globally unique and stable: the same visit is the same event on every read. */
  uid: string;
  start: Date;
  end: Date;
  /** When the event last changed (DTSTAMP and LAST-MODIFIED). */
  changedAt: Date;
  /** Raised by every change, so calendar applications take the newer one. */
  sequence: number;
  summary: string;
  description?: string | null;
  status: 'CONFIRMED' | 'CANCELLED';
  url?: string;
}

export interface Calendar {
  /** PRODID: who wrote it. */
  productId: string;
  /** X-WR-CALNAME: the name calendar applications show. */
  name: string;
  events: readonly CalendarEvent[];
}

const MAX_LINE_OCTETS = 75;

/** TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 20261128T093000Z */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Folds a content line into lines of at most 75 octets, continuations starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.changedAt)}`,
    `LAST-MODIFIED:${utcStamp(event.changedAt)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR document, CRLF after every line. */
export function renderCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
