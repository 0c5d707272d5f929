import { THEME_COOKIE, themeFromCookie } from "@hatchery/shared";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";

const HTML_ELEMENT = /<html(\s[^>]*)?>/;

/**
 * The page in the theme the person chose, from the cookie the web app keeps beside the account's choice:
 * `data-theme` on the root element before the first paint, so a dark page never flashes light. Without a
 * choice (or with `system`) the page follows the device, as the stylesheet's media query does.
 */
export function withChosenTheme(c: Context, html: string): string {
  const theme = themeFromCookie(getCookie(c, THEME_COOKIE));
  if (theme === "system") return html;
  return html.replace(HTML_ELEMENT, (element) => `${element.slice(0, -1)} data-theme="${theme}">`);
}
