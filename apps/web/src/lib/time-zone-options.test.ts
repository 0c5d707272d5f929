import { describe, expect, it } from "vitest";
import { timeZoneGroups, timeZoneLabel } from "./time-zone-options";

describe("time zone options", () => {
  it("group zones by region, with UTC and the saved zone always offered", () => {
    const groups = timeZoneGroups("Asia/Calcutta", ["Europe/Berlin", "America/New_York", "Asia/Kolkata"]);
    expect(groups).toEqual([
      { region: "America", zones: ["America/New_York"] },
      { region: "Asia", zones: ["Asia/Calcutta", "Asia/Kolkata"] },
      { region: "Europe", zones: ["Europe/Berlin"] },
      { region: "Other", zones: ["UTC"] },
    ]);
  });

  it("offer every zone the engine knows", () => {
    const zones = timeZoneGroups(undefined).flatMap((group) => group.zones);
    expect(zones).toContain("Europe/Berlin");
    expect(zones).toContain("Pacific/Auckland");
    expect(new Set(zones).size).toBe(zones.length);
  });

  it("write a zone's name with spaces", () => {
    expect(timeZoneLabel("America/Argentina/Buenos_Aires")).toBe("America / Argentina / Buenos Aires");
  });
});
