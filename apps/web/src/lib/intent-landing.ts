import { matchRoute } from "@hatchery/shared";
import { DEFAULT_SIGNED_IN_PATH } from "@/lib/auth/redirect";

/**
 * Where a person goes once signed in, given the page the sign-in was for (`path`) and the page of
 * something they set out to do before they could (`intentPath`: a subscription, an invite link).
 *
 * The rule: a stored intent wins over the dashboard and over public pages, and loses to any other page
 * that needs a session. The dashboard is only the default landing, and a public page is merely where the
 * person was reading when they chose to sign in, while the intent is what they set out to do. A guarded
 * page was one they tried to open (the guard sent them to sign in from it), so it stays theirs; the intent
 * then waits in storage for their next visit to its page.
 */
export function landingForIntent(path: string, intentPath: string | undefined): string {
  if (!intentPath) return path;
  const { pathname } = new URL(path, "https://hatchery.invalid");
  if (pathname === intentPath) return path;
  const access = matchRoute(pathname)?.route.access;
  const guarded = access !== undefined && access.kind !== "public";
  return guarded && pathname !== DEFAULT_SIGNED_IN_PATH ? path : intentPath;
}
