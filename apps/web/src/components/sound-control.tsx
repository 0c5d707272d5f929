import { lazy, Suspense, useState } from "react";
import { browserLocalStorage, readSoundSettings } from "@/lib/sound/sound-settings";
import { useHydrating } from "@/lib/use-hydrating";
import { SoundSettingsButton } from "./sound-settings-button";

/*
 * The sound panel (its popover, slider, switch and the sound engine) loads when the person first
 * reaches for the button: pointing at it or focusing it starts the download, pressing it opens the
 * panel. Until then the button is a plain one showing the remembered settings.
 */
const loadSoundSettings = () => import("@/components/sound-settings");
const SoundSettings = lazy(() => loadSoundSettings().then((module) => ({ default: module.SoundSettings })));

/** The header's sound button, and the sound panel once it is wanted. */
export function SoundControl() {
  const [wanted, setWanted] = useState(false);
  const hydrating = useHydrating();
  const button = (
    <SoundSettingsButton
      settings={readSoundSettings(hydrating ? null : browserLocalStorage())}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadSoundSettings()}
      onFocus={() => void loadSoundSettings()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <SoundSettings defaultOpen />
    </Suspense>
  );
}
