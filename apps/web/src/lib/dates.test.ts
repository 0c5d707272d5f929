import { afterEach, describe, expect, it, vi } from "vitest";
import { addCalendarDays, formatCalendarDay, readerDayKey, readerToday } from "./calendar-days";
import {
  currentReader,
  DATE_CACHE_LIMIT,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatRelativeTime,
  formatTime,
  formatWeekdayAndDay,
} from "./dates";
import { setReaderTimeZone } from "./reader-time-zone";

/** 18:08 in Berlin, 12:08 in New York, 02:08 the next day in Tokyo. */
const MOMENT = "2026-11-28T17:08:00.000Z";
const berlin = { locale: "de-DE", timeZone: "Europe/Berlin" };
const newYork = { locale: "en-US", timeZone: "America/New_York" };
const tokyo = { locale: "en-GB", timeZone: "Asia/Tokyo" };

afterEach(() => {
  vi.restoreAllMocks();
  setReaderTimeZone(null);
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
    const now = new Date(MOMENT);
    const hoursAgo = new Date(now.getTime() - 3 * 3_600_000).toISOString();
    const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
    expect(formatRelativeTime(hoursAgo, now, berlin)).toBe("vor 3 Stunden");
    expect(formatRelativeTime(dayAgo, now, newYork)).toBe("yesterday");
  });

  it("write in the signed-in person's zone, and in the browser's once signed out", () => {
    setReaderTimeZone("Asia/Tokyo");
    expect(currentReader().timeZone).toBe("Asia/Tokyo");
    expect(formatTime(MOMENT, { ...currentReader(), locale: "en-GB" })).toBe("02:08");
    expect(readerToday(new Date(MOMENT))).toBe("2026-11-29");
    setReaderTimeZone(null);
    expect(currentReader().timeZone).toBeUndefined();
  });

  it("count calendar days on the calendar, across a month's end and a daylight-saving change", () => {
    expect(readerToday(new Date(MOMENT), newYork)).toBe("2026-11-28");
    expect(addCalendarDays("2026-11-28", 3)).toBe("2026-12-01");
    // New York's clocks go back on 1 November 2026: that day has 25 hours, and is still one day.
    expect(addCalendarDays("2026-11-02", -1)).toBe("2026-11-01");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("take the reader's language from the browser, and any tag it cannot use as its default", () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("de-DE");
    expect(currentReader().locale).toBe("de-DE");
    expect(formatTime(MOMENT, { ...currentReader(), timeZone: "Europe/Berlin" })).toBe("18:08");
    expect(formatTime(MOMENT, { locale: "not a language!", timeZone: "UTC" })).toMatch(/^\d{1,2}:08/);
  });
});

const NOW = new Date("2026-06-15T12:00:00.000Z");
const before = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe("formatRelativeTime", () => {
  it("says how long ago in the largest whole unit", () => {
    expect(formatRelativeTime(before(20), NOW)).toBe("just now");
    expect(formatRelativeTime(before(5 * 60), NOW)).toBe("5 minutes ago");
    expect(formatRelativeTime(before(3 * 3600 + 59 * 60), NOW)).toBe("3 hours ago");
    expect(formatRelativeTime(before(86_400), NOW)).toBe("yesterday");
    expect(formatRelativeTime(before(3 * 86_400), NOW)).toBe("3 days ago");
    expect(formatRelativeTime(before(14 * 86_400), NOW)).toBe("2 weeks ago");
  });

  it("asks the browser once whether it knows a reader's language, however many times a list writes", () => {
    const asked = vi.spyOn(Intl.DateTimeFormat, "supportedLocalesOf");
    const reader = { locale: "pt-BR", timeZone: "America/Sao_Paulo" };
    for (let minutes = 1; minutes <= 5; minutes += 1) formatRelativeTime(before(minutes * 60), NOW, reader);
    formatDateTime(MOMENT, reader);
    expect(formatRelativeTime(before(2 * 3600), NOW, reader)).toBe("há 2 horas");
    expect(asked.mock.calls.filter(([locale]) => locale === "pt-BR")).toHaveLength(1);
    // A tag the browser cannot use still falls back to its default language, and is asked about once.
    expect(formatRelativeTime(before(60), NOW, { locale: "xx-not-a-tag!" })).toBe("1 minute ago");
    formatRelativeTime(before(120), NOW, { locale: "xx-not-a-tag!" });
    expect(asked.mock.calls.filter(([locale]) => locale === "xx-not-a-tag!")).toHaveLength(1);
  });

  it("keeps a bounded number of answers, as a server renders in any language a request names", () => {
    const asked = vi.spyOn(Intl.DateTimeFormat, "supportedLocalesOf");
    formatRelativeTime(before(60), NOW, { locale: "fr-CA" });
    for (let number = 0; number < DATE_CACHE_LIMIT; number += 1) {
      formatRelativeTime(before(60), NOW, { locale: `en-x${number.toString(36).padStart(2, "0")}` });
    }
    expect(formatRelativeTime(before(60), NOW, { locale: "fr-CA" })).toBe("il y a 1 minute");
    expect(asked.mock.calls.filter(([locale]) => locale === "fr-CA")).toHaveLength(2);
  });

  it("gives the date from a month back, and treats a clock running ahead as now", () => {
    expect(formatRelativeTime("2026-04-02T09:00:00.000Z", NOW)).toBe("Apr 2, 2026");
    expect(formatRelativeTime(before(-30), NOW)).toBe("just now");
  });
});
