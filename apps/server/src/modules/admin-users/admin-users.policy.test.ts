import { ADMIN_USERS_MESSAGES, type Role } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage } from "../../auth/guards";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import type { PolicyActor } from "../../lib/policy";
import { ROLE_LOOKUP_FAILED_MESSAGE } from "../account/account.policy";
import { assertCan, can } from "./admin-users.policy";

function person(userId: string, roles: Role[], emailVerified = true): PolicyActor {
  return {
    kind: "user",
    userId,
    email: `${userId}@example.com`,
    emailVerified,
    heldRoles: { ok: true, roles },
  };
}

const admin = person("admin", ["admin"]);
const system: PolicyActor = { kind: "system", name: "moderation" };

function refusal(actor: PolicyActor, action: Parameters<typeof can>[1], resource = {}) {
  try {
    assertCan(actor, action, resource);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe("the Users section's policy", () => {
  it("lets admins with a verified email act, and no one else", () => {
    expect(can(admin, "listUsers", {})).toBe(true);
    expect(refusal(ANONYMOUS_ACTOR, "listUsers")).toBe("Please sign in to continue.");
    expect(refusal(person("coach", ["coach"]), "viewUser")).toBe(roleRequiredMessage("admin"));
    expect(refusal(person("admin", ["admin"], false), "grantRole")).toBe(EMAIL_VERIFICATION_REQUIRED_MESSAGE);
    expect(
      refusal(
        {
          kind: "user",
          userId: "a",
          email: "a@example.com",
          emailVerified: true,
          heldRoles: { ok: false, error: new Error("down") },
        },
        "listUsers",
      ),
    ).toBe(ROLE_LOOKUP_FAILED_MESSAGE);
  });

  it("never disables one's own account or the last admin, whoever asks", () => {
    expect(refusal(admin, "disable", { userId: "admin", isAdmin: true, otherAdmins: 3 })).toBe(
      ADMIN_USERS_MESSAGES.cannotDisableSelf,
    );
    expect(refusal(system, "disable", { userId: "root", isAdmin: true, otherAdmins: 0 })).toBe(
      ADMIN_USERS_MESSAGES.lastAdmin,
    );
    expect(can(system, "disable", { userId: "someone", isAdmin: false, otherAdmins: 0 })).toBe(true);
    expect(can(admin, "disable", { userId: "other", isAdmin: true, otherAdmins: 1 })).toBe(true);
  });

  it("keeps the admin role on the last admin, and other roles revocable", () => {
    expect(
      refusal(admin, "revokeRole", { userId: "admin", isAdmin: true, otherAdmins: 0, role: "admin" }),
    ).toBe(ADMIN_USERS_MESSAGES.lastAdmin);
    expect(can(admin, "revokeRole", { userId: "admin", isAdmin: true, otherAdmins: 0, role: "coach" })).toBe(
      true,
    );
    expect(can(admin, "revokeRole", { userId: "admin", isAdmin: true, otherAdmins: 1, role: "admin" })).toBe(
      true,
    );
  });

  it("lets any verified person ask for a role or use a setup link", () => {
    expect(can(person("member", []), "requestRole", {})).toBe(true);
    expect(refusal(person("member", [], false), "requestRole")).toBe(EMAIL_VERIFICATION_REQUIRED_MESSAGE);
    expect(can(person("member", []), "useSetupLink", {})).toBe(true);
    expect(can(system, "useSetupLink", {})).toBe(false);
  });
});
