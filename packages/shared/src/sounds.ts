/*
 * The sound engine's names, apart from constants.ts: only the engine reads them, and it loads
 * when a sound is first wanted, while the constants are read by every page.
 */

export const SOUND_NAMES = [
  "countdown-tick",
  "countdown-go",
  "card-shuffle",
  "card-deal",
  "card-click",
  "card-match",
  "card-mismatch",
  "game-complete",
  "ui-hover-soft",
  "ui-hover-subtle",
  "ui-click-bold",
  "ui-click-deep",
] as const;
export type SoundName = (typeof SOUND_NAMES)[number];
export const SOUND_ALIASES = [
  "role-select",
  "screen-transition",
  "hold-charge",
  "ripple-effect",
  "power-up",
  "achievement-unlock",
  "menu-hover",
  "menu-select",
] as const;
export type SoundAlias = (typeof SOUND_ALIASES)[number];
export const ROLE_SOUNDS = ["CEO", "CTO", "CCO", "CGO"] as const;
export type RoleSound = (typeof ROLE_SOUNDS)[number];
