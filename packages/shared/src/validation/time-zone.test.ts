import { describe, expect, it } from "vitest";
import { isKnownTimeZone, TIME_ZONE_MESSAGE, timeZoneSchema } from "./time-zone";

describe("time zones", () => {
  it("know IANA names, aliases among them", () => {
    for (const zone of [
      "Europe/Berlin",
      "America/New_York",
      "Asia/Kolkata",
      "Asia/Calcutta",
      "UTC",
      "America/Argentina/Buenos_Aires",
      "Etc/GMT+5",
    ]) {
      expect(isKnownTimeZone(zone)).toBe(true);
    }
  });

  it("refuse unknown names, offsets, blanks and overlong text", () => {
    for (const zone of [
      "Mars/Olympus_Mons",
      "+01:00",
      "-0500",
      "",
      " ",
      "Europe/Berlin/",
      "../etc",
      "x".repeat(65),
    ]) {
      expect(isKnownTimeZone(zone)).toBe(false);
    }
  });

  it("trim the name and word the refusal", () => {
    expect(timeZoneSchema.parse(" Asia/Kolkata ")).toBe("Asia/Kolkata");
    const refused = timeZoneSchema.safeParse("Atlantis/Capital");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([TIME_ZONE_MESSAGE]);
  });
});
