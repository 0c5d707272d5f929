/*
 * Its own module: the sign-in redirect in every page's first view, and the pages that show a description
 * the server rendered, need these and none of the link rules of texts (links.ts), which a bundler would
 * otherwise carry along with them.
 */

/**
 * Whether `value` is a path on this site. Browsers read `\` as `/` in web addresses, so "//host" and
 * "/\host" both lead to another site: only a single leading slash, followed by neither, is a path here.
 */
export function isSameSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}

/**
 * The path on this site a link leads to, read the way a browser on `pageUrl` reads it (relative to that
 * page, `\` as `/`), or undefined when it leads to another site.
 */
export function inAppPath(href: string, pageUrl: string): string | undefined {
  let url: URL;
  let page: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(href, page);
  } catch {
    return undefined;
  }
  if (url.origin !== page.origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSameSitePath(path) ? path : undefined;
}
