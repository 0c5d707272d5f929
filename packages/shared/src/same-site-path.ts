/*
 * Its own module: the sign-in redirect in every page's first view needs this and none of the link rules
 * of texts (links.ts), which a bundler would otherwise carry along with it.
 */

/**
 * Whether `value` is a path on this site. Browsers read `\` as `/` in web addresses, so "//host" and
 * "/\host" both lead to another site: only a single leading slash, followed by neither, is a path here.
 */
export function isSameSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}
