import { type Role, TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import type { PolicyActor } from "../../lib/policy";
import { assertCan, can } from "./positions.policy";

function person(roles: Role[] = []): PolicyActor {
  return {
    kind: "user",
    userId: "viewer",
    email: "viewer@example.com",
    emailVerified: true,
    heldRoles: { ok: true, roles },
  };
}

const outside = { kind: "incubator", place: { viewerTier: null, viewerOwnsIncubator: false } } as const;

describe("the positions policy", () => {
  it("shows an incubator's open positions to those inside it and to administrators", () => {
    const browse = "browseIncubatorPositions";
    expect(
      can(person(), browse, {
        kind: "incubator",
        place: { viewerTier: "guest", viewerOwnsIncubator: false },
      }),
    ).toBe(true);
    expect(
      can(person(), browse, { kind: "incubator", place: { viewerTier: null, viewerOwnsIncubator: true } }),
    ).toBe(true);
    expect(can(person(["admin"]), browse, outside)).toBe(true);
    expect(() => assertCan(person(), browse, outside)).toThrow(
      expect.objectContaining({ status: 403, message: TEAM_ERROR_MESSAGES.notIncubatorMember }),
    );
    expect(() => assertCan(ANONYMOUS_ACTOR, browse, outside)).toThrow(
      expect.objectContaining({ status: 401 }),
    );
  });

  it("lets the applicant alone take back an application, administrators included", () => {
    expect(can(person(), "withdrawApplication", { kind: "application", isApplicant: true })).toBe(true);
    expect(() =>
      assertCan(person(["admin"]), "withdrawApplication", { kind: "application", isApplicant: false }),
    ).toThrow(expect.objectContaining({ status: 403, message: TEAM_ERROR_MESSAGES.applicantOnly }));
  });
});
