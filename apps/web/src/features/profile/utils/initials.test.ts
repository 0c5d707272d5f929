import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it.each([
    [{ firstName: "Ada", lastName: "Lovelace", name: "Ada Lovelace" }, "AL"],
    [{ firstName: "émile", lastName: null, name: "émile" }, "É"],
    [{ firstName: null, lastName: null, name: "grace brewster hopper" }, "GB"],
    [{ firstName: "  ", lastName: "Żak", name: "Żak" }, "Ż"],
  ])("gives %j the initials %j", (user, expected) => {
    expect(initialsOf(user)).toBe(expected);
  });
});
