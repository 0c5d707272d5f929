import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatDay,
  formatDayAndTime,
  timeZoneOrDefault,
  utcCalendarDay,
  utcCalendarDayFrom,
} from "./dates";

const at = new Date("2026-11-25T16:05:00Z");

describe("server dates", () => {
  it("writes a moment in UTC, naming it, for a person without a zone", () => {
    expect(timeZoneOrDefault(null)).toBe("UTC");
    expect(formatDay(at, null)).toBe("25 November 2026");
    expect(formatDayAndTime(at, null)).toBe("25 November 2026, 16:05 UTC");
    expect(formatDayAndTime(at, "UTC")).toBe("25 November 2026, 16:05 UTC");
  });

  it("writes the same moment in each person's zone, naming the zone", () => {
    expect(formatDayAndTime(at, "America/New_York")).toBe("25 November 2026, 11:05 (America/New_York)");
    expect(formatDayAndTime(at, "Asia/Kolkata")).toBe("25 November 2026, 21:35 (Asia/Kolkata)");
    // Late in the UTC day is already the next day in Kolkata.
    const evening = new Date("2026-11-25T20:00:00Z");
    expect(formatDay(evening, "Asia/Kolkata")).toBe("26 November 2026");
    expect(formatDayAndTime(evening, "Asia/Kolkata")).toBe("26 November 2026, 01:30 (Asia/Kolkata)");
  });

  it("follows a daylight-saving change where the zone has one", () => {
    // New York leaves daylight-saving time on 1 November 2026; Kolkata has none.
    const before = new Date("2026-10-31T16:00:00Z");
    const after = new Date("2026-11-02T16:00:00Z");
    expect(formatDayAndTime(before, "America/New_York")).toBe("31 October 2026, 12:00 (America/New_York)");
    expect(formatDayAndTime(after, "America/New_York")).toBe("2 November 2026, 11:00 (America/New_York)");
    expect(formatDayAndTime(before, "Asia/Kolkata")).toBe("31 October 2026, 21:30 (Asia/Kolkata)");
    expect(formatDayAndTime(after, "Asia/Kolkata")).toBe("2 November 2026, 21:30 (Asia/Kolkata)");
  });

  it("keeps calendar days in UTC, so no zone moves them", () => {
    expect(formatCalendarDay("2026-12-09")).toBe("9 December 2026");
    expect(utcCalendarDay(new Date("2026-11-25T23:59:59Z"))).toBe("2026-11-25");
    expect(utcCalendarDayFrom(new Date("2026-11-25T10:00:00Z"), 7)).toBe("2026-12-02");
    expect(utcCalendarDayFrom(new Date("2026-11-25T10:00:00Z"), -30)).toBe("2026-10-26");
  });
});
