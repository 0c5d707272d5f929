import { SOUND_DEFAULT_VOLUME, SOUND_MAX_VOLUME, SOUND_MIN_VOLUME, STORAGE_KEYS } from "@hatchery/shared";

/*
 * The remembered mute switch and volume, apart from the sound engine: the header shows them on its
 * sound button before the engine and its panel load (they load when the button is first used).
 */

export interface SoundSettingsState {
  readonly muted: boolean;
  readonly volume: number;
}

export type SoundSettingsStorage = Pick<Storage, "getItem" | "setItem">;

/** A volume within 0..1; anything that is not a number falls back to the default. */
export function clampVolume(volume: number): number {
  if (Number.isNaN(volume)) return SOUND_DEFAULT_VOLUME;
  return Math.min(SOUND_MAX_VOLUME, Math.max(SOUND_MIN_VOLUME, volume));
}

export function browserLocalStorage(): SoundSettingsStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Reading localStorage throws when the browser blocks site data.
    return null;
  }
}

/** The settings in `storage`, with the defaults for anything missing or unreadable. */
export function readSoundSettings(
  storage: SoundSettingsStorage | null = browserLocalStorage(),
): SoundSettingsState {
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  // A stored number is clamped to 0..1 like any volume (SPEC §9: 1.5 plays at 1, -0.2 at 0); an entry
  // that is no number at all (blank, text) is corrupt, and the default applies.
  const storedVolume = read(STORAGE_KEYS.soundVolume)?.trim();
  return {
    muted: read(STORAGE_KEYS.soundMuted) === "true",
    volume: clampVolume(storedVolume ? Number(storedVolume) : Number.NaN),
  };
}
