import { CONTENT_NOT_FOUND_MESSAGE } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { type Actor, ANONYMOUS_ACTOR } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { assertCan, can } from "./content.policy";

const author: Actor = { kind: "user", userId: "author", email: "a@hatchery.test", emailVerified: true };
const other: Actor = { kind: "user", userId: "other", email: "o@hatchery.test", emailVerified: false };
const system: Actor = { kind: "system", name: "test" };

describe("content policy", () => {
  it.each([
    ["a visitor", ANONYMOUS_ACTOR, true, false],
    ["someone else", other, true, false],
    ["the author", author, true, true],
    ["a system task", system, true, false],
  ] as const)(
    "lets %s read the repository's content: %s, and an incubator's: %s",
    (_who, actor, repository, incubator) => {
      expect(can(actor, "read", { source: "repository", authorId: null })).toBe(repository);
      expect(can(actor, "read", { source: "incubator", authorId: "author" })).toBe(incubator);
    },
  );

  it("refuses with 404 'Content not found', so an address reveals nothing", () => {
    expect(() => assertCan(other, "read", { source: "incubator", authorId: "author" })).toThrow(
      new AppError("not_found", CONTENT_NOT_FOUND_MESSAGE),
    );
    expect(() => assertCan(other, "read", { source: "incubator", authorId: null })).toThrow(AppError);
  });
});
