import { isSameSitePath } from "@hatchery/shared";
import { AUTH_PATH } from "@/lib/auth/sign-in-path";

/** Where a person lands after signing in when nothing else was asked for. */
export const DEFAULT_SIGNED_IN_PATH = "/dashboard";

/**
 * The `redirect` value if it is a path on this site, otherwise the default. Only a single leading "/" is
 * accepted, before and after the path is resolved ("/.//host" resolves to "//host"): "//host" and
 * "/\host" are read by browsers as another site, and anything with a scheme or control characters is
 * refused, so a crafted sign-in link cannot send the person elsewhere.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !isSameSitePath(value)) return DEFAULT_SIGNED_IN_PATH;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(value)) return DEFAULT_SIGNED_IN_PATH;
  const base = "https://hatchery.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return DEFAULT_SIGNED_IN_PATH;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== base || !isSameSitePath(path)) return DEFAULT_SIGNED_IN_PATH;
  // Coming back to the sign-in page itself would leave the person where they started.
  return url.pathname === AUTH_PATH ? DEFAULT_SIGNED_IN_PATH : path;
}

/** What the server appends to a verification link's callbackURL when the link cannot be used (decision 002). */
const LINK_ERRORS = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED", "USER_NOT_FOUND"]);

/** The server's words for a link that cannot be used, shown wherever such a link lands. */
export const INVALID_LINK_MESSAGE = "This link is invalid or has expired. Please request a new one.";

export function isLinkError(value: string | null): boolean {
  return value !== null && LINK_ERRORS.has(value);
}

/**
 * Splits a failed verification link's marker off a path: a broken link sends the person to
 * `callbackURL?error=INVALID_TOKEN`, which a guard may then have carried into `?redirect=`.
 */
export function takeLinkError(path: string): { path: string; linkError: boolean } {
  const url = new URL(path, "https://hatchery.invalid");
  if (!isLinkError(url.searchParams.get("error"))) return { path, linkError: false };
  url.searchParams.delete("error");
  return { path: `${url.pathname}${url.search}${url.hash}`, linkError: true };
}
