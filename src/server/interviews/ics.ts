// A small iCalendar (RFC 5545) writer for the interviews' .ics files and the calendar feeds. Only what those need:
// one VCALENDAR of VEVENTs in Asia/Bangkok time, text escaped (§3.3.11) and content lines folded at 75 octets on
// UTF-8 character boundaries (§3.1), CRLF line ends.

export type IcsEvent = {
  /** Globally unique and stable for the same event across downloads, so a calendar updates it instead of adding one. */
  uid: string;
  start: Date;
  /** Absent: a moment (a deadline), which RFC 5545 reads as lasting no time. */
  end?: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Increases each time the event changes (RFC 5545 §3.8.7.4); calendars keep the highest. */
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED';
};

export type IcsCalendar = { name: string; events: IcsEvent[]; now: Date };

const CRLF = '\r\n';
const MAX_OCTETS = 75;
export const ICS_TIME_ZONE = 'Asia/Bangkok';
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** TEXT escaping of §3.3.11: backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line (§3.1): no line longer than 75 octets, each continuation starting with one space. Breaks fall
 * between characters only, so a Thai character (3 octets in UTF-8) is never split across lines.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line has 75 octets; a continuation's leading space takes one of its 75.
  let limit = MAX_OCTETS;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A UTC instant as Bangkok local time, `YYYYMMDDTHHMMSS` (for `;TZID=Asia/Bangkok`). Bangkok keeps +07:00 all year. */
export function bangkokLocal(date: Date): string {
  return new Date(date.getTime() + BANGKOK_OFFSET_MS)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

/** A UTC instant in the UTC form `YYYYMMDDTHHMMSSZ` (DTSTAMP must be UTC). */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Asia/Bangkok: +07:00 without daylight saving since 1920, so one STANDARD component describes it. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0700',
  'TZOFFSETTO:+0700',
  'TZNAME:+07',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: IcsEvent, now: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${ICS_TIME_ZONE}:${bangkokLocal(event.start)}`,
  ];
  if (event.end) lines.push(`DTEND;TZID=${ICS_TIME_ZONE}:${bangkokLocal(event.end)}`);
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // A URI value is not TEXT: it is written as it is (§3.3.13).
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole calendar as the text of a `text/calendar` answer, every line folded and ended with CRLF. */
export function writeCalendar({ name, events, now }: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Internship Matching Portal//Interviews//TH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${ICS_TIME_ZONE}`,
    ...VTIMEZONE,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + CRLF).join('');
}
