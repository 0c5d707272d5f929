/*
 * The sign-in page's addresses, apart from the checks of where it sends a person back to (redirect.ts):
 * the header links to it from every page.
 */

export const AUTH_PATH = "/auth";

/** The same page opened on its sign-up tab, where every "Create an account" link leads. */
export const SIGN_UP_PATH = `${AUTH_PATH}?view=sign-up`;

/** The sign-in page, remembering the page the person wanted (path and query). */
export function signInPath(origin: string): string {
  return `${AUTH_PATH}?${new URLSearchParams({ redirect: origin })}`;
}
