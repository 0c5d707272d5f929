import { describe, expect, it } from "vitest";
import { possessive } from "./possessive";

describe("possessive", () => {
  it.each([
    ["Ada", "Ada's"],
    ["Rocket Crew", "Rocket Crew's"],
    ["Analytical Engines", "Analytical Engines'"],
    ["JAMES", "JAMES'"],
    ["R&D <team>", "R&D <team>'s"],
  ])("writes %j as %j", (name, expected) => {
    expect(possessive(name)).toBe(expected);
  });
});
