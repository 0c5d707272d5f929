import { lazy, Suspense, useEffect, useState } from "react";
import { browserLocalStorage, readSoundSettings, type SoundSettingsState } from "@/lib/sound/sound-settings";
import { useHydrating, useServedAsDocument } from "@/lib/use-hydrating";
import { SoundSettingsButton } from "./sound-settings-button";

/*
 * The sound panel (its popover, slider, switch and the sound engine) loads when the person first
 * reaches for the button: pointing at it or focusing it starts the download, pressing it opens the
 * panel. Until then the button is a plain one showing the remembered settings.
 */
const loadSoundSettings = () => import("@/components/sound-settings");
const SoundSettings = lazy(() => loadSoundSettings().then((module) => ({ default: module.SoundSettings })));

const DEFAULT_SETTINGS = readSoundSettings(null);

/**
 * The remembered settings, read in a task of their own once the page is hydrated: the page's first
 * read of the browser's storage waits for the browser to load it, which took 5–110 ms here, so it is
 * kept out of the header's render (decision 075). The defaults show until then.
 */
function useRememberedSoundSettings(hydrating: boolean): SoundSettingsState {
  const [remembered, setRemembered] = useState<SoundSettingsState>();
  useEffect(() => {
    if (hydrating) return;
    const timer = setTimeout(() => setRemembered(readSoundSettings(browserLocalStorage())), 0);
    return () => clearTimeout(timer);
  }, [hydrating]);
  return remembered ?? DEFAULT_SETTINGS;
}

/**
 * The header's sound button, and the sound panel once it is wanted. Not in a visitor's document
 * (decision 083): its panel is the app's, and a document plays no sound.
 */
export function SoundControl() {
  if (useServedAsDocument()) return null;
  return <SoundButton />;
}

function SoundButton() {
  const [wanted, setWanted] = useState(false);
  const settings = useRememberedSoundSettings(useHydrating());
  const button = (
    <SoundSettingsButton
      settings={settings}
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
