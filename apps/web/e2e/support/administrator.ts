import { join } from "node:path";

/**
 * The addresses the e2e server lists in ADMIN_EMAILS (playwright.config.ts): signing up with one and
 * verifying it makes an administrator, as a self-hoster names the first one
 * (docs/decisions/044-first-administrator.md). One per attempt, since a retry runs on the same server.
 */
export const E2E_ADMIN_EMAILS = ["first-admin@example.com", "first-admin-retry@example.com"];

/**
 * Where the suite's global setup keeps an administrator's signed-in browser state: specs start from it
 * instead of signing in, since the sign-in limit per address (SPEC §9: 5 in 5 minutes) is spent by the
 * many specs that need an administrator within a few minutes of each other.
 */
export function adminStatePath(email: string): string {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  return join(folder, `signed-in-${email}.json`);
}

export function adminEmailFor(retry: number): string {
  return E2E_ADMIN_EMAILS[Math.min(retry, E2E_ADMIN_EMAILS.length - 1)] ?? "first-admin@example.com";
}
