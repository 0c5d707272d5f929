import { ADVISOR_EQUIVALENT_ROLES, type RequiredRole, type Role } from "@hatchery/shared";

/** SPEC §6: the advisor check accepts an advisor or a coach; admin requires admin. */
export function hasRequiredRole(roles: readonly Role[], required: RequiredRole): boolean {
  if (required === "advisor") return roles.some((role) => ADVISOR_EQUIVALENT_ROLES.includes(role));
  return roles.includes(required);
}

/** Whether a role route admits someone with these roles: the required role, or admin where it says so. */
export function roleRouteAdmits(
  roles: readonly Role[],
  access: { role: RequiredRole; adminsToo?: boolean },
): boolean {
  return hasRequiredRole(roles, access.role) || (access.adminsToo === true && roles.includes("admin"));
}
