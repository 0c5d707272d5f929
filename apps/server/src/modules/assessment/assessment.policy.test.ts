import { describe, expect, it } from "vitest";
import type { Actor } from "../../lib/context";
import { can } from "./assessment.policy";

const owner: Actor = { kind: "user", userId: "u1", email: "a@example.com", emailVerified: true };
const other: Actor = { kind: "user", userId: "u2", email: "b@example.com", emailVerified: false };
const visitor: Actor = { kind: "anonymous" };

describe("assessment policy", () => {
  it("lets only the owner read a result", () => {
    expect(can(owner, "read", { ownerId: "u1" })).toBe(true);
    expect(can(other, "read", { ownerId: "u1" })).toBe(false);
    expect(can(visitor, "read", { ownerId: "u1" })).toBe(false);
    expect(can(owner, "read", null)).toBe(false);
  });

  it("lets anyone signed in save, list their own and choose sharing, and no visitor", () => {
    for (const action of ["save", "readHistory", "changeSharing"] as const) {
      expect(can(other, action, null)).toBe(true);
      expect(can(visitor, action, null)).toBe(false);
    }
  });

  it("shows a role-fit summary only to a reviewer of the owner's application, and only when shared", () => {
    const shared = { ownerId: "u1", sharesWithTeams: true, reviewsTheirApplication: true };
    expect(can(other, "readSharedRoleFit", shared)).toBe(true);
    expect(can(other, "readSharedRoleFit", { ...shared, sharesWithTeams: false })).toBe(false);
    expect(can(other, "readSharedRoleFit", { ...shared, reviewsTheirApplication: false })).toBe(false);
    expect(can(visitor, "readSharedRoleFit", shared)).toBe(false);
    expect(can(other, "readSharedRoleFit", null)).toBe(false);
  });
});
