import { describe, expect, it } from "vitest";
import { monthsBefore } from "./role-fit-skill-source";

describe("monthsBefore", () => {
  it("goes back whole calendar months, keeping the day within a shorter month", () => {
    expect(monthsBefore(new Date("2026-11-20T09:00:00Z"), 6).toISOString()).toBe("2026-05-20T09:00:00.000Z");
    expect(monthsBefore(new Date("2026-08-31T09:00:00Z"), 6).toISOString()).toBe("2026-02-28T09:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-31T00:00:00Z"), 6).toISOString()).toBe("2025-09-30T00:00:00.000Z");
  });
});
