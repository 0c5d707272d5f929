/**
 * Whether `value` is a path on this site. Browsers read `\` as `/` in web addresses, so "//host" and
 * "/\host" both lead to another site: only a single leading slash, followed by neither, is a path here.
 */
export function isSameSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}
