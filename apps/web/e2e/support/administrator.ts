/**
 * The addresses the e2e server lists in ADMIN_EMAILS (playwright.config.ts): signing up with one and
 * verifying it makes an administrator, as a self-hoster names the first one
 * (docs/decisions/044-first-administrator.md). One per attempt, since a retry runs on the same server.
 */
export const E2E_ADMIN_EMAILS = ["first-admin@example.com", "first-admin-retry@example.com"];

export function adminEmailFor(retry: number): string {
  return E2E_ADMIN_EMAILS[Math.min(retry, E2E_ADMIN_EMAILS.length - 1)] ?? "first-admin@example.com";
}
