import { describe, expect, it } from "vitest";
import { hasRequiredRole, roleRouteAdmits } from "./roles";

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

describe("roleRouteAdmits", () => {
  it("lets admins into a route that says so, and nowhere else they lack the role", () => {
    expect(roleRouteAdmits(["admin"], { role: "advisor", adminsToo: true })).toBe(true);
    expect(roleRouteAdmits(["admin"], { role: "advisor" })).toBe(false);
    expect(roleRouteAdmits(["coach"], { role: "advisor", adminsToo: true })).toBe(true);
    expect(roleRouteAdmits(["member"], { role: "advisor", adminsToo: true })).toBe(false);
  });
});
