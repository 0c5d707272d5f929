/**
 * A VTIMEZONE component (RFC 5545 §3.6.5) for an IANA zone, written from the rules this runtime's
 * `Intl` knows, so it never disagrees with how the server itself reads the zone. Packaged zone files
 * are fixed at the tz release they were written from; `Intl` follows the runtime's tz data.
 *
 * The component lists each offset change between two instants as its own observance with its exact
 * onset (no RRULE): a calendar reads the offset in force at any moment of the sessions it is given,
 * and a zone whose rules changed over the years is still written correctly.
 */

import { zoneOffsetMs } from "../../lib/dates";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's offset from UTC at an instant, in minutes (Asia/Kolkata → 330), read as the server reads zones. */
export function zoneOffsetMinutes(zone: string, at: number): number {
  return Math.round(zoneOffsetMs(at, zone) / MINUTE);
}

interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** Every offset change in [from, to), found day by day and then narrowed to the minute. */
function transitions(zone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let before = from;
  let offset = zoneOffsetMinutes(zone, before);
  while (before < to) {
    const after = Math.min(before + DAY, to);
    const next = zoneOffsetMinutes(zone, after);
    if (next !== offset) {
      let low = before;
      let high = after;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (zoneOffsetMinutes(zone, middle) === offset) low = middle;
        else high = middle;
      }
      found.push({ at: high, from: offset, to: next });
      offset = next;
    }
    before = after;
  }
  return found;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}${String(absolute % 60).padStart(2, "0")}`;
}

/** An instant written as the wall-clock time of a fixed offset, as an observance's DTSTART is. */
function localDateTime(at: number, offsetMinutes: number): string {
  const iso = new Date(at + offsetMinutes * MINUTE).toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

function observance(kind: "STANDARD" | "DAYLIGHT", onset: number, from: number, to: number): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localDateTime(onset, from)}`,
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE for `zone` covering the instants from `from` to `to` (the calendar years around a
 * session are enough: a calendar needs the offset at the session's start and end). Lines end in CRLF.
 */
export function vtimezoneComponent(zone: string, from: Date, to: Date): string {
  const start = Date.UTC(from.getUTCFullYear(), 0, 1);
  const end = Date.UTC(to.getUTCFullYear() + 1, 0, 1);
  const initial = zoneOffsetMinutes(zone, start);
  const changes = transitions(zone, start, end);
  // An offset above the one it follows is summer time; the first observance, in force before any
  // change in the window, is summer time only if the zone's first change in the window moves back.
  const initialIsDaylight = changes[0] !== undefined && changes[0].to < changes[0].from;
  const lines = [
    "BEGIN:VTIMEZONE",
    `TZID:${zone}`,
    ...observance(initialIsDaylight ? "DAYLIGHT" : "STANDARD", start, initial, initial),
    ...changes.flatMap((change) =>
      observance(change.to > change.from ? "DAYLIGHT" : "STANDARD", change.at, change.from, change.to),
    ),
    "END:VTIMEZONE",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
