import { describe, expect, it } from "vitest";
import { hasRequiredRole } from "./roles";

describe("hasRequiredRole", () => {
  it("accepts an advisor or a coach where an advisor is required", () => {
    expect(hasRequiredRole(["advisor"], "advisor")).toBe(true);
    expect(hasRequiredRole(["coach"], "advisor")).toBe(true);
    expect(hasRequiredRole(["member"], "advisor")).toBe(false);
  });

  it("requires admin for admin", () => {
    expect(hasRequiredRole(["admin"], "admin")).toBe(true);
    expect(hasRequiredRole(["advisor", "coach"], "admin")).toBe(false);
    expect(hasRequiredRole([], "admin")).toBe(false);
  });
});
