import { describe, expect, it } from "vitest";
import { periodStart } from "./points.service";

describe("a leaderboard period", () => {
  it("of a week starts at midnight UTC on its Monday, Sundays included in the week before them", () => {
    expect(periodStart("week", new Date("2026-06-17T12:00:00Z"))).toEqual(new Date("2026-06-15T00:00:00Z"));
    expect(periodStart("week", new Date("2026-06-15T00:00:00Z"))).toEqual(new Date("2026-06-15T00:00:00Z"));
    expect(periodStart("week", new Date("2026-06-14T23:59:59Z"))).toEqual(new Date("2026-06-08T00:00:00Z"));
    // Across a month's and a year's end.
    expect(periodStart("week", new Date("2027-01-01T08:00:00Z"))).toEqual(new Date("2026-12-28T00:00:00Z"));
  });

  it("of a month starts at midnight UTC on its first day; all time has no start", () => {
    expect(periodStart("month", new Date("2026-06-30T23:59:59Z"))).toEqual(new Date("2026-06-01T00:00:00Z"));
    expect(periodStart("month", new Date("2026-03-01T00:00:00Z"))).toEqual(new Date("2026-03-01T00:00:00Z"));
    expect(periodStart("all", new Date("2026-06-17T12:00:00Z"))).toBeNull();
  });
});
