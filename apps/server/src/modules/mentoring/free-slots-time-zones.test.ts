import { describe, expect, it } from "vitest";
import { weekdayMorningRules as rules } from "../../test/availability-rules";
import { freeSlots } from "./free-slots";

/*
 * The free-slot engine against issue 25's demand, day by day rather than at sample dates: weekday
 * mornings written in America/New_York, seen from Europe/Berlin and Asia/Kolkata through the whole of
 * 2026 and 2027, so every daylight-saving change of both years (the US's and the EU's, which fall on
 * different weekends) is crossed; and the nights of the 2027 changes, which free-slots.test.ts shows
 * for 2026.
 */

const NEW_YORK = "America/New_York";
const BERLIN = "Europe/Berlin";
const KOLKATA = "Asia/Kolkata";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "2026-03-09 09:00" on a zone's wall clock. */
function wall(ms: number, zone: string): string {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A zone's offset from UTC at a moment, in minutes (Berlin in winter: 60). */
function offsetMinutes(ms: number, zone: string): number {
  const [day, time] = wall(ms, zone).split(" ");
  return Math.round((Date.parse(`${day}T${time}:00Z`) - ms) / MINUTE);
}

/** Every slot of a whole year, in one call, as the engine walks it. */
function slotsOfYear(year: number, length: number) {
  const from = Date.parse(`${year}-01-01T00:00:00Z`);
  const to = Date.parse(`${year + 1}-01-01T00:00:00Z`);
  return freeSlots({ rules: rules({ bookingWindowDays: 400 }), busy: [], from, to, now: from - DAY, length });
}

describe.each([2026, 2027])("New York's weekday mornings through %i", (year) => {
  const slots = slotsOfYear(year, 60);
  const byNewYorkDay = new Map<string, string[]>();
  // Each New York day's first slot, found in the same pass: searching the year's slots again for every
  // day read the wall clock some 340,000 times, most of this file's time.
  const firstOfNewYorkDay = new Map<string, (typeof slots)[number]>();
  for (const slot of slots) {
    const [day = "", time = ""] = wall(slot.startsAt, NEW_YORK).split(" ");
    byNewYorkDay.set(day, [...(byNewYorkDay.get(day) ?? []), time]);
    if (!firstOfNewYorkDay.has(day)) firstOfNewYorkDay.set(day, slot);
  }

  it("offer 09:00 to 11:00 on New York's clock every weekday, and nothing else", () => {
    // Weekdays of the year: 261 in 2026 and in 2027.
    expect(byNewYorkDay.size).toBe(261);
    for (const [day, times] of byNewYorkDay) {
      expect([day, times]).toEqual([day, ["09:00", "09:30", "10:00", "10:30", "11:00"]]);
    }
    for (const slot of slots) expect(slot.endsAt - slot.startsAt).toBe(60 * MINUTE);
  });

  it("are read in Berlin and Kolkata with each day's own offsets, four to six hours and ten and a half apart", () => {
    const berlinGaps = new Set<number>();
    for (const slot of slots) {
      const newYork = offsetMinutes(slot.startsAt, NEW_YORK);
      const berlin = offsetMinutes(slot.startsAt, BERLIN) - newYork;
      const kolkata = offsetMinutes(slot.startsAt, KOLKATA) - newYork;
      berlinGaps.add(berlin);
      // Kolkata keeps +05:30 all year: 10½ hours ahead of New York's winter, 9½ of its summer.
      expect([wall(slot.startsAt, NEW_YORK), kolkata]).toEqual([
        wall(slot.startsAt, NEW_YORK),
        newYork === -300 ? 630 : 570,
      ]);
    }
    // Six hours apart most of the year; five in the weeks between the US change and the EU one.
    expect([...berlinGaps].sort((a, b) => a - b)).toEqual([300, 360]);
  });

  it("move to five hours from Berlin exactly in the weeks between the US and EU changes", () => {
    const fiveHourDays = [...byNewYorkDay.keys()].filter((day) => {
      const first = firstOfNewYorkDay.get(day);
      return first !== undefined && wall(first.startsAt, BERLIN).endsWith(" 14:00");
    });
    const expected =
      year === 2026
        ? // US 8 March – EU 29 March; EU 25 October – US 1 November.
          ["2026-03-09", "2026-03-27", "2026-10-26", "2026-10-30"]
        : // US 14 March – EU 28 March; EU 31 October – US 7 November.
          ["2027-03-15", "2027-03-26", "2027-11-01", "2027-11-05"];
    expect(fiveHourDays).toEqual(
      weekdaysBetween(expected[0], expected[1]).concat(weekdaysBetween(expected[2], expected[3])),
    );
  });
});

/** The weekdays from `first` to `last`, both included, as `YYYY-MM-DD`. */
function weekdaysBetween(first = "", last = ""): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T12:00:00Z`); at <= Date.parse(`${last}T12:00:00Z`); at += DAY) {
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

describe("the nights of the 2027 changes in New York", () => {
  it("keep the hours a night that skips 02:00 has, and no more (14 March 2027)", () => {
    const sunday = rules({ weekly: [{ weekday: 7, startMinute: 60, endMinute: 4 * 60 }] });
    const from = Date.parse("2027-03-14T00:00:00Z");
    const slots = freeSlots({ rules: sunday, busy: [], from, to: from + DAY, now: from - DAY, length: 30 });
    expect(slots.map((slot) => wall(slot.startsAt, NEW_YORK))).toEqual([
      "2027-03-14 01:00",
      "2027-03-14 01:30",
      "2027-03-14 03:00",
      "2027-03-14 03:30",
    ]);
    // Seen from Kolkata, the same night's slots are 11:30 and 12:00, then 12:30 and 13:00.
    expect(slots.map((slot) => wall(slot.startsAt, KOLKATA))).toEqual([
      "2027-03-14 11:30",
      "2027-03-14 12:00",
      "2027-03-14 12:30",
      "2027-03-14 13:00",
    ]);
  });

  it("keep the extra hour a night that repeats 01:00 has (7 November 2027)", () => {
    const sunday = rules({ weekly: [{ weekday: 7, startMinute: 60, endMinute: 3 * 60 }] });
    const from = Date.parse("2027-11-07T00:00:00Z");
    const slots = freeSlots({ rules: sunday, busy: [], from, to: from + DAY, now: from - DAY, length: 60 });
    // 01:00 EDT to 03:00 EST is three hours: five slots of an hour on the half hour.
    expect(slots.map((slot) => new Date(slot.startsAt).toISOString())).toEqual([
      "2027-11-07T05:00:00.000Z",
      "2027-11-07T05:30:00.000Z",
      "2027-11-07T06:00:00.000Z",
      "2027-11-07T06:30:00.000Z",
      "2027-11-07T07:00:00.000Z",
    ]);
    expect(slots.map((slot) => wall(slot.startsAt, BERLIN))).toEqual([
      "2027-11-07 06:00",
      "2027-11-07 06:30",
      "2027-11-07 07:00",
      "2027-11-07 07:30",
      "2027-11-07 08:00",
    ]);
  });
});
