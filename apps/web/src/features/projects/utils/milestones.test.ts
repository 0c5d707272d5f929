import { describe, expect, it } from "vitest";
import { milestoneFixture } from "../test/fixtures";
import { milestoneProgressText, sortMilestones } from "./milestones";

describe("milestones", () => {
  it("orders by due date, undated last, then by when they were added", () => {
    const sorted = sortMilestones([
      milestoneFixture({ id: "undated", dueOn: null }),
      milestoneFixture({ id: "late", dueOn: "2026-09-01" }),
      milestoneFixture({ id: "early-second", dueOn: "2026-03-01", createdAt: "2026-01-02T00:00:00.000Z" }),
      milestoneFixture({ id: "early-first", dueOn: "2026-03-01", createdAt: "2026-01-01T00:00:00.000Z" }),
    ]);
    expect(sorted.map((milestone) => milestone.id)).toEqual([
      "early-first",
      "early-second",
      "late",
      "undated",
    ]);
  });

  it("counts the milestones done", () => {
    expect(
      milestoneProgressText([
        milestoneFixture({ doneAt: "2026-02-01T00:00:00.000Z" }),
        milestoneFixture({ doneAt: null }),
        milestoneFixture({ doneAt: null }),
      ]),
    ).toBe("1 of 3 done");
  });
});
