import { afterEach, describe, expect, it, vi } from "vitest";
import {
  currentReader,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatRelativeUnit,
  formatTime,
  formatWeekdayAndDay,
  readerDayKey,
} from "./dates";

/** 18:08 in Berlin, 12:08 in New York, 02:08 the next day in Tokyo. */
const MOMENT = "2026-11-28T17:08:00.000Z";
const berlin = { locale: "de-DE", timeZone: "Europe/Berlin" };
const newYork = { locale: "en-US", timeZone: "America/New_York" };
const tokyo = { locale: "en-GB", timeZone: "Asia/Tokyo" };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("date helpers", () => {
  it("write a clock time as the reader's language does, in their time zone", () => {
    expect(formatTime(MOMENT, berlin)).toBe("18:08");
    expect(formatTime(MOMENT, newYork)).toBe("12:08 PM");
    expect(formatTime(MOMENT, tokyo)).toBe("02:08");
  });

  it("write days and moments in the reader's language and time zone", () => {
    expect(formatDate(MOMENT, berlin)).toBe("28.11.2026");
    expect(formatDate(MOMENT, newYork)).toBe("Nov 28, 2026");
    expect(formatDate(MOMENT, tokyo)).toBe("29 Nov 2026");
    expect(formatDateTime(MOMENT, berlin)).toBe("28.11.2026, 18:08");
    expect(formatLongDate(MOMENT, berlin)).toBe("28. November 2026");
    expect(formatWeekdayAndDay(MOMENT, newYork)).toBe("Saturday, November 28");
    expect(formatWeekdayAndDay(MOMENT, tokyo)).toBe("Sunday 29 November");
  });

  it("keep a calendar day on its day whatever the time zone", () => {
    expect(formatCalendarDay("2026-03-01", berlin)).toBe("01.03.2026");
    expect(formatCalendarDay("2026-03-01", { locale: "en-US", timeZone: "Pacific/Honolulu" })).toBe(
      "Mar 1, 2026",
    );
  });

  it("tell the reader's calendar day of a moment", () => {
    expect(readerDayKey(MOMENT, newYork)).toBe("2026-11-28");
    expect(readerDayKey(MOMENT, tokyo)).toBe("2026-11-29");
  });

  it("say how long ago in the reader's language", () => {
    expect(formatRelativeUnit(-3, "hour", berlin)).toBe("vor 3 Stunden");
    expect(formatRelativeUnit(-1, "day", newYork)).toBe("yesterday");
  });

  it("take the reader's language from the browser, and any tag it cannot use as its default", () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("de-DE");
    expect(currentReader().locale).toBe("de-DE");
    expect(formatTime(MOMENT, { ...currentReader(), timeZone: "Europe/Berlin" })).toBe("18:08");
    expect(formatTime(MOMENT, { locale: "not a language!", timeZone: "UTC" })).toMatch(/^\d{1,2}:08/);
  });
});
