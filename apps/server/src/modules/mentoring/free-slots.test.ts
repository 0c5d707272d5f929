import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarDayIn, instantOfWallTime, isoWeekday } from "../../lib/dates";
import { weekdayMorningRules as rules } from "../../test/availability-rules";
import {
  type AvailabilityRules,
  type BusyInterval,
  freeSlots,
  nextFreeSlot,
  nextFreeSlots,
} from "./free-slots";

const NEW_YORK = "America/New_York";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const at = (iso: string) => Date.parse(iso);

/** A moment on the wall clock of `zone`: "2026-03-09 10:00". */
function wall(ms: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The first slot of a day (New York's calendar), seen from each zone. */
function firstSlotOf(day: string, input: Partial<AvailabilityRules> = {}, length = 60) {
  const from = instantOfWallTime(day, 0, NEW_YORK);
  const [first] = freeSlots({
    rules: rules(input),
    busy: [],
    from,
    to: from + DAY,
    now: from - 7 * DAY,
    length,
  });
  if (!first) throw new Error(`no slot on ${day}`);
  return {
    utc: new Date(first.startsAt).toISOString(),
    newYork: wall(first.startsAt, NEW_YORK),
    berlin: wall(first.startsAt, "Europe/Berlin"),
    kolkata: wall(first.startsAt, "Asia/Kolkata"),
  };
}

describe("free slots across daylight-saving changes", () => {
  /*
   * 2026: the US springs forward on 8 March and falls back on 1 November; the EU on 29 March and
   * 25 October. 2027: the US on 14 March and 7 November; the EU on 28 March and 31 October. The weeks
   * between are the ones where New York and Berlin are four hours apart instead of six… or five.
   */
  it.each([
    ["2026-03-02", "2026-03-02T14:00:00.000Z", "2026-03-02 15:00", "2026-03-02 19:30"],
    ["2026-03-09", "2026-03-09T13:00:00.000Z", "2026-03-09 14:00", "2026-03-09 18:30"],
    ["2026-03-30", "2026-03-30T13:00:00.000Z", "2026-03-30 15:00", "2026-03-30 18:30"],
    ["2026-10-26", "2026-10-26T13:00:00.000Z", "2026-10-26 14:00", "2026-10-26 18:30"],
    ["2026-11-02", "2026-11-02T14:00:00.000Z", "2026-11-02 15:00", "2026-11-02 19:30"],
    ["2027-03-08", "2027-03-08T14:00:00.000Z", "2027-03-08 15:00", "2027-03-08 19:30"],
    ["2027-03-15", "2027-03-15T13:00:00.000Z", "2027-03-15 14:00", "2027-03-15 18:30"],
    ["2027-03-29", "2027-03-29T13:00:00.000Z", "2027-03-29 15:00", "2027-03-29 18:30"],
    ["2027-11-01", "2027-11-01T13:00:00.000Z", "2027-11-01 14:00", "2027-11-01 18:30"],
    ["2027-11-08", "2027-11-08T14:00:00.000Z", "2027-11-08 15:00", "2027-11-08 19:30"],
  ])("09:00 in New York on %s is %s, %s in Berlin and %s in Kolkata", (day, utc, berlin, kolkata) => {
    expect(firstSlotOf(day)).toEqual({ utc, newYork: `${day} 09:00`, berlin, kolkata });
  });

  it("keeps the hours a night that skips 02:00 has, and no more (8 March 2026)", () => {
    const sunday = rules({ weekly: [{ weekday: 7, startMinute: 60, endMinute: 4 * 60 }] });
    const from = at("2026-03-08T00:00:00Z");
    const slots = freeSlots({ rules: sunday, busy: [], from, to: from + DAY, now: from - DAY, length: 30 });
    expect(slots.map((slot) => wall(slot.startsAt, NEW_YORK))).toEqual([
      "2026-03-08 01:00",
      "2026-03-08 01:30",
      "2026-03-08 03:00",
      "2026-03-08 03:30",
    ]);
  });

  it("keeps the extra hour a night that repeats 01:00 has (1 November 2026)", () => {
    const sunday = rules({ weekly: [{ weekday: 7, startMinute: 60, endMinute: 3 * 60 }] });
    const from = at("2026-11-01T00:00:00Z");
    const slots = freeSlots({ rules: sunday, busy: [], from, to: from + DAY, now: from - DAY, length: 60 });
    expect(slots.map((slot) => new Date(slot.startsAt).toISOString())).toEqual([
      "2026-11-01T05:00:00.000Z",
      "2026-11-01T05:30:00.000Z",
      "2026-11-01T06:00:00.000Z",
      "2026-11-01T06:30:00.000Z",
      "2026-11-01T07:00:00.000Z",
    ]);
  });

  it("walks a whole week across the EU change while New York has already changed", () => {
    const from = at("2026-03-23T00:00:00Z");
    const slots = freeSlots({
      rules: rules(),
      busy: [],
      from,
      to: from + 14 * DAY,
      now: from - DAY,
      length: 60,
    });
    const berlinStarts = new Set(slots.map((slot) => wall(slot.startsAt, "Europe/Berlin").slice(11)));
    // 14:00 in Berlin until 29 March, 15:00 after; New York's 09:00 throughout.
    expect(berlinStarts.has("14:00") && berlinStarts.has("15:00")).toBe(true);
    expect(new Set(slots.map((slot) => wall(slot.startsAt, NEW_YORK).slice(11)))).toEqual(
      new Set(["09:00", "09:30", "10:00", "10:30", "11:00"]),
    );
  });
});

describe("the mentor's rules", () => {
  const monday = at("2026-12-07T00:00:00Z");
  const week = { from: monday, to: monday + 7 * DAY };

  it("offers only the lengths the mentor offers", () => {
    expect(
      freeSlots({ rules: rules({ sessionLengths: [30] }), busy: [], ...week, now: monday - DAY, length: 60 }),
    ).toEqual([]);
  });

  it("leaves out slots inside the minimum notice", () => {
    const now = at("2026-12-07T14:10:00Z"); // 09:10 in New York
    const slots = freeSlots({ rules: rules({ minNoticeHours: 24 }), busy: [], ...week, now, length: 60 });
    expect(wall(slots[0]?.startsAt ?? 0, NEW_YORK)).toBe("2026-12-08 09:30");
  });

  it("leaves out slots past the booking window", () => {
    const now = at("2026-12-07T12:00:00Z");
    const slots = freeSlots({ rules: rules({ bookingWindowDays: 2 }), busy: [], ...week, now, length: 60 });
    expect(Math.max(...slots.map((slot) => slot.startsAt))).toBeLessThan(now + 2 * DAY);
    expect(new Set(slots.map((slot) => calendarDayIn(new Date(slot.startsAt), NEW_YORK)))).toEqual(
      new Set(["2026-12-07", "2026-12-08"]),
    );
  });

  it("keeps the buffer around busy times", () => {
    const busy: BusyInterval[] = [
      { startsAt: at("2026-12-07T15:00:00Z"), endsAt: at("2026-12-07T16:00:00Z") },
    ];
    const slots = freeSlots({
      rules: rules({ bufferMinutes: 30 }),
      busy,
      ...week,
      now: monday - DAY,
      length: 30,
    });
    const mondaySlots = slots.filter((slot) => slot.startsAt < at("2026-12-08T00:00:00Z"));
    // 09:00–12:00 in New York, busy 10:00–11:00, 30 minutes either side kept free.
    expect(mondaySlots.map((slot) => wall(slot.startsAt, NEW_YORK).slice(11))).toEqual(["09:00", "11:30"]);
  });

  it("stops offering a week once its limit is reached", () => {
    const busy: BusyInterval[] = [
      { startsAt: at("2026-12-08T14:00:00Z"), endsAt: at("2026-12-08T15:00:00Z"), countsTowardLimit: true },
      { startsAt: at("2026-12-09T14:00:00Z"), endsAt: at("2026-12-09T15:00:00Z"), countsTowardLimit: true },
    ];
    const twoWeeks = { from: monday, to: monday + 14 * DAY };
    const slots = freeSlots({
      rules: rules({ weeklyLimit: 2 }),
      busy,
      ...twoWeeks,
      now: monday - DAY,
      length: 60,
    });
    expect(slots.every((slot) => slot.startsAt >= at("2026-12-14T05:00:00Z"))).toBe(true);
    expect(slots.length).toBeGreaterThan(0);
    // The mentor's own bookings as a mentee do not count toward it.
    const asMentee = busy.map((interval) => ({ ...interval, countsTowardLimit: false }));
    expect(
      freeSlots({ rules: rules({ weeklyLimit: 2 }), busy: asMentee, ...week, now: monday - DAY, length: 60 })
        .length,
    ).toBeGreaterThan(0);
  });

  it("skips dates off, read in the mentor's zone", () => {
    const slots = freeSlots({
      rules: rules({ datesOff: ["2026-12-08"] }),
      busy: [],
      ...week,
      now: monday - DAY,
      length: 60,
    });
    const days = new Set(slots.map((slot) => calendarDayIn(new Date(slot.startsAt), NEW_YORK)));
    expect(days).toEqual(new Set(["2026-12-07", "2026-12-09", "2026-12-10", "2026-12-11"]));
  });

  it("finds each mentor's next free slot in one call", () => {
    const now = at("2026-12-07T20:00:00Z");
    const free = nextFreeSlots(
      [
        { mentorId: "a", rules: rules(), busy: [] },
        { mentorId: "b", rules: rules({ weekly: [] }), busy: [] },
        { mentorId: "c", rules: rules({ datesOff: ["2026-12-08", "2026-12-09"] }), busy: [] },
      ],
      now,
    );
    expect(new Date(free.get("a")?.startsAt ?? 0).toISOString()).toBe("2026-12-08T14:00:00.000Z");
    expect(free.get("b")).toBeNull();
    expect(new Date(free.get("c")?.startsAt ?? 0).toISOString()).toBe("2026-12-10T14:00:00.000Z");
    expect(
      nextFreeSlot(
        {
          rules: rules({ bookingWindowDays: 1, weekly: [{ weekday: 3, startMinute: 0, endMinute: 60 }] }),
          busy: [],
        },
        now,
      ),
    ).toBeNull();
  });
});

describe("free slot properties", () => {
  const zones = fc.constantFrom(NEW_YORK, "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe", "UTC");
  const interval = fc
    .record({
      weekday: fc.integer({ min: 1, max: 7 }),
      start: fc.integer({ min: 0, max: 46 }),
      span: fc.integer({ min: 1, max: 16 }),
    })
    .map(({ weekday, start, span }) => ({
      weekday,
      startMinute: start * 30,
      endMinute: Math.min(1440, (start + span) * 30),
    }));
  // Non-overlapping weekly hours: keep each interval that does not meet one kept before it.
  const weekly = fc
    .array(interval, { maxLength: 10 })
    .map((list) =>
      list.filter((candidate, index) =>
        list
          .slice(0, index)
          .every(
            (other) =>
              other.weekday !== candidate.weekday ||
              other.endMinute <= candidate.startMinute ||
              candidate.endMinute <= other.startMinute,
          ),
      ),
    );
  const start = at("2026-02-20T00:00:00Z");
  const busyList = fc.array(
    fc
      .record({ offset: fc.integer({ min: 0, max: 40 * 48 }), span: fc.integer({ min: 1, max: 6 }) })
      .map(({ offset, span }) => ({
        startsAt: start + offset * 30 * 60_000,
        endsAt: start + (offset + span) * 30 * 60_000,
        countsTowardLimit: true,
      })),
    { maxLength: 30 },
  );
  const input = fc.record({
    zone: zones,
    weekly,
    busy: busyList,
    bufferMinutes: fc.integer({ min: 0, max: 60 }),
    minNoticeHours: fc.integer({ min: 0, max: 72 }),
    bookingWindowDays: fc.integer({ min: 1, max: 60 }),
    weeklyLimit: fc.option(fc.integer({ min: 1, max: 5 })),
    length: fc.constantFrom(30, 60),
    nowOffsetHours: fc.integer({ min: -48, max: 24 * 20 }),
  });

  it("are sorted, distinct, inside the weekly hours, clear of busy times and their buffer", () => {
    fc.assert(
      fc.property(input, (value) => {
        const mentorRules = rules({
          timeZone: value.zone,
          weekly: value.weekly,
          bufferMinutes: value.bufferMinutes,
          minNoticeHours: value.minNoticeHours,
          bookingWindowDays: value.bookingWindowDays,
          weeklyLimit: value.weeklyLimit,
        });
        const now = start + value.nowOffsetHours * HOUR;
        const slots = freeSlots({
          rules: mentorRules,
          busy: value.busy,
          from: start,
          to: start + 40 * DAY,
          now,
          length: value.length,
        });
        const buffer = value.bufferMinutes * 60_000;
        // The slots of one day share its weekly hours: each bound is read from the zone's rules once a
        // run, not again for every slot (the wall-clock reads were most of this test's time).
        const wallTimes = new Map<string, number>();
        const wallTime = (day: string, minute: number) => {
          const key = `${day} ${minute}`;
          let instant = wallTimes.get(key);
          if (instant === undefined) {
            instant = instantOfWallTime(day, minute, value.zone);
            wallTimes.set(key, instant);
          }
          return instant;
        };
        for (const [index, slot] of slots.entries()) {
          expect(slot.endsAt - slot.startsAt).toBe(value.length * 60_000);
          if (index > 0) expect(slot.startsAt).toBeGreaterThan(slots[index - 1]?.startsAt ?? 0);
          expect(slot.startsAt).toBeGreaterThanOrEqual(now + value.minNoticeHours * HOUR);
          expect(slot.startsAt).toBeLessThan(now + value.bookingWindowDays * DAY);
          // One assertion a slot, naming the busy times it meets: an `expect` for each busy time of each
          // slot was tens of thousands a run.
          const met = value.busy.filter(
            (busy) => !(slot.endsAt + buffer <= busy.startsAt || slot.startsAt >= busy.endsAt + buffer),
          );
          expect(met).toEqual([]);
          const day = calendarDayIn(new Date(slot.startsAt), value.zone);
          const inside = value.weekly.some(
            (hours) =>
              hours.weekday === isoWeekday(day) &&
              wallTime(day, hours.startMinute) <= slot.startsAt &&
              slot.endsAt <= wallTime(day, hours.endMinute),
          );
          expect(inside).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});
