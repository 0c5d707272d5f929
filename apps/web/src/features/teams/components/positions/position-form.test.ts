import type { TeamDetailResponse } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { positionFixture } from "@/test/position-fixtures";
import { firstMissingCoreRole, OTHER_ROLE } from "./position-form";

function withRoles(
  memberRoles: TeamDetailResponse["members"][number]["coreRole"][],
  soughtRoles: TeamDetailResponse["members"][number]["coreRole"][],
) {
  return {
    members: memberRoles.map((coreRole, index) => ({
      user: { id: `user-${index}`, name: `Member ${index}`, image: null, handle: `member-${index}` },
      coreRole,
      title: "",
      isLeader: index === 0,
      joinedAt: "2026-11-01T10:00:00.000Z",
      canLead: null,
    })),
    openPositions: soughtRoles.map((coreRole, index) => ({
      position: positionFixture({ id: `pos-${index}`, coreRole }),
      viewer: null,
    })),
  };
}

describe("the role a new position starts with", () => {
  it("is the first core role no member holds and no open position seeks", () => {
    expect(firstMissingCoreRole(withRoles(["ceo"], []))).toBe("cto");
    expect(firstMissingCoreRole(withRoles(["ceo", null], ["cto"]))).toBe("cco");
    expect(firstMissingCoreRole(withRoles([null], [null]))).toBe("ceo");
  });

  it("is another role once all four are held or sought", () => {
    expect(firstMissingCoreRole(withRoles(["ceo", "cgo"], ["cto", "cco"]))).toBe(OTHER_ROLE);
  });
});
