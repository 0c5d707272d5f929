import { useSyncExternalStore } from "react";
import type { SoundKey } from "./recipes";
import { SoundEngine, type SoundSettingsState } from "./sound-engine";

export { resolveRecipe, SOUND_ALIAS_TARGETS, SOUND_KEYS, type SoundKey } from "./recipes";
export {
  clampVolume,
  SoundEngine,
  type SoundEngineOptions,
  type SoundRecording,
  type SoundSettingsState,
  type SoundSettingsStorage,
} from "./sound-engine";

/** The app's one sound engine; it waits for the first user gesture before touching Web Audio. */
export const soundEngine = new SoundEngine();

export function playSound(name: SoundKey): void {
  soundEngine.play(name);
}

/**
 * The browser tests' switch: with this local storage entry set to "on" before the engine loads, every
 * sound the app's engine plays is appended to `window.__hatcherySounds`. Read only here, in the lazily
 * loaded engine, so it adds nothing to a page's first view.
 */
export const SOUND_RECORDING_STORAGE_KEY = "hatchery.sound.record";

declare global {
  interface Window {
    __hatcherySounds?: readonly SoundKey[];
  }
}

function recordForBrowserTests(): void {
  try {
    if (typeof window === "undefined" || window.localStorage.getItem(SOUND_RECORDING_STORAGE_KEY) !== "on")
      return;
  } catch {
    return;
  }
  window.__hatcherySounds = soundEngine.record().sounds;
}
recordForBrowserTests();

export interface SoundSettingsControls extends SoundSettingsState {
  setMuted: (muted: boolean) => void;
  setVolume: (volume: number) => void;
}

/** The persisted muted flag and volume, re-rendering whenever either changes. */
export function useSoundSettings(engine: SoundEngine = soundEngine): SoundSettingsControls {
  const settings = useSyncExternalStore(engine.subscribe, engine.getSettings, engine.getSettings);
  return { ...settings, setMuted: engine.setMuted, setVolume: engine.setVolume };
}
