/**
 * Calendar invitations for mentoring sessions: one `.ics` text (RFC 5545, iTIP methods of RFC 5546)
 * per change, which a mail carries as an attachment. Pure: the same session gives the same text.
 *
 * - An invitation and every later change are METHOD:REQUEST with the session's UID; a change carries
 *   a higher SEQUENCE, so a calendar replaces the event it holds instead of adding a second one.
 * - A cancellation is METHOD:CANCEL with STATUS:CANCELLED, the same UID and a higher SEQUENCE again.
 * - Times are written in the zone the reader is told (TZID with its VTIMEZONE), so the event shows
 *   "10:00 New York" in every calendar, on both sides of a daylight-saving change.
 */
import { TZDate } from "@date-fns/tz";
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { MailAttachment } from "../../lib/mailer";
import { vtimezoneComponent } from "./calendar-time-zone";

/** The kind of message an `.ics` is. */
export type SessionCalendarChange = "invitation" | "update" | "cancellation";

export interface CalendarPerson {
  name: string;
  email: string;
}

/** What a mentoring session must tell to be written as a calendar event. */
export interface SessionCalendarInput {
  /** Stable for the life of the session, such as `mentoring-session-<id>@<host>`. */
  uid: string;
  /** 0 for the invitation; each later update or cancellation sends a higher number. */
  sequence: number;
  start: Date;
  end: Date;
  /** The IANA zone the times are written in, such as the recipient's own. */
  timeZone: string;
  summary: string;
  /** The mentee's agenda, as typed. */
  description?: string | null;
  /** The mentor's meeting link: the event's location and URL. */
  meetingUrl?: string | null;
  /** The mentor, who organises the session. */
  organizer: CalendarPerson;
  /** The mentee. */
  attendee: CalendarPerson;
  /** When this version was written (DTSTAMP). */
  stampedAt: Date;
}

const PRODUCT_ID = { company: "Hatchery", product: "Mentoring", language: "EN" } as const;

function methodOf(change: SessionCalendarChange): ICalCalendarMethod {
  return change === "cancellation" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
}

/** The `.ics` text for one change of a session. Lines end in CRLF and are folded at 75 octets. */
export function sessionCalendar(change: SessionCalendarChange, session: SessionCalendarInput): string {
  if (!Number.isInteger(session.sequence) || session.sequence < 0) {
    throw new RangeError("A calendar sequence is a whole number, 0 or more");
  }
  if (session.end.getTime() <= session.start.getTime()) {
    throw new RangeError("A session ends after it starts");
  }
  const zone = session.timeZone;
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: methodOf(change),
    // No calendar-wide zone (name null): ical-generator would then write DTSTAMP as a local time,
    // where RFC 5545 wants UTC. The event names its zone; the generator writes that zone's
    // VTIMEZONE, covering the years of the session, which is all a calendar reads.
    timezone: { name: null, generator: (name) => vtimezoneComponent(name, session.start, session.end) },
  });
  calendar.createEvent({
    id: session.uid,
    sequence: session.sequence,
    stamp: session.stampedAt,
    // ical-generator writes a zoned time from a TZDate's wall clock in that zone; a plain Date
    // would be read in the server's own zone.
    start: new TZDate(session.start.getTime(), zone),
    end: new TZDate(session.end.getTime(), zone),
    timezone: zone,
    summary: session.summary,
    description: session.description ?? null,
    location: session.meetingUrl ?? null,
    url: session.meetingUrl ?? null,
    status: change === "cancellation" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: session.organizer.name, email: session.organizer.email },
    attendees: [
      {
        name: session.attendee.name,
        email: session.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: change !== "cancellation",
      },
    ],
  });
  // Every content line ends in CRLF (RFC 5545 §3.1), the last one too.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/**
 * The mail attachment for one change: `invite.ics` (or `cancel.ics`) typed with the iTIP method,
 * which mail programs read to offer "Accept" or "Remove from calendar".
 */
export function sessionCalendarAttachment(
  change: SessionCalendarChange,
  session: SessionCalendarInput,
): MailAttachment {
  const method = methodOf(change);
  return {
    filename: change === "cancellation" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; method=${method}`,
    content: sessionCalendar(change, session),
  };
}
