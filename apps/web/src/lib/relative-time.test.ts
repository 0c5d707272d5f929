import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

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

  it("gives the date from a month back, and treats a clock running ahead as now", () => {
    expect(formatRelativeTime("2026-04-02T09:00:00.000Z", NOW)).toBe("Apr 2, 2026");
    expect(formatRelativeTime(before(-30), NOW)).toBe("just now");
  });
});
