/**
 * The colour theme a person chooses: `system` follows the device's light or dark setting. It is kept on
 * the account, so it follows the person to every device, and in a cookie the server reads to write the
 * page's `data-theme` before the first paint, so a page never flashes in the other theme.
 */
export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_LABELS: Record<ThemeChoice, string> = {
  system: "Follow the system",
  light: "Light",
  dark: "Dark",
};

/** Not a secret and read by the page's script too, so neither `HttpOnly` nor signed. */
export const THEME_COOKIE = "hatchery-theme";

export const THEME_MESSAGE = "Theme must be system, light or dark";

/** A cookie's value as a theme the page can be drawn in: anything else is the system's. */
export function themeFromCookie(value: string | undefined): ThemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}
