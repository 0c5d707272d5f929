import { useSyncExternalStore } from "react";
import type { SoundKey } from "./recipes";
import { SoundEngine, type SoundSettingsState } from "./sound-engine";

export { resolveRecipe, SOUND_ALIAS_TARGETS, SOUND_KEYS, type SoundKey } from "./recipes";
export {
  clampVolume,
  SoundEngine,
  type SoundEngineOptions,
  type SoundSettingsState,
  type SoundSettingsStorage,
} from "./sound-engine";

/** The app's one sound engine; it waits for the first user gesture before touching Web Audio. */
export const soundEngine = new SoundEngine();

export function playSound(name: SoundKey): void {
  soundEngine.play(name);
}

export interface SoundSettingsControls extends SoundSettingsState {
  setMuted: (muted: boolean) => void;
  setVolume: (volume: number) => void;
}

/** The persisted muted flag and volume, re-rendering whenever either changes. */
export function useSoundSettings(engine: SoundEngine = soundEngine): SoundSettingsControls {
  const settings = useSyncExternalStore(engine.subscribe, engine.getSettings, engine.getSettings);
  return { ...settings, setMuted: engine.setMuted, setVolume: engine.setVolume };
}
