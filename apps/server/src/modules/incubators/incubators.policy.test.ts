import { INCUBATOR_ACTIONS, INCUBATOR_ERROR_MESSAGES, type Role } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage } from "../../auth/guards";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { assertCan, can, incubatorCreationPolicy, permissionsOn } from "./incubators.policy";

const OWNER_ID = "owner";
const incubator = { ownerId: OWNER_ID };
const unowned = { ownerId: null };

function person(userId: string, roles: Role[], emailVerified = true): PolicyActor {
  return {
    kind: "user",
    userId,
    email: `${userId}@example.com`,
    emailVerified,
    heldRoles: { ok: true, roles },
  };
}

const ACTORS: Record<string, PolicyActor> = {
  anonymous: ANONYMOUS_ACTOR,
  system: { kind: "system", name: "seed" },
  member: person("member", []),
  ownerWithoutRole: person(OWNER_ID, []),
  ownerAdvisor: person(OWNER_ID, ["advisor"]),
  ownerCoach: person(OWNER_ID, ["coach"]),
  ownerAdvisorUnverified: person(OWNER_ID, ["advisor"], false),
  otherAdvisor: person("other", ["advisor"]),
  admin: person("admin", ["admin"]),
  adminUnverified: person("admin", ["admin"], false),
  ownerWhoseRolesFailed: {
    kind: "user",
    userId: OWNER_ID,
    email: "owner@example.com",
    emailVerified: true,
    heldRoles: { ok: false, error: new Error("connection lost") },
  },
};

const editForbidden = { status: 403, message: INCUBATOR_ERROR_MESSAGES.editForbidden };
/** What each actor gets for every incubator action on an incubator owned by OWNER_ID: null is allowed. */
const EXPECTED: Record<keyof typeof ACTORS, { status: number; message: string } | null> = {
  anonymous: { status: 401, message: "Please sign in to continue." },
  system: { status: 401, message: "Please sign in to continue." },
  member: editForbidden,
  ownerWithoutRole: { status: 403, message: roleRequiredMessage("advisor") },
  ownerAdvisor: null,
  ownerCoach: null,
  ownerAdvisorUnverified: { status: 403, message: EMAIL_VERIFICATION_REQUIRED_MESSAGE },
  otherAdvisor: editForbidden,
  admin: null,
  adminUnverified: { status: 403, message: EMAIL_VERIFICATION_REQUIRED_MESSAGE },
  ownerWhoseRolesFailed: editForbidden,
};

function refusalOf(run: () => void): { status: number; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message };
  }
}

describe("incubator policy", () => {
  const cases = Object.keys(ACTORS).flatMap((name) => INCUBATOR_ACTIONS.map((action) => ({ name, action })));

  it.each(cases)("$name → $action", ({ name, action }) => {
    const actor = ACTORS[name] as PolicyActor;
    const expected = EXPECTED[name];
    expect(refusalOf(() => assertCan(actor, action, incubator))).toEqual(expected);
    expect(can(actor, action, incubator)).toBe(expected === null);
  });

  it("lets only an administrator manage an incubator nobody owns", () => {
    expect(can(ACTORS.admin as PolicyActor, "edit", unowned)).toBe(true);
    expect(can(ACTORS.ownerAdvisor as PolicyActor, "edit", unowned)).toBe(false);
  });

  it("keeps the cause of a failed role lookup on the refusal", () => {
    let refusal: unknown;
    try {
      assertCan(ACTORS.ownerWhoseRolesFailed as PolicyActor, "edit", incubator);
    } catch (error) {
      refusal = error;
    }
    expect((refusal as AppError).cause).toEqual(new Error("connection lost"));
  });

  it("answers every action as the viewer's permissions", () => {
    expect(permissionsOn(ACTORS.ownerAdvisor as PolicyActor, incubator)).toEqual({
      edit: true,
      managePlans: true,
    });
    expect(permissionsOn(ACTORS.otherAdvisor as PolicyActor, incubator)).toEqual({
      edit: false,
      managePlans: false,
    });
  });
});

describe("incubatorCreationPolicy (decision 054)", () => {
  const refusal = (actor: PolicyActor) => {
    try {
      incubatorCreationPolicy.assertCan(actor, "create", null);
      return null;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { code: error.code, message: error.message };
    }
  };
  const roleRequired = { code: "forbidden", message: roleRequiredMessage("advisor") };

  it("lets an advisor, a coach or an administrator with a verified email create", () => {
    for (const name of ["ownerAdvisor", "ownerCoach", "otherAdvisor", "admin"]) {
      expect(refusal(ACTORS[name] as PolicyActor), name).toBeNull();
    }
  });

  it("refuses anyone else with the role's words, and an unverified creator with the email's", () => {
    expect(refusal(ACTORS.member as PolicyActor)).toEqual(roleRequired);
    expect(refusal(ACTORS.ownerWhoseRolesFailed as PolicyActor)).toEqual(roleRequired);
    expect(refusal(ACTORS.adminUnverified as PolicyActor)).toEqual({
      code: "forbidden",
      message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
    });
    expect(refusal(ACTORS.anonymous as PolicyActor)?.code).toBe("unauthenticated");
  });
});
