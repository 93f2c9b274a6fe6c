/**
 * iCalendar (RFC 5545) for "Add to calendar": one all-day VEVENT per file. Lines end in CRLF and
 * are folded at 75 octets; text values are escaped; DTEND of an all-day event is exclusive.
 */

export interface CalendarEvent {
  /** Globally unique and stable for this event edition. */
  uid: string;
  summary: string;
  description: string;
  location: string;
  /** First day, YYYY-MM-DD. */
  startDate: string;
  /** Last day (inclusive), YYYY-MM-DD; defaults to the first day. */
  endDate?: string;
  url?: string;
  geo?: { lat: number; lng: number };
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (isoDate: string) => isoDate.slice(0, 10).replace(/-/g, "");

/** The day after an ISO date: all-day DTEND is exclusive. */
export function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  const next = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1));
  return next.toISOString().slice(0, 10);
}

/** UTC time stamp as 20270806T101500Z. */
export function formatStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Explore Kosovo//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${formatStamp(now)}`,
    `DTSTART;VALUE=DATE:${compactDate(event.startDate)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(event.endDate ?? event.startDate))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.geo ? [`GEO:${event.geo.lat};${event.geo.lng}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
