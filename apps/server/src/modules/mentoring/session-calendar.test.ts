import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { vtimezoneComponent, zoneOffsetMinutes } from "./calendar-time-zone";
import { type SessionCalendarInput, sessionCalendar, sessionCalendarAttachment } from "./session-calendar";

function session(overrides: Partial<SessionCalendarInput> = {}): SessionCalendarInput {
  return {
    uid: "mentoring-session-1@hatchery.test",
    sequence: 0,
    start: new Date("2026-06-10T14:00:00Z"),
    end: new Date("2026-06-10T15:00:00Z"),
    timeZone: "America/New_York",
    summary: "Mentoring with Grace Hopper",
    description: "Pitch deck review",
    meetingUrl: "https://meet.example.com/grace",
    organizer: { name: "Grace Hopper", email: "grace@example.com" },
    attendee: { name: "Ada Lovelace", email: "ada@example.com" },
    stampedAt: new Date("2026-06-01T09:00:00Z"),
    ...overrides,
  };
}

interface ReadBack {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  tzid: string;
  start: Date;
  end: Date;
  wallStart: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer: string;
  attendee: string;
}

/** Parses an `.ics` with ical.js and reads the event's instants through the VTIMEZONE it carries. */
function readBack(text: string): ReadBack {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT");
  const dtstart = vevent.getFirstProperty("dtstart");
  const tzid = String(dtstart?.getParameter("tzid"));
  const vtimezone = calendar
    .getAllSubcomponents("vtimezone")
    .find((component) => component.getFirstPropertyValue("tzid") === tzid);
  if (!vtimezone) throw new Error(`no VTIMEZONE for ${tzid}`);
  const zone = new ICAL.Timezone(vtimezone);
  const instant = (name: "dtstart" | "dtend") => {
    const value = vevent.getFirstPropertyValue(name);
    if (!(value instanceof ICAL.Time)) throw new Error(`no ${name}`);
    const time = value.clone();
    time.zone = zone;
    return new Date(time.toUnixTime() * 1000);
  };
  const startValue = vevent.getFirstPropertyValue("dtstart");
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(vevent.getFirstPropertyValue("uid")),
    sequence: Number(vevent.getFirstPropertyValue("sequence")),
    status: String(vevent.getFirstPropertyValue("status")),
    tzid,
    start: instant("dtstart"),
    end: instant("dtend"),
    wallStart: String(startValue),
    summary: String(vevent.getFirstPropertyValue("summary")),
    description: String(vevent.getFirstPropertyValue("description")),
    location: String(vevent.getFirstPropertyValue("location")),
    url: String(vevent.getFirstPropertyValue("url")),
    organizer: String(vevent.getFirstPropertyValue("organizer")),
    attendee: String(vevent.getFirstPropertyValue("attendee")),
  };
}

// Instants on both sides of each daylight-saving change of 2026 and 2027 in New York (8 March,
// 1 November 2026; 14 March, 7 November 2027) and Berlin (29 March, 25 October 2026; 28 March,
// 31 October 2027). Kolkata has none: its times must not move.
const INSTANTS = [
  "2026-03-07T15:00:00Z",
  "2026-03-09T15:00:00Z",
  "2026-03-28T15:00:00Z",
  "2026-03-30T15:00:00Z",
  "2026-10-24T15:00:00Z",
  "2026-10-26T15:00:00Z",
  "2026-10-31T15:00:00Z",
  "2026-11-02T15:00:00Z",
  "2027-03-13T15:00:00Z",
  "2027-03-15T15:00:00Z",
  "2027-03-27T15:00:00Z",
  "2027-03-29T15:00:00Z",
  "2027-10-30T15:00:00Z",
  "2027-11-01T15:00:00Z",
  "2027-11-06T15:00:00Z",
  "2027-11-08T15:00:00Z",
];
const ZONES = ["America/New_York", "Europe/Berlin", "Asia/Kolkata"];

describe("sessionCalendar", () => {
  it.each(ZONES)("gives back the same instants in %s on both sides of each change", (timeZone) => {
    for (const at of INSTANTS) {
      const start = new Date(at);
      const end = new Date(start.getTime() + 60 * 60_000);
      const read = readBack(sessionCalendar("invitation", session({ start, end, timeZone })));
      expect(read.tzid).toBe(timeZone);
      expect(read.start.toISOString()).toBe(start.toISOString());
      expect(read.end.toISOString()).toBe(end.toISOString());
    }
  });

  it("states the wall-clock time of the zone, which moves by an hour across a change", () => {
    const wall = (at: string, timeZone: string) =>
      readBack(
        sessionCalendar(
          "invitation",
          session({ start: new Date(at), end: new Date(Date.parse(at) + 3_600_000), timeZone }),
        ),
      ).wallStart;
    expect(wall("2026-03-07T15:00:00Z", "America/New_York")).toBe("2026-03-07T10:00:00");
    expect(wall("2026-03-09T15:00:00Z", "America/New_York")).toBe("2026-03-09T11:00:00");
    expect(wall("2027-10-30T15:00:00Z", "Europe/Berlin")).toBe("2027-10-30T17:00:00");
    expect(wall("2027-11-01T15:00:00Z", "Europe/Berlin")).toBe("2027-11-01T16:00:00");
    expect(wall("2026-03-07T15:00:00Z", "Asia/Kolkata")).toBe("2026-03-07T20:30:00");
  });

  it("keeps a session that spans the change its real length", () => {
    // 01:30 EST to 03:30 EDT on 8 March 2026 is one hour.
    const start = new Date("2026-03-08T06:30:00Z");
    const end = new Date("2026-03-08T07:30:00Z");
    const read = readBack(sessionCalendar("invitation", session({ start, end })));
    expect(read.end.getTime() - read.start.getTime()).toBe(3_600_000);
    expect(read.wallStart).toBe("2026-03-08T01:30:00");
  });

  it("writes an invitation, an update with a higher sequence and the same UID, and a cancellation", () => {
    const invitation = readBack(sessionCalendar("invitation", session()));
    const update = readBack(
      sessionCalendar(
        "update",
        session({
          sequence: 1,
          start: new Date("2026-06-11T14:00:00Z"),
          end: new Date("2026-06-11T15:00:00Z"),
        }),
      ),
    );
    const cancellation = readBack(sessionCalendar("cancellation", session({ sequence: 2 })));
    expect([invitation.method, invitation.sequence, invitation.status]).toEqual(["REQUEST", 0, "CONFIRMED"]);
    expect([update.method, update.sequence, update.status]).toEqual(["REQUEST", 1, "CONFIRMED"]);
    expect([cancellation.method, cancellation.sequence, cancellation.status]).toEqual([
      "CANCEL",
      2,
      "CANCELLED",
    ]);
    expect(new Set([invitation.uid, update.uid, cancellation.uid])).toEqual(new Set([session().uid]));
    expect(update.start.toISOString()).toBe("2026-06-11T14:00:00.000Z");
    expect(invitation.organizer).toBe("mailto:grace@example.com");
    expect(invitation.attendee.toLowerCase()).toBe("mailto:ada@example.com");
    expect(invitation.location).toBe("https://meet.example.com/grace");
    expect(invitation.url).toBe("https://meet.example.com/grace");
  });

  it("ends every line in CRLF and folds lines longer than 75 octets", () => {
    const text = sessionCalendar(
      "invitation",
      session({ description: `Agenda: ${"the go-to-market plan and the first hires, ".repeat(6)}` }),
    );
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n").slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(text).toContain("DTSTAMP:20260601T090000Z\r\n");
  });

  it("escapes commas, semicolons, backslashes, newlines and reads non-Latin text back as typed", () => {
    const description = "Пункты: 1) цели; 2) найм, бюджет\nजी हाँ, 日本語の質問; C:\\path\nlast line";
    const summary = "Mentoring; Ada, Grace — 面談";
    const text = sessionCalendar("invitation", session({ description, summary }));
    expect(text).toContain("SUMMARY:Mentoring\\; Ada\\, Grace — 面談");
    const read = readBack(text);
    expect(read.description).toBe(description);
    expect(read.summary).toBe(summary);
  });

  it("refuses a session that ends before it starts or a negative sequence", () => {
    expect(() => sessionCalendar("invitation", session({ end: new Date("2026-06-10T13:00:00Z") }))).toThrow(
      RangeError,
    );
    expect(() => sessionCalendar("update", session({ sequence: -1 }))).toThrow(RangeError);
  });
});

describe("vtimezoneComponent", () => {
  it("lists each change of the years covered with its onset in the earlier offset", () => {
    const text = vtimezoneComponent(
      "Europe/Berlin",
      new Date("2026-06-01T00:00:00Z"),
      new Date("2027-06-01T00:00:00Z"),
    );
    expect(text).toContain(
      "BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\n",
    );
    expect(text).toContain(
      "BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\n",
    );
    expect(text).toContain("DTSTART:20271031T030000");
    expect(zoneOffsetMinutes("Asia/Kolkata", Date.parse("2026-01-01T00:00:00Z"))).toBe(330);
    expect(vtimezoneComponent("Asia/Kolkata", new Date("2026-01-01"), new Date("2026-01-02"))).not.toContain(
      "DAYLIGHT",
    );
  });
});

describe("sessionCalendarAttachment", () => {
  it("types the file with its method", () => {
    expect(sessionCalendarAttachment("invitation", session())).toMatchObject({
      filename: "invite.ics",
      contentType: "text/calendar; method=REQUEST",
    });
    expect(sessionCalendarAttachment("update", session({ sequence: 1 })).contentType).toBe(
      "text/calendar; method=REQUEST",
    );
    expect(sessionCalendarAttachment("cancellation", session({ sequence: 2 }))).toMatchObject({
      filename: "cancel.ics",
      contentType: "text/calendar; method=CANCEL",
    });
  });
});
