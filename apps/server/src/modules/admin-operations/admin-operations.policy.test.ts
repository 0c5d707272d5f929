import { ADMIN_OPERATIONS_ACTIONS, type Role } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage } from "../../auth/guards";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { assertCan, can } from "./admin-operations.policy";

function person(roles: Role[], emailVerified = true): PolicyActor {
  return { kind: "user", userId: "u", email: "u@example.com", emailVerified, heldRoles: { ok: true, roles } };
}

function refusal(actor: PolicyActor, action: (typeof ADMIN_OPERATIONS_ACTIONS)[number]) {
  try {
    assertCan(actor, action, null);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe("the admin-operations policy", () => {
  it("allows every action to a verified administrator only", () => {
    for (const action of ADMIN_OPERATIONS_ACTIONS) {
      expect(can(person(["admin"]), action, null), action).toBe(true);
      expect(refusal(person(["advisor", "coach"]), action)).toEqual({
        code: "forbidden",
        message: roleRequiredMessage("admin"),
      });
      expect(refusal(person(["admin"], false), action)).toEqual({
        code: "forbidden",
        message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
      });
      expect(refusal(ANONYMOUS_ACTOR, action)?.code).toBe("unauthenticated");
    }
  });

  it("refuses when the roles could not be read (SPEC §6)", () => {
    const failed: PolicyActor = {
      kind: "user",
      userId: "u",
      email: "u@example.com",
      emailVerified: true,
      heldRoles: { ok: false, error: new Error("connection lost") },
    };
    expect(refusal(failed, "retryJob")).toEqual({ code: "forbidden", message: roleRequiredMessage("admin") });
  });
});
