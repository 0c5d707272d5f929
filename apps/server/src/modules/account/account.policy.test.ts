import { describe, expect, it } from "vitest";
import { type Actor, ANONYMOUS_ACTOR } from "../../lib/context";
import { assertCan, can, ROLE_LOOKUP_FAILED_MESSAGE } from "./account.policy";

const someone: Actor = { kind: "user", userId: "viewer", email: "viewer@example.com", emailVerified: false };

describe("the account policy", () => {
  it("shows a signed-in person their account once their roles are known, none held included", () => {
    expect(can(someone, "viewOwnAccount", { ok: true, roles: [] })).toBe(true);
    expect(can(ANONYMOUS_ACTOR, "viewOwnAccount", { ok: true, roles: [] })).toBe(false);
  });

  it("denies access when the roles could not be read, keeping the failure as the cause (SPEC §6)", () => {
    const failure = new Error("connection lost");
    let refused: unknown;
    try {
      assertCan(someone, "viewOwnAccount", { ok: false, error: failure });
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ status: 403, message: ROLE_LOOKUP_FAILED_MESSAGE, cause: failure });
  });
});
